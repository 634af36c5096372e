import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space.sm};
`;
