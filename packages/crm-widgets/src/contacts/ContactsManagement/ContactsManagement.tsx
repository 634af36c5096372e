import { lazy, useCallback, useId, useMemo, useState } from 'react';
import { ChevronLeft, ChevronRight, Download, MessageCirclePlus, Plus, Search, Upload } from 'lucide-react';
import {
  CONTACT_STATUSES,
  MESSAGES,
  matchesContact,
  type Contact,
  type ContactStatus,
  type Conversation,
} from '@wacrm/whatsapp-sdk';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  IconButton,
  Select,
  Spinner,
  StatusBadge,
  Table,
  TextField,
  type BadgeTone,
  type TableColumn,
} from '@wacrm/ui';
import { useWacrm, useWacrmLabels } from '../../provider';
import { useAccountStores, useCollection, useConfirmedDelete } from '../../internal/resources';
import { failureNotice } from '../../internal/failureNotice';
import { sourceLabel, tagLabel } from '../../internal/dataLabels';
import type { LocaleFormats } from '../../i18n/formats';
import { OpenedOnce } from '../../internal/OpenedOnce';
import { contactsToCsv, exportFileName } from '../internal/csv';
import { downloadText } from '../internal/download';
import { useLocaleAttributes, useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { contactLabels } from '../labels';
import {
  Actions,
  Centered,
  ErrorLine,
  Filters,
  Footer,
  Header,
  Muted,
  NameCell,
  Pager,
  RowActions,
  Root,
  TagCell,
  Title,
} from './ContactsManagement.styles';
import { OneLine, Phone } from '../internal/phone.styles';

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

const STATUS_TONE: Readonly<Record<ContactStatus, BadgeTone>> = {
  active: 'success',
  potential: 'warning',
  inactive: 'neutral',
};

/** A local draft conversation for a contact (id prefixed new-, flagged new). */
export function draftConversation(contact: Contact, now: number): Conversation {
  return {
    id: `new-${now}-${contact.id || contact.phone}`,
    contactPhone: contact.phone,
    contactName: contact.name,
    contactStatus: contact.status,
    contactLastInteraction: contact.lastInteraction,
    lastMessage: '',
    lastMessageAt: new Date(now).toISOString(),
    lastInboundAt: null,
    unreadCount: 0,
    isPinned: false,
    tags: [...contact.tags],
    isNew: true,
  };
}

/** A contact's last interaction ('2026-11-21', or a full time) as a date in the locale; as it is when unreadable. */
function interactionDate(value: string, formats: LocaleFormats): string {
  const day = value.slice(0, 10);
  const t = Date.parse(`${day}T00:00:00`);
  return Number.isFinite(t) ? formats.date(t) : value;
}

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

  const statusLabel: Record<ContactStatus, string> = {
    active: labels.statusActive,
    potential: labels.statusPotential,
    inactive: labels.statusInactive,
  };

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

  const columns: TableColumn<Contact>[] = [
    {
      key: 'name',
      header: labels.contactNameColumn,
      rowHeader: true,
      render: (c) => (
        <NameCell>
          <span dir="auto">{c.name}</span>
          {c.email ? (
            <Muted dir="ltr">
              <OneLine>{c.email}</OneLine>
            </Muted>
          ) : null}
        </NameCell>
      ),
    },
    { key: 'phone', header: labels.phoneColumn, render: (c) => <Phone dir="ltr">{c.phone}</Phone> },
    {
      key: 'tags',
      header: labels.tagsColumn,
      render: (c) =>
        c.tags.length === 0 ? (
          <Muted>{labels.noTags}</Muted>
        ) : (
          <TagCell>
            {c.tags.map((t) => (
              <Badge key={t} tone="primary">
                {tagLabel(t, labels)}
              </Badge>
            ))}
          </TagCell>
        ),
    },
    {
      key: 'status',
      header: labels.statusColumn,
      render: (c) => (
        <StatusBadge tone={STATUS_TONE[c.status] ?? 'neutral'}>{statusLabel[c.status] ?? c.status}</StatusBadge>
      ),
    },
    ...(workbench
      ? [
          {
            key: 'lastInteraction',
            header: labels.lastInteractionColumn,
            render: (c: Contact) =>
              c.lastInteraction ? interactionDate(c.lastInteraction, formats) : <Muted>{labels.never}</Muted>,
          },
          { key: 'source', header: labels.sourceColumn, render: (c: Contact) => sourceLabel(c.source, labels) },
        ]
      : []),
    {
      key: 'actions',
      header: labels.actionsColumn,
      // In view while the table scrolls sideways (a phone, a tablet): Edit and Delete were off screen.
      sticky: 'end',
      render: (c) => (
        <RowActions>
          {workbench ? (
            <IconButton
              label={formats.text(labels.startConversationNamed, { name: c.name || c.phone })}
              size="sm"
              onClick={() => onStartConversation?.(draftConversation(c, now()))}
            >
              <MessageCirclePlus aria-hidden="true" />
            </IconButton>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            aria-label={formats.text(labels.editNamed, { name: c.name || c.phone })}
            onClick={() => setModal({ mode: 'edit', contact: c })}
          >
            {labels.edit}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={formats.text(labels.deleteNamed, { name: c.name || c.phone })}
            onClick={() => deletion.ask(c)}
          >
            {labels.delete}
          </Button>
        </RowActions>
      ),
    },
  ];

  const first = filtered.length === 0 ? 0 : (current - 1) * size + 1;
  const last = Math.min(filtered.length, current * size);
  const footer = workbench ? (
    <Footer>
      <span role="status">
        {filtered.length === 0
          ? formats.plural(labels.showingNone, 0)
          : formats.plural(labels.showing, filtered.length, { from: first, to: last })}
      </span>
      <Pager aria-label={labels.paging}>
        <IconButton
          label={labels.previousPage}
          size="sm"
          variant="secondary"
          disabled={current <= 1}
          onClick={() => setPage(current - 1)}
        >
          <ChevronLeft aria-hidden="true" data-wacrm-mirror="" />
        </IconButton>
        <span>{formats.text(labels.pageOf, { page: current, pages })}</span>
        <IconButton
          label={labels.nextPage}
          size="sm"
          variant="secondary"
          disabled={current >= pages}
          onClick={() => setPage(current + 1)}
        >
          <ChevronRight aria-hidden="true" data-wacrm-mirror="" />
        </IconButton>
      </Pager>
    </Footer>
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
