// Public names of the contacts area (the lead adds them to the package index).
export { ContactsManagement } from './ContactsManagement';
export type { ContactsManagementProps, ContactsVariant } from './ContactsManagement';
export { ContactModal } from './ContactModal';
export type { ContactModalProps } from './ContactModal';
export { ContactImportModal } from './ContactImportModal';
export type { ContactImportModalProps } from './ContactImportModal';
export { contactLabels } from './labels';
export type { ContactLabels } from './labels';
