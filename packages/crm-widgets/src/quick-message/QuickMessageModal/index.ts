export { QuickMessageModal } from './QuickMessageModal';
export type { QuickMessageModalProps } from './QuickMessageModal';
