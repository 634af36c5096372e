import { styled } from 'styled-components';
import { Badge } from '../Badge/Badge';

export const StyledStatusBadge = styled(Badge)`
  text-transform: none;
`;
