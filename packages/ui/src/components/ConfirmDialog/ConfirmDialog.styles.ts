import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

/** Optional extra content under the question (e.g. the name of the item being deleted). */
export const ConfirmDetail = styled.div`
  color: ${vars.color.text};
`;
