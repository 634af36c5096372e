// Public names of the templates area (the lead adds them to the package index).
export { TemplateEditor } from './TemplateEditor';
export type { TemplateEditorProps } from './TemplateEditor';
export { TemplatePreview, WhatsAppText, visibleButtons } from './TemplatePreview';
export type { TemplatePreviewProps, WhatsAppTextProps } from './TemplatePreview';
export { templateLabels } from './labels';
export type { TemplateLabels } from './labels';
