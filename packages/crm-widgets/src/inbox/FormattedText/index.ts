export { FormattedText } from './FormattedText';
export type { FormattedTextProps } from './FormattedText';
export { FormattedPreview } from './FormattedPreview';
export type { FormattedPreviewProps } from './FormattedPreview';
