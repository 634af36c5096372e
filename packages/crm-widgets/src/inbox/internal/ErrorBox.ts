import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

/** An error alert with its retry action under it. */
export const ErrorBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space.sm};
  max-width: 420px;
`;
