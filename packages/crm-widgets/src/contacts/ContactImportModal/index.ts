export { ContactImportModal } from './ContactImportModal';
export type { ContactImportModalProps } from './ContactImportModal';
