import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${vars.space.md};
`;

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};

  legend {
    padding: 0;
    margin-bottom: ${vars.space.xs};
    font-size: ${vars.font.sizeSm};
    font-weight: ${vars.font.weightMedium};
    color: ${vars.color.text};
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space.xs};
    font-size: ${vars.font.sizeSm};
    cursor: pointer;
  }

  input {
    accent-color: ${vars.color.primary};
  }
`;

export const MediaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
`;

export const Preview = styled.figure`
  margin: 0;
  padding: ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};

  figcaption {
    font-size: ${vars.font.sizeXs};
    color: ${vars.color.textMuted};
    margin-bottom: ${vars.space.xs};
  }
`;

export const Bubble = styled.div`
  display: inline-block;
  max-width: 100%;
  padding: ${vars.space.sm};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bubbleOutgoing};
  font-size: ${vars.font.sizeSm};
`;

export const Muted = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${vars.space.sm};
`;

/**
 * Recipients outside their 24-hour window: the count, why, the choice to send only to those inside and, when
 * sending was refused, what to do (a warning box; the dialog's own light elements, not the UI's Alert and Checkbox,
 * which the inbox's bundle would otherwise carry).
 */
export const WindowNotice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  padding: ${vars.space.sm} ${vars.space.md};
  border: 1px solid ${vars.color.warning};
  border-radius: ${vars.radius.md};
  background: ${vars.color.warningSoft};
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.text};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space.xs};
    cursor: pointer;
    font-weight: ${vars.font.weightMedium};
  }

  input {
    inline-size: 16px;
    block-size: 16px;
    margin: 0;
    accent-color: ${vars.color.primary};
  }

  [data-error] {
    color: ${vars.color.danger};
    font-weight: ${vars.font.weightMedium};
  }
`;
