import { styled } from 'styled-components';

/** A phone number in a table cell stays on one line (it wrapped at its spaces, mid-number, issue 23). */
export const Phone = styled.span`
  white-space: nowrap;
`;
