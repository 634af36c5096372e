export { TemplatePicker } from './TemplatePicker';
export type { TemplatePickerProps } from './TemplatePicker';
