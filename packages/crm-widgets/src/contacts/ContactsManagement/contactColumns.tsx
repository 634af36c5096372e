import { MessageCirclePlus } from 'lucide-react';
import type { Contact, ContactStatus } from '@wacrm/whatsapp-sdk';
import { Badge, Button, IconButton, StatusBadge, type BadgeTone, type TableColumn } from '@wacrm/ui';
import { sourceLabel, tagLabel } from '../../internal/dataLabels';
import type { LocaleFormats } from '../../i18n/formats';
import type { ContactLabels } from '../labels';
import { Muted, NameCell, RowActions, TagCell } from './ContactsManagement.styles';
import { OneLine, Phone } from '../internal/phone.styles';

const STATUS_TONE: Readonly<Record<ContactStatus, BadgeTone>> = {
  active: 'success',
  potential: 'warning',
  inactive: 'neutral',
};

/** A contact's last interaction ('2026-11-21', or a full time) as a date in the locale; as it is when unreadable. */
function interactionDate(value: string, formats: LocaleFormats): string {
  const day = value.slice(0, 10);
  const t = Date.parse(`${day}T00:00:00`);
  return Number.isFinite(t) ? formats.date(t) : value;
}

/** A contact status in the user's words. */
export function contactStatusLabels(labels: ContactLabels): Record<ContactStatus, string> {
  return {
    active: labels.statusActive,
    potential: labels.statusPotential,
    inactive: labels.statusInactive,
  };
}

export interface ContactColumnsOptions {
  labels: ContactLabels;
  formats: LocaleFormats;
  /** Adds Last Interaction, Source and the start-conversation action. */
  workbench: boolean;
  onStartConversation: (contact: Contact) => void;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}

/**
 * The contacts table's columns: Name/Contact, Phone, Tags, Status (with Last Interaction and Source in the
 * workbench variant) and the row's actions (start a conversation in the workbench, Edit, Delete).
 */
export function contactColumns({
  labels,
  formats,
  workbench,
  onStartConversation,
  onEdit,
  onDelete,
}: ContactColumnsOptions): TableColumn<Contact>[] {
  const statusLabel = contactStatusLabels(labels);
  return [
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
              onClick={() => onStartConversation(c)}
            >
              <MessageCirclePlus aria-hidden="true" />
            </IconButton>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            aria-label={formats.text(labels.editNamed, { name: c.name || c.phone })}
            onClick={() => onEdit(c)}
          >
            {labels.edit}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={formats.text(labels.deleteNamed, { name: c.name || c.phone })}
            onClick={() => onDelete(c)}
          >
            {labels.delete}
          </Button>
        </RowActions>
      ),
    },
  ];
}
