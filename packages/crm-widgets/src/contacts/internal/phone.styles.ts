import { styled } from 'styled-components';

/**
 * A phone number or an email in a table cell stays on one line: a number wrapped at its spaces, mid-number (issue
 * 23), and an email at its '-' or mid-word. The table scrolls sideways in its frame instead.
 */
export const OneLine = styled.span`
  white-space: nowrap;
`;

export { OneLine as Phone };
