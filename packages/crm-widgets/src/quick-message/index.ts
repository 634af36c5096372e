// Public names of the quick-message area (the lead adds them to the package index).
export { QuickMessageModal } from './QuickMessageModal';
export type { QuickMessageModalProps } from './QuickMessageModal';
export { quickMessageLabels } from './labels';
export type { QuickMessageLabels } from './labels';
