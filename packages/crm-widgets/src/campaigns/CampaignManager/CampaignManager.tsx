import { Suspense, lazy, useCallback, useEffect, useId, useMemo, useRef, useState, type ComponentType } from 'react';
import { CheckCircle2, Copy, Eye, Pencil, Trash2, XCircle } from 'lucide-react';
import {
  MESSAGES,
  campaignCardAction,
  canEditCampaign,
  canEditTemplate,
  countByStatus,
  openRate,
  statusTone,
  type Campaign,
  type Template,
  type TemplateInput,
} from '@wacrm/whatsapp-sdk';
import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  IconButton,
  Modal,
  Spinner,
  StatCard,
  StatusBadge,
  Table,
  Tabs,
  type TableColumn,
} from '@wacrm/ui';
import { WacrmProvider, useResource, useServerText, useWacrm, useWacrmComponent, useWacrmLabels } from '../../provider';
import { TemplatePreview } from '../../templates/TemplatePreview/TemplatePreview';
import type { TemplateEditorProps } from '../../templates/TemplateEditor/TemplateEditor';
import { breakAfterUnderscores } from '../../internal/breakAfter';
import { OpenedOnce } from '../../internal/OpenedOnce';
import { ConnectWhatsAppButton } from '../../internal/ConnectWhatsAppButton';
import { DeliveryAnalytics } from '../DeliveryAnalytics/DeliveryAnalytics';
import { useLocaleAttributes, useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import type { LocaleFormats } from '../../i18n/formats';
import { categoryLabel } from '../../internal/dataLabels';
import { campaignLabels, type CampaignLabels } from '../labels';
import { CampaignDetails } from './CampaignDetails';
import {
  Actions,
  Banner,
  BannerStatus,
  CampaignCardRoot,
  CardActions,
  CardHead,
  CardList,
  CardTitle,
  Center,
  Figures,
  Header,
  Meta,
  Muted,
  NameCell,
  Panel,
  Root,
  RowActions,
  Spacer,
  Stats,
  Title,
} from './CampaignManager.styles';

export type CampaignManagerTab = 'campaigns' | 'templates' | 'analytics';

export interface CampaignManagerProps {
  /** The client whose campaigns are managed; the provider's clientId by default. */
  clientId?: string;
  /** Tab shown first (the workbench's templates section opens on 'templates'). */
  initialTab?: CampaignManagerTab;
  /**
   * While a campaign is active its figures are refreshed this often (ms) so sent/delivered/read rise on screen;
   * 0 turns it off. Default 3000.
   */
  pollIntervalMs?: number;
  /**
   * Level of the 'Campaign Manager' title (default 2); the headings inside follow one level below. A host page
   * without its own h1 passes 1 (the reference workbench does).
   */
  headingLevel?: 1 | 2 | 3;
}

/**
 * The Template Editor is loaded only when it is opened (its own chunk), so the Campaign Manager's entry carries
 * none of its code. A host can also hand its own editor through the provider's components map
 * (`components={{ TemplateEditor }}`), which then is used instead and nothing is loaded lazily.
 */
const LazyTemplateEditor = lazy(() =>
  import('../../templates/TemplateEditor/TemplateEditor').then((m) => ({ default: m.TemplateEditor })),
);

/** The campaign and quick-message forms (react-hook-form, the yup schemas) load when first opened. */
const CampaignModal = lazy(() => import('../CampaignModal/CampaignModal').then((m) => ({ default: m.CampaignModal })));
const QuickMessageModal = lazy(() =>
  import('../../quick-message/QuickMessageModal/QuickMessageModal').then((m) => ({ default: m.QuickMessageModal })),
);

const TEMPLATE_STATUS_KEYS = ['APPROVED', 'PENDING', 'REJECTED'] as const;

function statusLabel(status: string, labels: CampaignLabels): string {
  switch (status.toLowerCase()) {
    case 'draft':
      return labels.statusDraft;
    case 'active':
      return labels.statusActive;
    case 'paused':
      // A paused campaign and a template Meta paused read the same.
      return labels.statusPaused;
    case 'completed':
      return labels.statusCompleted;
    case 'approved':
      return labels.templateApproved;
    case 'pending':
      return labels.templatePending;
    case 'rejected':
      return labels.templateRejected;
    case 'disabled':
      return labels.templateDisabled;
    case 'in_appeal':
      return labels.templateInAppeal;
    default:
      // Unknown statuses (e.g. Meta's PAUSED, DISABLED, IN_APPEAL) are shown as they are, neutrally.
      return status ? status.charAt(0).toUpperCase() + status.slice(1).toLowerCase().replace(/_/g, ' ') : '—';
  }
}

function formatDate(iso: string | null, formats: LocaleFormats): string | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  if (!Number.isFinite(t)) return null;
  return formats.dateTime(t);
}

