import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const FormGrid = styled.form`
  display: grid;
  gap: ${vars.space.lg};
`;

export const RadioGroup = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.lg};
`;

export const RadioLegend = styled.legend`
  padding: 0;
  margin-bottom: ${vars.space.sm};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  color: ${vars.color.text};
`;

export const Radio = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  color: ${vars.color.text};
  font-size: ${vars.font.sizeMd};
  cursor: pointer;

  input {
    accent-color: ${vars.color.primary};
    width: 16px;
    height: 16px;
  }
`;

export const Params = styled.div`
  display: grid;
  gap: ${vars.space.md};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
`;
