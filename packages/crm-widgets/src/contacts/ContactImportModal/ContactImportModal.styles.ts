import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const Body = styled.div`
  display: grid;
  gap: ${vars.space.lg};
`;

export const Intro = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

export const FileLabel = styled.label`
  display: grid;
  gap: ${vars.space.xs};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};

  input {
    font: inherit;
    color: ${vars.color.text};
  }
`;

/** The paste box takes the dialog's width (it shrank to 175 px beside a start-aligned button). */
export const PasteRow = styled.div`
  display: grid;
  gap: ${vars.space.sm};

  & > button {
    justify-self: start;
  }
`;

export const Summary = styled.p`
  margin: 0;
  font-weight: ${vars.font.weightMedium};
`;

export const Problems = styled.ul`
  margin: 0;
  padding-inline-start: ${vars.space.lg};
`;

/**
 * The preview scrolls here, both ways: the table's own frame grows with the table (its words whole), so
 * it never scrolls nor becomes a second region of the same name.
 */
export const PreviewScroll = styled.div`
  max-height: 320px;
  overflow: auto;

  & > div {
    inline-size: max-content;
    min-inline-size: 100%;
  }
`;
