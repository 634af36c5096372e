import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const FormGrid = styled.form`
  display: grid;
  gap: ${vars.space.lg};
`;

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  min-width: 0;
`;

export const Legend = styled.legend`
  padding: 0 ${vars.space.xs};
  font-weight: ${vars.font.weightBold};
  color: ${vars.color.text};
`;

export const Row = styled.div`
  display: grid;
  gap: ${vars.space.md};
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
`;

/** A variable: where its value comes from, and the value when it is the same for everyone. */
export const VariableRow = styled.div`
  display: grid;
  gap: ${vars.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  align-items: start;
  margin-block-end: ${vars.space.md};
`;

/** The file input of the recipients from a CSV file, with its label and hints. */
export const FileField = styled.div`
  display: grid;
  gap: ${vars.space.xs};
  font-size: ${vars.font.sizeSm};

  label {
    font-weight: ${vars.font.weightMedium};
    color: ${vars.color.text};
  }

  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }

  [data-error] {
    color: ${vars.color.danger};
    font-weight: ${vars.font.weightMedium};
  }
`;