/** Renders the editor handed in (the lazy default or the host's replacement). */
function EditorHost({ Editor, ...props }: TemplateEditorProps & { Editor: ComponentType<TemplateEditorProps> }) {
  return <Editor {...props} />;
}

type EditorState = { template: Template | null; initial: Partial<TemplateInput> | null } | null;
type ConfirmState = { kind: 'campaign' | 'template'; id: string } | null;

function CampaignManagerView({
  initialTab = 'campaigns',
  pollIntervalMs = 3000,
  headingLevel = 2,
}: CampaignManagerProps) {
  const subLevel = (headingLevel + 1) as 2 | 3 | 4;
  const labels = useWacrmLabels(campaignLabels);
  const serverText = useServerText();
  const localeAttributes = useLocaleAttributes();
  const { formats } = useWacrmLocale();
  const { whatsapp, notify, clientId } = useWacrm();
  const titleId = `wacrm-campaign-manager-${useId().replace(/:/g, '')}`;
  const TemplateEditor = useWacrmComponent<TemplateEditorProps>(
    'TemplateEditor',
    LazyTemplateEditor as unknown as ComponentType<TemplateEditorProps>,
  );

  const connection = useResource(`connection:${clientId}`, () => whatsapp.getConnectionStatus());
  const campaigns = useResource(`campaigns:${clientId}`, () => whatsapp.campaigns.list());
  const templates = useResource(`templates:${clientId}`, () => whatsapp.templates.list());

  const [tab, setTab] = useState<string>(initialTab);
  const [campaignModal, setCampaignModal] = useState<{ campaign: Campaign | null } | null>(null);
  const [editor, setEditor] = useState<EditorState>(null);
  const [quickOpen, setQuickOpen] = useState(false);
  const [viewing, setViewing] = useState<Template | null>(null);
  const [viewingCampaign, setViewingCampaign] = useState<Campaign | null>(null);
  const [confirm, setConfirm] = useState<ConfirmState>(null);
  const [deleting, setDeleting] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [analyticsKey, setAnalyticsKey] = useState(0);

  // Load failures are notices too (spec section 8), besides the inline error.
  const notified = useRef({ campaigns: '', templates: '', connection: '' });
  useEffect(() => {
    if (connection.error && connection.error !== notified.current.connection) notify.error(connection.error);
    notified.current.connection = connection.error ?? '';
  }, [connection.error, notify]);
  useEffect(() => {
    if (campaigns.error && campaigns.error !== notified.current.campaigns) notify.error(campaigns.error);
    notified.current.campaigns = campaigns.error ?? '';
  }, [campaigns.error, notify]);
  useEffect(() => {
    if (templates.error && templates.error !== notified.current.templates) notify.error(templates.error);
    notified.current.templates = templates.error ?? '';
  }, [templates.error, notify]);

  const campaignList = useMemo(() => campaigns.data ?? [], [campaigns.data]);
  const templateList = useMemo(() => templates.data ?? [], [templates.data]);
  const anyActive = campaignList.some((c) => c.status === 'active');

  // While a campaign runs, refresh its figures quietly (no loading state) so they rise on screen.
  const setCampaigns = campaigns.setData;
  useEffect(() => {
    if (!anyActive || pollIntervalMs <= 0) return;
    const timer = setInterval(() => {
      whatsapp.campaigns
        .list()
        .then((list) => setCampaigns(list))
        .catch(() => undefined);
    }, pollIntervalMs);
    return () => clearInterval(timer);
  }, [anyActive, pollIntervalMs, whatsapp, setCampaigns]);

  const campaignCounts = countByStatus(campaignList, ['active']);
  const totals = campaignList.reduce((acc, c) => ({ sent: acc.sent + c.sent, read: acc.read + c.read }), {
    sent: 0,
    read: 0,
  });
  const templateCounts = countByStatus(templateList, TEMPLATE_STATUS_KEYS);

  const replaceCampaign = useCallback(
    (saved: Campaign) =>
      setCampaigns((prev) => {
        const list = prev ?? [];
        return list.some((c) => c.id === saved.id)
          ? list.map((c) => (c.id === saved.id ? saved : c))
          : [saved, ...list];
      }),
    [setCampaigns],
  );
  const setTemplates = templates.setData;
  const replaceTemplate = useCallback(
    (saved: Template) =>
      setTemplates((prev) => {
        const list = prev ?? [];
        return list.some((t) => t.id === saved.id)
          ? list.map((t) => (t.id === saved.id ? saved : t))
          : [saved, ...list];
      }),
    [setTemplates],
  );

  // Meta reviews templates on its side: fetch them again quietly when they matter (templates tab, modals).
  const refreshTemplates = useCallback(() => {
    whatsapp.templates
      .list()
      .then((list) => setTemplates(list))
      .catch(() => undefined);
  }, [whatsapp, setTemplates]);

  const selectTab = (value: string) => {
    setTab(value);
    if (value === 'templates' && templates.data) refreshTemplates();
  };
  const openCampaignModal = (campaign: Campaign | null) => {
    setCampaignModal({ campaign });
    if (templates.data) refreshTemplates();
  };
  const openQuickMessage = () => {
    setQuickOpen(true);
    if (templates.data) refreshTemplates();
  };

  const toggle = async (campaign: Campaign) => {
    const pausing = campaign.status === 'active';
    setBusyId(campaign.id);
    try {
      const next = pausing ? await whatsapp.campaigns.pause(campaign.id) : await whatsapp.campaigns.start(campaign.id);
      replaceCampaign(next);
      notify.success(pausing ? labels.campaignPaused : labels.campaignStarted);
      setAnalyticsKey((k) => k + 1);
    } catch (e) {
      notify.error(serverText(e, pausing ? MESSAGES.api.pauseCampaign : MESSAGES.api.startCampaign));
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async () => {
    if (!confirm) return;
    setDeleting(true);
    try {
      if (confirm.kind === 'campaign') {
        await whatsapp.campaigns.remove(confirm.id);
        setCampaigns((prev) => (prev ?? []).filter((c) => c.id !== confirm.id));
        notify.success(labels.campaignDeleted);
      } else {
        await whatsapp.templates.remove(confirm.id);
        setTemplates((prev) => (prev ?? []).filter((t) => t.id !== confirm.id));
        notify.success(labels.templateDeleted);
      }
      setConfirm(null);
    } catch (e) {
      notify.error(
        serverText(e, confirm.kind === 'campaign' ? MESSAGES.api.deleteCampaign : MESSAGES.api.deleteTemplate),
      );
      setConfirm(null);
    } finally {
      setDeleting(false);
    }
  };

  const copyOf = (t: Template): Partial<TemplateInput> => ({
    name: `${t.name}${labels.copySuffix}`.slice(0, 512),
    category: t.category,
    language: t.language,
    ...(t.message_send_ttl_seconds !== undefined ? { message_send_ttl_seconds: t.message_send_ttl_seconds } : {}),
    components: structuredClone(t.components),
  });

  const conn = connection.data;
  const connected = Boolean(conn?.connected);

  // ------------------------------------------------------------------ campaigns tab
  const campaignsPanel = (
    <Panel>
      <Stats>
        <StatCard
          title={labels.activeCampaigns}
          value={campaignCounts.active}
          caption={labels.activeCampaignsCaption}
          loading={campaigns.loading && !campaigns.data}
        />
        <StatCard
          title={labels.messagesSent}
          value={formats.number(totals.sent)}
          caption={labels.messagesSentCaption}
          loading={campaigns.loading && !campaigns.data}
        />
        <StatCard
          title={labels.openRate}
          value={formats.percent(openRate(totals.read, totals.sent) / 100)}
          caption={labels.openRateCaption}
          loading={campaigns.loading && !campaigns.data}
        />
      </Stats>
      {campaigns.error && !campaigns.data ? (
        <div>
          <Alert tone="error" title={labels.loadFailed} message={campaigns.error} />
          <Button size="sm" variant="secondary" onClick={() => void campaigns.reload()}>
            {labels.retry}
          </Button>
        </div>
      ) : campaigns.loading && !campaigns.data ? (
        <Center>
          <Spinner label={labels.loading} />
        </Center>
      ) : campaignList.length === 0 ? (
        <EmptyState
          title={labels.noCampaigns}
          text={labels.noCampaignsText}
          headingLevel={subLevel}
          action={<Button onClick={() => openCampaignModal(null)}>{labels.createCampaign}</Button>}
        />
      ) : (
        <CardList aria-label={labels.campaignsHeading}>
          {campaignList.map((c) => {
            const scheduled = formatDate(c.scheduledAt, formats);
            // Draft: Launch; active: Pause; paused: Resume (the toggle starts it again); completed: none.
            const action = campaignCardAction(c.status);
            const actionText = { start: labels.launch, pause: labels.pause, resume: labels.resume };
            const actionName = { start: labels.launchNamed, pause: labels.pauseNamed, resume: labels.resumeNamed };
            return (
              <CampaignCardRoot key={c.id} aria-labelledby={`campaign-${c.id}`} data-campaign-id={c.id}>
                <CardHead>
                  <CardTitle id={`campaign-${c.id}`} as={`h${subLevel}`} dir="auto">
                    {c.name}
                  </CardTitle>
                  <StatusBadge tone={statusTone(c.status)}>{statusLabel(c.status, labels)}</StatusBadge>
                </CardHead>
                <Meta>
                  {labels.templateColumn}: <bdi>{c.templateName || '—'}</bdi> · {labels.recipients}:{' '}
                  {formats.number(c.audience.length)}
                </Meta>
                <Meta>
                  {labels.scheduled}: {scheduled ?? labels.notScheduled}
                </Meta>
                <Figures>
                  <div>
                    <dt>{labels.sent}</dt>
                    <dd>{c.sent}</dd>
                  </div>
                  <div>
                    <dt>{labels.delivered}</dt>
                    <dd>{c.delivered}</dd>
                  </div>
                  <div>
                    <dt>{labels.read}</dt>
                    <dd>{c.read}</dd>
                  </div>
                  <div>
                    <dt>{labels.failed}</dt>
                    <dd>{c.failed}</dd>
                  </div>
                  <div>
                    <dt>{labels.openRate}</dt>
                    <dd>{formats.percent(openRate(c.read, c.sent) / 100)}</dd>
                  </div>
                </Figures>
                <CardActions>
                  {action ? (
                    <Button
                      size="sm"
                      variant={action === 'pause' ? 'secondary' : 'primary'}
                      loading={busyId === c.id}
                      aria-label={formats.text(actionName[action], { name: c.name })}
                      onClick={() => void toggle(c)}
                    >
                      {actionText[action]}
                    </Button>
                  ) : null}
                  <Spacer />
                  {canEditCampaign(c.status) ? (
                    <IconButton
                      label={formats.text(labels.editCampaign, { name: c.name })}
                      variant="ghost"
                      size="sm"
                      onClick={() => openCampaignModal(c)}
                    >
                      <Pencil />
                    </IconButton>
                  ) : (
                    <IconButton
                      label={formats.text(labels.viewCampaign, { name: c.name })}
                      variant="ghost"
                      size="sm"
                      onClick={() => setViewingCampaign(c)}
                    >
                      <Eye />
                    </IconButton>
                  )}
                  <IconButton
                    label={formats.text(labels.deleteCampaign, { name: c.name })}
                    variant="ghost"
                    size="sm"
                    onClick={() => setConfirm({ kind: 'campaign', id: c.id })}
                  >
                    <Trash2 />
                  </IconButton>
                </CardActions>
              </CampaignCardRoot>
            );
          })}
        </CardList>
      )}
    </Panel>
  );

  // ------------------------------------------------------------------ templates tab
  const templateColumns: TableColumn<Template>[] = [
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
        return (
          <RowActions>
            <IconButton
              label={formats.text(labels.editTemplate, { name })}
              variant="ghost"
              size="sm"
              // Meta allows editing only approved, rejected or paused templates; the reason shows as the tooltip
              // and the button's description. Copy stays available to start a new template from this one.
              disabled={!canEditTemplate(t.status)}
              {...(canEditTemplate(t.status) ? {} : { title: labels.templateNotEditable })}
              onClick={() => setEditor({ template: t, initial: null })}
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
              onClick={() => setEditor({ template: null, initial: copyOf(t) })}
            >
              <Copy />
            </IconButton>
            <IconButton
              label={formats.text(labels.deleteTemplate, { name })}
              variant="ghost"
              size="sm"
              onClick={() => setConfirm({ kind: 'template', id: t.id })}
            >
              <Trash2 />
            </IconButton>
          </RowActions>
        );
      },
    },
  ];

  const templatesPanel = (
    <Panel>
      <Stats>
        <StatCard
          title={labels.approvedTemplates}
          value={templateCounts.approved}
          caption={labels.approvedCaption}
          loading={templates.loading && !templates.data}
        />
        <StatCard
          title={labels.pendingReview}
          value={templateCounts.pending}
          caption={labels.pendingCaption}
          loading={templates.loading && !templates.data}
        />
        <StatCard
          title={labels.rejected}
          value={templateCounts.rejected}
          caption={labels.rejectedCaption}
          loading={templates.loading && !templates.data}
        />
      </Stats>
      {templates.error && !templates.data ? (
        <div>
          <Alert tone="error" title={labels.templatesLoadFailed} message={templates.error} />
          <Button size="sm" variant="secondary" onClick={() => void templates.reload()}>
            {labels.retry}
          </Button>
        </div>
      ) : templates.loading && !templates.data ? (
        <Center>
          <Spinner label={labels.loading} />
        </Center>
      ) : templateList.length === 0 ? (
        <EmptyState
          title={labels.noTemplatesYet}
          text={labels.noTemplatesText}
          headingLevel={subLevel}
          action={<Button onClick={() => setEditor({ template: null, initial: null })}>{labels.createTemplate}</Button>}
        />
      ) : (
        <Table
          caption={labels.templatesCaption}
          captionHidden
          columns={templateColumns}
          rows={templateList}
          getRowKey={(t) => t.id}
        />
      )}
    </Panel>
  );

  return (
    <Root aria-labelledby={titleId} {...localeAttributes}>
      <Header>
        <Title id={titleId} as={`h${headingLevel}`}>
          {labels.managerTitle}
        </Title>
        <Actions>
          <Button variant="secondary" onClick={openQuickMessage}>
            {labels.quickMessage}
          </Button>
          <Button variant="secondary" onClick={() => setEditor({ template: null, initial: null })}>
            {labels.newTemplate}
          </Button>
          <Button onClick={() => openCampaignModal(null)}>{labels.newCampaign}</Button>
        </Actions>
      </Header>

      {conn || connection.error ? (
        <Banner $connected={connected} role="status" data-connected={connected}>
          <BannerStatus>
            {connected ? <CheckCircle2 aria-hidden="true" /> : <XCircle aria-hidden="true" />}
            {connected ? labels.whatsappConnected : labels.whatsappDisconnected}
          </BannerStatus>
          {conn?.phoneNumberId ? <Muted>{formats.text(labels.phoneNumberId, { id: conn.phoneNumberId })}</Muted> : null}
          {/* Campaigns need the account: connect it here rather than only on the WhatsApp dashboard. */}
          {conn && !connected ? (
            <ConnectWhatsAppButton label={labels.connectWhatsApp} onConnected={connection.setData} />
          ) : null}
        </Banner>
      ) : null}

      <Tabs
        label={labels.tabsLabel}
        value={tab}
        onValueChange={selectTab}
        items={[
          {
            value: 'campaigns',
            label: labels.tabCampaigns,
            ...(campaigns.data ? { count: campaignList.length } : {}),
            content: campaignsPanel,
          },
          {
            value: 'templates',
            label: labels.tabTemplates,
            ...(templates.data ? { count: templateList.length } : {}),
            content: templatesPanel,
          },
          {
            value: 'analytics',
            label: labels.tabAnalytics,
            content: (
              <Panel>
                <DeliveryAnalytics refreshKey={analyticsKey} headingLevel={subLevel} />
              </Panel>
            ),
          },
        ]}
      />

      <OpenedOnce open={campaignModal !== null}>
        <CampaignModal
          open={campaignModal !== null}
          campaign={campaignModal?.campaign ?? null}
          templates={templateList}
          onClose={() => setCampaignModal(null)}
          onSaved={replaceCampaign}
        />
      </OpenedOnce>

      {editor ? (
        <Suspense
          fallback={
            <Center>
              <Spinner label={labels.loading} />
            </Center>
          }
        >
          <EditorHost
            Editor={TemplateEditor}
            open
            template={editor.template}
            initialValues={editor.initial}
            onClose={() => setEditor(null)}
            onSaved={replaceTemplate}
          />
        </Suspense>
      ) : null}

      <OpenedOnce open={quickOpen}>
        <QuickMessageModal open={quickOpen} onClose={() => setQuickOpen(false)} templates={templateList} />
      </OpenedOnce>

      <Modal
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={formats.text(labels.viewTitle, { name: viewing ? viewing.displayName || viewing.name : '' })}
        closeLabel={labels.close}
        size="sm"
      >
        {viewing ? <TemplatePreview template={viewing} caption={null} /> : null}
      </Modal>

      <CampaignDetails
        campaign={viewingCampaign}
        statusText={viewingCampaign ? statusLabel(viewingCampaign.status, labels) : ''}
        scheduled={(viewingCampaign && formatDate(viewingCampaign.scheduledAt, formats)) ?? labels.notScheduled}
        labels={labels}
        onClose={() => setViewingCampaign(null)}
      />

      <ConfirmDialog
        open={confirm !== null}
        title={labels.confirmTitle}
        message={confirm?.kind === 'template' ? labels.confirmDeleteTemplate : labels.confirmDeleteCampaign}
        confirmLabel={labels.confirm}
        cancelLabel={labels.cancel}
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirm(null)}
      />
    </Root>
  );
}

/**
 * The Campaign Manager (spec section 2): header actions (Quick Message, New Template, New Campaign), the
 * WhatsApp connection banner, and three tabs with counts: campaigns (stat cards, cards with Launch/Pause, edit
 * and delete), templates (status cards, rows with edit, view, copy and delete) and delivery analytics.
 * Uses the provider's clientId unless `clientId` is given.
 */
export function CampaignManager(props: CampaignManagerProps) {
  const context = useWacrm();
  if (props.clientId && props.clientId !== context.clientId) {
    return (
      <WacrmProvider
        client={context.client}
        clientId={props.clientId}
        labels={context.labels}
        components={context.components}
        notify={context.notify}
      >
        <CampaignManagerView {...props} />
      </WacrmProvider>
    );
  }
  return <CampaignManagerView {...props} />;
}
