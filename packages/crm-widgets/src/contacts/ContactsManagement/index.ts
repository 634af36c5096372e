export { ContactsManagement, draftConversation } from './ContactsManagement';
export type { ContactsManagementProps, ContactsVariant } from './ContactsManagement';
