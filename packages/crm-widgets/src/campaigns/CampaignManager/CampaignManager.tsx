import { Suspense, lazy, useId, useState, type ComponentType } from 'react';
import type { Campaign, Template, TemplateInput } from '@wacrm/whatsapp-sdk';
import { Button, Spinner, Tabs } from '@wacrm/ui';
import { WacrmProvider, useWacrm, useWacrmComponent, useWacrmLabels } from '../../provider';
import type { TemplateEditorProps } from '../../templates/TemplateEditor/TemplateEditor.types';
import { OpenedOnce } from '../../internal/OpenedOnce';
import { Center, useAccountStores, useCollection, useNotifyOnError, useResourceState } from '../../internal/resources';
import { DeliveryAnalytics } from '../DeliveryAnalytics/DeliveryAnalytics';
import { useLocaleAttributes } from '../../i18n/WacrmLocaleProvider';
import { preloadTemplateEditorLabels } from '../../i18n/loadTemplateEditor';
import { campaignLabels } from '../labels';
import { CampaignsPanel } from './CampaignsPanel';
import { ConnectionBanner } from './ConnectionBanner';
import { TemplatesPanel } from './TemplatesPanel';
import { Actions, Header, Panel, Root, Title } from './CampaignManager.styles';

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

/** Renders the editor handed in (the lazy default or the host's replacement). */
function EditorHost({ Editor, ...props }: TemplateEditorProps & { Editor: ComponentType<TemplateEditorProps> }) {
  return <Editor {...props} />;
}

type EditorState = { template: Template | null; initial: Partial<TemplateInput> | null } | null;

function CampaignManagerView({
  initialTab = 'campaigns',
  pollIntervalMs = 3000,
  headingLevel = 2,
}: CampaignManagerProps) {
  const subLevel = (headingLevel + 1) as 2 | 3 | 4;
  const labels = useWacrmLabels(campaignLabels);
  const localeAttributes = useLocaleAttributes();
  const titleId = `wacrm-campaign-manager-${useId().replace(/:/g, '')}`;
  const TemplateEditor = useWacrmComponent('TemplateEditor', LazyTemplateEditor);

  const stores = useAccountStores();
  const connection = useResourceState(stores.connection);
  const campaigns = useCollection(stores.campaigns);
  const templates = useCollection(stores.templates);
  // Load failures are notices too, besides the inline error.
  useNotifyOnError(connection.error);
  useNotifyOnError(campaigns.error);
  useNotifyOnError(templates.error);

  const [tab, setTab] = useState<string>(initialTab);
  const [campaignModal, setCampaignModal] = useState<{ campaign: Campaign | null } | null>(null);
  const [editor, setEditor] = useState<EditorState>(null);
  const [quickOpen, setQuickOpen] = useState(false);

  // Meta reviews templates on its side: fetch them again quietly when they matter (templates tab, modals).
  const refreshTemplates = () => {
    if (templates.data) void stores.templates.load({ refresh: true, quiet: true });
  };
  const selectTab = (value: string) => {
    setTab(value);
    if (value === 'templates') refreshTemplates();
  };
  const openCampaignModal = (campaign: Campaign | null) => {
    setCampaignModal({ campaign });
    refreshTemplates();
  };
  const openQuickMessage = () => {
    setQuickOpen(true);
    refreshTemplates();
  };
  const openEditor = (template: Template | null, initial: Partial<TemplateInput> | null) => {
    // The language's texts of the editor download beside the editor's code (not after it); a host's own editor has
    // its own texts.
    if (TemplateEditor === LazyTemplateEditor) preloadTemplateEditorLabels(localeAttributes.lang);
    setEditor({ template, initial });
  };

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
          <Button variant="secondary" onClick={() => openEditor(null, null)}>
            {labels.newTemplate}
          </Button>
          <Button onClick={() => openCampaignModal(null)}>{labels.newCampaign}</Button>
        </Actions>
      </Header>

      <ConnectionBanner labels={labels} error={connection.error} />

      <Tabs
        label={labels.tabsLabel}
        value={tab}
        onValueChange={selectTab}
        items={[
          {
            value: 'campaigns',
            label: labels.tabCampaigns,
            ...(campaigns.data ? { count: campaigns.items.length } : {}),
            content: (
              <CampaignsPanel
                labels={labels}
                headingLevel={subLevel}
                pollIntervalMs={pollIntervalMs}
                onEdit={openCampaignModal}
              />
            ),
          },
          {
            value: 'templates',
            label: labels.tabTemplates,
            ...(templates.data ? { count: templates.items.length } : {}),
            content: <TemplatesPanel labels={labels} headingLevel={subLevel} onEdit={openEditor} />,
          },
          {
            value: 'analytics',
            label: labels.tabAnalytics,
            content: (
              <Panel>
                <DeliveryAnalytics headingLevel={subLevel} />
              </Panel>
            ),
          },
        ]}
      />

      <OpenedOnce open={campaignModal !== null}>
        <CampaignModal
          open={campaignModal !== null}
          campaign={campaignModal?.campaign ?? null}
          templates={templates.items}
          onClose={() => setCampaignModal(null)}
          onSaved={stores.campaigns.upsert}
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
            onSaved={stores.templates.upsert}
          />
        </Suspense>
      ) : null}

      <OpenedOnce open={quickOpen}>
        <QuickMessageModal open={quickOpen} onClose={() => setQuickOpen(false)} templates={templates.items} />
      </OpenedOnce>
    </Root>
  );
}

/**
 * The Campaign Manager: header actions (Quick Message, New Template, New Campaign), the
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
