export { TemplatePreview, visibleButtons } from './TemplatePreview';
export type { TemplatePreviewProps } from './TemplatePreview';
export { WhatsAppText } from './WhatsAppText';
export type { WhatsAppTextProps } from './WhatsAppText';
