export { TemplateEditor } from './TemplateEditor';
export type { TemplateEditorProps } from './TemplateEditor';
