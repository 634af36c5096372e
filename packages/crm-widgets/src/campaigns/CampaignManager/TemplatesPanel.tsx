import { useState } from 'react';
import { Copy, Eye, Pencil, Trash2 } from 'lucide-react';
import {
  MESSAGES,
  canEditTemplate,
  countByStatus,
  statusTone,
  type Template,
  type TemplateInput,
} from '@wacrm/whatsapp-sdk';
import { Button, ConfirmDialog, EmptyState, IconButton, Modal, StatusBadge, Table, type TableColumn } from '@wacrm/ui';
import { useServerText } from '../../provider';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { ResourceView, useAccountStores, useCollection, useConfirmedDelete } from '../../internal/resources';
import { breakAfterUnderscores } from '../../internal/breakAfter';
import { categoryLabel } from '../../internal/dataLabels';
import { TemplatePreview } from '../../templates/TemplatePreview/TemplatePreview';
import type { CampaignLabels } from '../labels';
import { StatRow } from './StatRow';
import { statusLabel } from './status';
import { Muted, NameCell, Panel, RowActions } from './CampaignManager.styles';

const TEMPLATE_STATUS_KEYS = ['APPROVED', 'PENDING', 'REJECTED'] as const;

export interface TemplatesPanelProps {
  labels: CampaignLabels;
  headingLevel: 2 | 3 | 4;
  /** Opens the template editor: on a template, or on a new one (with initial values for a copy). */
  onEdit: (template: Template | null, initial: Partial<TemplateInput> | null) => void;
}

/** A copy of a template to start a new one from ('welcome_message (copy)'). */
function copyOf(t: Template, labels: CampaignLabels): Partial<TemplateInput> {
  return {
    name: `${t.name}${labels.copySuffix}`.slice(0, 512),
    category: t.category,
    language: t.language,
    ...(t.message_send_ttl_seconds !== undefined ? { message_send_ttl_seconds: t.message_send_ttl_seconds } : {}),
    components: structuredClone(t.components),
  };
}

/** The templates tab: review-status cards, then a row per template with edit, view, copy and delete. */
export function TemplatesPanel({ labels, headingLevel, onEdit }: TemplatesPanelProps) {
  const { templates } = useAccountStores();
  // The manager loads the list (its tab shows the count); the panel reads it.
  const state = useCollection(templates, { load: false });
  const serverText = useServerText();
  const { formats } = useWacrmLocale();
  const [viewing, setViewing] = useState<Template | null>(null);
  const counts = countByStatus(state.items, TEMPLATE_STATUS_KEYS);

  const deletion = useConfirmedDelete<Template>({
    remove: (t) => templates.delete(t.id),
    success: labels.templateDeleted,
    failure: (e) => serverText(e, MESSAGES.api.deleteTemplate),
  });

  const columns: TableColumn<Template>[] = [
    {
      key: 'name',
      header: labels.nameColumn,
      rowHeader: true,
      render: (t) => (
        <NameCell>
          <span dir="auto">{t.displayName || t.name}</span>
          {t.displayName && t.displayName !== t.name ? <Muted dir="ltr">{breakAfterUnderscores(t.name)}</Muted> : null}
        </NameCell>
      ),
    },
    { key: 'category', header: labels.categoryColumn, render: (t) => categoryLabel(t.category, labels) },
    { key: 'language', header: labels.languageColumn, render: (t) => formats.languageName(t.language) },
    {
      key: 'status',
      header: labels.statusColumn,
      render: (t) => (
        <NameCell>
          <span>
            <StatusBadge tone={statusTone(t.status)}>{statusLabel(t.status, labels)}</StatusBadge>
          </span>
          {t.rejectionReason ? (
            <Muted>{breakAfterUnderscores(formats.text(labels.rejectionReason, { reason: t.rejectionReason }))}</Muted>
          ) : null}
        </NameCell>
      ),
    },
    {
      key: 'actions',
      header: labels.actionsColumn,
      align: 'end',
      // In view while the table scrolls sideways in its frame (a tablet, a phone).
      sticky: 'end',
      render: (t) => {
        const name = t.displayName || t.name;
        const editable = canEditTemplate(t.status);
        return (
          <RowActions>
            <IconButton
              label={formats.text(labels.editTemplate, { name })}
              variant="ghost"
              size="sm"
              // Meta allows editing only approved, rejected or paused templates; the reason shows as the tooltip
              // and the button's description. Copy stays available to start a new template from this one.
              disabled={!editable}
              {...(editable ? {} : { title: labels.templateNotEditable })}
              onClick={() => onEdit(t, null)}
            >
              <Pencil />
            </IconButton>
            <IconButton
              label={formats.text(labels.viewTemplate, { name })}
              variant="ghost"
              size="sm"
              onClick={() => setViewing(t)}
            >
              <Eye />
            </IconButton>
            <IconButton
              label={formats.text(labels.copyTemplate, { name })}
              variant="ghost"
              size="sm"
              onClick={() => onEdit(null, copyOf(t, labels))}
            >
              <Copy />
            </IconButton>
            <IconButton
              label={formats.text(labels.deleteTemplate, { name })}
              variant="ghost"
              size="sm"
              onClick={() => deletion.ask(t)}
            >
              <Trash2 />
            </IconButton>
          </RowActions>
        );
      },
    },
  ];

  return (
    <Panel>
      <StatRow
        loading={state.loading && !state.data}
        items={[
          { title: labels.approvedTemplates, value: counts.approved, caption: labels.approvedCaption },
          { title: labels.pendingReview, value: counts.pending, caption: labels.pendingCaption },
          { title: labels.rejected, value: counts.rejected, caption: labels.rejectedCaption },
        ]}
      />
      <ResourceView
        state={state}
        errorTitle={labels.templatesLoadFailed}
        retryLabel={labels.retry}
        loadingLabel={labels.loading}
        isEmpty={(items) => items.length === 0}
        empty={
          <EmptyState
            title={labels.noTemplatesYet}
            text={labels.noTemplatesText}
            headingLevel={headingLevel}
            action={<Button onClick={() => onEdit(null, null)}>{labels.createTemplate}</Button>}
          />
        }
      >
        {(items) => (
          <Table
            caption={labels.templatesCaption}
            captionHidden
            columns={columns}
            rows={items}
            getRowKey={(t) => t.id}
          />
        )}
      </ResourceView>

      <Modal
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={formats.text(labels.viewTitle, { name: viewing ? viewing.displayName || viewing.name : '' })}
        closeLabel={labels.close}
        size="sm"
      >
        {viewing ? <TemplatePreview template={viewing} caption={null} /> : null}
      </Modal>
      <ConfirmDialog
        open={deletion.target !== null}
        title={labels.confirmTitle}
        message={labels.confirmDeleteTemplate}
        confirmLabel={labels.confirm}
        cancelLabel={labels.cancel}
        loading={deletion.deleting}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </Panel>
  );
}
