import type { Template, TemplateInput } from '@wacrm/whatsapp-sdk';

// The editor's props in a file of their own: the provider's `WacrmComponents` names them (a host may replace the
// editor) without importing the editor, which imports the provider (scripts/check-cycles.mjs).
export interface TemplateEditorProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called on Cancel, Escape, the close button, and after a successful save. */
  onClose: () => void;
  /** Edit this template (PUT); without it the editor creates a new one (POST, submitted as PENDING). */
  template?: Template | null;
  /** Starting values for a new template (e.g. a copy of an existing one). Ignored when `template` is given. */
  initialValues?: Partial<TemplateInput> | null;
  /** Called with the saved template (as the server returned it). */
  onSaved?: (template: Template) => void;
}
