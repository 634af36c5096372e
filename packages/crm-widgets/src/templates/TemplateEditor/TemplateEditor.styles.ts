import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space.xl};

  @media (min-width: 860px) {
    grid-template-columns: minmax(0, 1fr) 300px;
  }
`;

export const Form = styled.form`
  display: grid;
  gap: ${vars.space.lg};
  min-width: 0;
`;

export const Row = styled.div`
  display: grid;
  gap: ${vars.space.md};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
`;

export const Section = styled.fieldset`
  margin: 0;
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
`;

export const Legend = styled.legend`
  padding: 0 ${vars.space.xs};
  font-weight: ${vars.font.weightBold};
  color: ${vars.color.text};
`;

export const SectionHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
`;

export const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;

export const ButtonCard = styled.fieldset`
  margin: 0;
  padding: ${vars.space.sm} ${vars.space.md} ${vars.space.md};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  display: grid;
  gap: ${vars.space.sm};
  min-width: 0;
`;

export const ButtonTools = styled.div`
  display: flex;
  gap: ${vars.space.xs};
  justify-content: flex-end;
`;

export const GroupError = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.font.sizeSm};
`;

export const Offer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
`;

/**
 * The preview and the guidance. Beside the form (860 px and wider) it stays in view while any field is edited:
 * sticky at the top of the dialog's scrolling body, and only as tall as its content (a grid item stretched to the
 * form's height could not stick).
 */
export const Aside = styled.aside`
  display: grid;
  gap: ${vars.space.md};
  align-content: start;
  outline: none;

  @media (min-width: 860px) {
    position: sticky;
    top: 0;
    align-self: start;
  }
`;

/** 'Show preview' above the form where the preview is under it (narrower than 860 px). */
export const PreviewJump = styled.div`
  display: flex;
  justify-content: flex-end;

  @media (min-width: 860px) {
    display: none;
  }
`;

export const HintList = styled.ul`
  margin: 0;
  padding-inline-start: ${vars.space.lg};
  display: grid;
  gap: ${vars.space.xs};
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
`;

export const AsideHeading = styled.h3`
  margin: 0;
  font-size: ${vars.font.sizeMd};
  color: ${vars.color.text};
`;

export const UploadRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};

  & > progress {
    flex: 1;
    min-inline-size: 0;
  }
`;

export const MediaChosen = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  padding-block: ${vars.space.xs};
  padding-inline: ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

export const MediaName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  text-align: start;
`;
