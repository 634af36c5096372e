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
