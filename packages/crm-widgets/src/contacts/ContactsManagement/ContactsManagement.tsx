import { lazy, useCallback, useId, useMemo, useState } from 'react';
import { Download, Plus, Search, Upload } from 'lucide-react';
import { CONTACT_STATUSES, MESSAGES, matchesContact, type Contact, type Conversation } from '@wacrm/whatsapp-sdk';
import { Alert, Button, ConfirmDialog, EmptyState, Select, Spinner, Table, TextField } from '@wacrm/ui';
import { useWacrm, useWacrmLabels } from '../../provider';
import { useAccountStores, useCollection, useConfirmedDelete } from '../../internal/resources';
import { failureNotice } from '../../internal/failureNotice';
import { tagLabel } from '../../internal/dataLabels';
import { OpenedOnce } from '../../internal/OpenedOnce';
import { contactsToCsv, exportFileName } from '../internal/csv';
import { downloadText } from '../internal/download';
import { useLocaleAttributes, useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { contactLabels } from '../labels';
import { contactColumns, contactStatusLabels } from './contactColumns';
import { ContactsFooter } from './ContactsFooter';
import { Actions, Centered, ErrorLine, Filters, Header, Root, Title } from './ContactsManagement.styles';
import { draftConversation } from './draftConversation';

export { draftConversation } from './draftConversation';

export type ContactsVariant = 'default' | 'workbench';

export interface ContactsManagementProps {
  /**
   * 'workbench' adds the Last Interaction and Source columns, a footer count with paging and a start-conversation
   * action per row. Search, filters, import and export work in both variants.
   */
  variant?: ContactsVariant;
  /** Rows per page in the workbench variant (default 10). */
  pageSize?: number;
  /**
   * Start conversation (workbench variant): receives a local draft conversation (id prefixed `new-`,
   * `isNew: true`, the contact's name and phone); the host switches to its conversations screen with it.
   */
  onStartConversation?: (conversation: Conversation) => void;
  /** Clock for the draft conversation's id and time (default Date.now). */
  now?: () => number;
  /** Level of the widget's title (default 2); a host page without its own h1 passes 1. */
  headingLevel?: 1 | 2 | 3;
  /** Class of the widget's root element (for the host's layout; the look comes from the theme). */
  className?: string;
}

type ModalState = { mode: 'add' } | { mode: 'edit'; contact: Contact } | null;

/** The contact form and the CSV import (react-hook-form, the yup schemas, the CSV parser) load when first opened. */
const ContactModal = lazy(() => import('../ContactModal/ContactModal').then((m) => ({ default: m.ContactModal })));
const ContactImportModal = lazy(() =>
  import('../ContactImportModal/ContactImportModal').then((m) => ({ default: m.ContactImportModal })),
);

/**
 * Contacts Management: search (name, phone or email, case-insensitive), status and tag filters combined with AND, a
 * table (Name/Contact, Phone, Tags, Status, Actions with Edit and Delete), 'No contacts found.', the Add/Edit
 * contact modal, CSV import with a preview and CSV export of the filtered contacts. `variant="workbench"` adds
 * Last Interaction, Source, a footer count with paging and a start-conversation action.
 */
export function ContactsManagement({
  variant = 'default',
  pageSize = 10,
  onStartConversation,
  now = Date.now,
  headingLevel = 2,
  className,
}: ContactsManagementProps) {
  const labels = useWacrmLabels(contactLabels);
  const localeAttributes = useLocaleAttributes();
  const { formats } = useWacrmLocale();
  const { notify } = useWacrm();
  const workbench = variant === 'workbench';
  const titleId = `wacrm-contacts-title-${useId().replace(/:/g, '')}`;
  const { contacts: store } = useAccountStores();
  const { data, error, loading, reload, items: contacts } = useCollection(store);

  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [tag, setTag] = useState('all');
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<ModalState>(null);
  const [importOpen, setImportOpen] = useState(false);

  const tagsPresent = useMemo(
    () => [...new Set(contacts.flatMap((c) => c.tags))].sort((a, b) => a.localeCompare(b)),
    [contacts],
  );
  const filtered = useMemo(
    () => contacts.filter((c) => matchesContact(c, { search, status, tag })),
    [contacts, search, status, tag],
  );

  const size = Math.max(1, Math.floor(pageSize));
  const pages = Math.max(1, Math.ceil(filtered.length / size));
  const current = Math.min(page, pages);
  const rows = workbench ? filtered.slice((current - 1) * size, current * size) : filtered;
  const statusLabel = contactStatusLabels(labels);

  // Created: first in the list; updated: in its place.
  const onSaved = useCallback((saved: Contact) => store.upsert(saved), [store]);

  const deletion = useConfirmedDelete<Contact>({
    remove: (c) => store.delete(c.id),
    success: labels.contactDeleted,
    failure: (e) => failureNotice(e, labels.deleteFailed, labels.deleteFailedReason, [MESSAGES.api.deleteContact]),
    // The dialog stays for another try.
    keepOpenOnFailure: true,
  });

  const exportCsv = () => {
    if (!downloadText(exportFileName(new Date(now())), contactsToCsv(filtered))) notify.error(labels.exportUnavailable);
  };
  const columns = contactColumns({
    labels,
    formats,
    workbench,
    onStartConversation: (c) => onStartConversation?.(draftConversation(c, now())),
    onEdit: (c) => setModal({ mode: 'edit', contact: c }),
    onDelete: (c) => deletion.ask(c),
  });

  const footer = workbench ? (
    <ContactsFooter
      labels={labels}
      formats={formats}
      count={filtered.length}
      page={current}
      pages={pages}
      size={size}
      onPage={setPage}
    />
  ) : undefined;

  const initialLoad = loading && data === undefined;

  return (
    <Root className={className} aria-labelledby={titleId} data-variant={variant} {...localeAttributes}>
      <Header>
        <Title id={titleId} as={`h${headingLevel}`}>
          {labels.contactsTitle}
        </Title>
        <Actions>
          <Button variant="secondary" startIcon={<Upload aria-hidden="true" />} onClick={() => setImportOpen(true)}>
            {labels.import}
          </Button>
          <Button
            variant="secondary"
            startIcon={<Download aria-hidden="true" />}
            disabled={initialLoad}
            onClick={exportCsv}
          >
            {labels.export}
          </Button>
          <Button startIcon={<Plus aria-hidden="true" />} onClick={() => setModal({ mode: 'add' })}>
            {labels.addContact}
          </Button>
        </Actions>
      </Header>

      <Filters>
        <TextField
          type="search"
          label={labels.search}
          hideLabel
          placeholder={labels.contactsSearchPlaceholder}
          startIcon={<Search />}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        <Select
          label={labels.statusFilter}
          hideLabel
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: labels.allStatus },
            ...CONTACT_STATUSES.map((s) => ({ value: s, label: statusLabel[s] })),
          ]}
        />
        <Select
          label={labels.tagFilter}
          hideLabel
          value={tag}
          onChange={(e) => {
            setTag(e.target.value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: labels.allTags },
            ...tagsPresent.map((t) => ({ value: t, label: tagLabel(t, labels) })),
          ]}
        />
      </Filters>

      {error ? (
        <Alert tone="error" title={labels.contactsLoadFailed}>
          <ErrorLine>
            {error}
            <Button size="sm" variant="secondary" onClick={() => void reload()}>
              {labels.retry}
            </Button>
          </ErrorLine>
        </Alert>
      ) : null}

      <Table
        caption={labels.contactsTableCaption}
        captionHidden
        columns={columns}
        rows={rows}
        getRowKey={(c) => c.id || c.phone}
        loading={loading}
        empty={
          initialLoad ? (
            <Centered>
              <Spinner label={labels.contactsLoading} showLabel />
            </Centered>
          ) : (
            <EmptyState title={labels.noContacts} headingLevel={(headingLevel + 1) as 2 | 3 | 4} />
          )
        }
        footer={footer}
      />

      <OpenedOnce open={modal !== null}>
        <ContactModal
          open={modal !== null}
          contact={modal?.mode === 'edit' ? modal.contact : null}
          onClose={() => setModal(null)}
          onSaved={onSaved}
        />
      </OpenedOnce>
      <OpenedOnce open={importOpen}>
        <ContactImportModal
          open={importOpen}
          existing={contacts}
          onClose={() => setImportOpen(false)}
          onImported={() => void reload()}
        />
      </OpenedOnce>
      <ConfirmDialog
        open={deletion.target !== null}
        title={labels.deleteContactTitle}
        message={labels.confirmDelete}
        confirmLabel={labels.confirm}
        cancelLabel={labels.cancel}
        closeLabel={labels.close}
        loading={deletion.deleting}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </Root>
  );
}
