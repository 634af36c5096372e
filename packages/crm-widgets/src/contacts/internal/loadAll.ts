// The loader lives in the SDK with the contacts store; kept here for the widget's imports.
export { CONTACTS_MAX_PAGES, CONTACTS_PAGE_LIMIT, loadAllContacts } from '@wacrm/whatsapp-sdk';
