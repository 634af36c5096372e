export { FormattedText } from './FormattedText';
export type { FormattedTextProps } from './FormattedText';
