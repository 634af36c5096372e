import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

/** A spinner's place while a resource loads. */
export const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space.xl};
`;
