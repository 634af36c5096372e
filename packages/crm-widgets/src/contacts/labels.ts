import { CONFIRM_MESSAGES, SCREEN_MESSAGES, SUCCESS_MESSAGES } from '@wacrm/whatsapp-sdk';
import type { LabelsOf } from '../i18n/plural';
import { csvMessages } from './internal/csvMessages';

/**
 * Every user-facing string of the Contacts area (ContactsManagement, ContactModal, the CSV import). English
 * defaults from the product spec; hosts override any key through `WacrmProvider` labels. `{name}`, `{n}`, ... are
 * placeholders.
 */
export const contactLabels = {
  contactsTitle: 'Contacts Management',
  addContact: 'Add Contact',
  import: 'Import',
  export: 'Export',
  search: 'Search contacts',
  contactsSearchPlaceholder: 'Search by name, phone or email',
  statusFilter: 'Status',
  allStatus: 'All Status',
  statusActive: 'Active',
  statusPotential: 'Potential',
  statusInactive: 'Inactive',
  tagFilter: 'Tag',
  allTags: 'All Tags',
  contactsTableCaption: 'Contacts',
  contactNameColumn: 'Name/Contact',
  phoneColumn: 'Phone',
  tagsColumn: 'Tags',
  statusColumn: 'Status',
  lastInteractionColumn: 'Last Interaction',
  sourceColumn: 'Source',
  actionsColumn: 'Actions',
  edit: 'Edit',
  delete: 'Delete',
  /** Accessible names of the row actions. */
  editNamed: 'Edit {name}',
  deleteNamed: 'Delete {name}',
  startConversationNamed: 'Start conversation with {name}',
  noTags: 'No tags',
  never: 'Never',
  noContacts: 'No contacts found.',
  contactsLoading: 'Loading contacts',
  contactsLoadFailed: 'Could not load contacts',
  retry: 'Retry',
  /** Footer of the workbench variant. */
  showing: { one: 'Showing {from}-{to} of {n} contact', other: 'Showing {from}-{to} of {n} contacts' },
  /** The footer with no contact to show ('{n}' is 0). */
  showingNone: { one: '{n} contact', other: '{n} contacts' },
  pageOf: 'Page {page} of {pages}',
  paging: 'Contacts pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  // Delete confirmation
  confirmDelete: CONFIRM_MESSAGES.deleteContact,
  deleteContactTitle: 'Delete contact',
  confirm: 'Delete',
  cancel: 'Cancel',
  close: 'Close',
  // Notices
  contactCreated: SUCCESS_MESSAGES.contactCreated,
  contactUpdated: SUCCESS_MESSAGES.contactUpdated,
  contactDeleted: SUCCESS_MESSAGES.contactDeleted,
  saveFailed: SCREEN_MESSAGES.saveContact,
  deleteFailed: SCREEN_MESSAGES.deleteContact,
  /** A failure with the server's reason, e.g. 'Failed to save contact: A contact with this phone number already exists'. */
  saveFailedReason: `${SCREEN_MESSAGES.saveContact}: {reason}`,
  deleteFailedReason: `${SCREEN_MESSAGES.deleteContact}: {reason}`,
  exportUnavailable: 'Export is not available in this browser',
  exported: { one: 'Exported {n} contact', other: 'Exported {n} contacts' },
  // Contact modal
  addContactTitle: 'Add New Contact',
  editContactTitle: 'Edit Contact',
  fullName: 'Full Name',
  phoneNumber: 'Phone Number',
  phoneHint: 'With country code, e.g. +91 98123 45678',
  email: 'Email',
  status: 'Status',
  tags: 'Tags',
  source: 'Source',
  sourceManual: 'Manual',
  // The preset sources and tags (the data keeps the English value; these are what the user reads).
  sourceWebsite: 'Website',
  sourceSocialMedia: 'Social Media',
  sourceReferral: 'Referral',
  sourceAdvertisement: 'Advertisement',
  sourceWalkIn: 'Walk-in',
  sourceOther: 'Other',
  tagVip: 'VIP',
  tagCustomer: 'Customer',
  tagLead: 'Lead',
  tagSupport: 'Support',
  tagPartner: 'Partner',
  tagHotLead: 'Hot Lead',
  tagColdLead: 'Cold Lead',
  notes: 'Notes',
  submitAdd: 'Add Contact',
  updateContact: 'Update Contact',
  // Import
  importTitle: 'Import Contacts',
  importIntro:
    'Choose a CSV file or paste CSV text. The first row names the columns: Name and Phone are required; Email, Status, Tags (separated by ;), Source, Last Interaction and Notes are optional.',
  csvFile: 'CSV file',
  pasteCsv: 'Or paste CSV',
  previewButton: 'Preview',
  previewCaption: 'Import preview',
  rowColumn: 'Row',
  emailColumn: 'Email',
  problemsColumn: 'Problems',
  ready: 'Ready',
  /** Shown for a row without a name in the import preview. */
  noName: '(no name)',
  /** '{ready}' is previewReady and '{invalid}' previewInvalid, each with its count. */
  previewSummary: '{ready}, {invalid}',
  previewReady: { one: '{n} ready to import', other: '{n} ready to import' },
  previewInvalid: { one: '{n} with errors', other: '{n} with errors' },
  importButton: { one: 'Import {n} contact', other: 'Import {n} contacts' },
  importing: 'Importing {done} of {total}',
  importDone: { one: 'Imported {ok} of {n} contact', other: 'Imported {ok} of {n} contacts' },
  importRowFailed: 'Row {n}: {reason}',
  readFailed: 'The file could not be read',
  errorTitle: 'Error',
  done: 'Done',
  ...csvMessages,
} as const;

export type ContactLabels = LabelsOf<typeof contactLabels>;
