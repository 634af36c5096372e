import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const Form = styled.form`
  display: grid;
  gap: ${vars.space.lg};
`;
