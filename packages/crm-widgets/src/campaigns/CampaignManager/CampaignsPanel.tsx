import { useEffect, useState } from 'react';
import { MESSAGES, countByStatus, openRate, type Campaign } from '@wacrm/whatsapp-sdk';
import { Button, ConfirmDialog, EmptyState } from '@wacrm/ui';
import { useServerText, useWacrm } from '../../provider';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { ResourceView, useAccountStores, useCollection, useConfirmedDelete } from '../../internal/resources';
import type { CampaignLabels } from '../labels';
import { CampaignCard } from './CampaignCard';
import { CampaignDetails } from './CampaignDetails';
import { StatRow } from './StatRow';
import { formatDate, statusLabel } from './status';
import { CardList, Panel } from './CampaignManager.styles';

export interface CampaignsPanelProps {
  labels: CampaignLabels;
  headingLevel: 2 | 3 | 4;
  /** While a campaign is active its figures are fetched again this often (ms); 0 turns it off. */
  pollIntervalMs: number;
  /** Opens the campaign form: a new campaign (null) or this one. */
  onEdit: (campaign: Campaign | null) => void;
}

/** The campaigns tab: the campaigns' stat cards, then a card per campaign with Launch/Pause/Resume, edit and delete. */
export function CampaignsPanel({ labels, headingLevel, pollIntervalMs, onEdit }: CampaignsPanelProps) {
  const { campaigns } = useAccountStores();
  // The manager loads the list (its tab shows the count); the panel reads it.
  const state = useCollection(campaigns, { load: false });
  const { notify } = useWacrm();
  const serverText = useServerText();
  const { formats } = useWacrmLocale();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [viewing, setViewing] = useState<Campaign | null>(null);

  const list = state.items;
  const anyActive = list.some((c) => c.status === 'active');
  // While a campaign runs, its figures are fetched again quietly so they rise on screen.
  useEffect(
    () => (anyActive && pollIntervalMs > 0 ? campaigns.pollWhileActive(pollIntervalMs) : undefined),
    [anyActive, pollIntervalMs, campaigns],
  );

  const counts = countByStatus(list, ['active']);
  const totals = list.reduce((acc, c) => ({ sent: acc.sent + c.sent, read: acc.read + c.read }), { sent: 0, read: 0 });

  const toggle = async (campaign: Campaign) => {
    const pausing = campaign.status === 'active';
    setBusyId(campaign.id);
    try {
      await (pausing ? campaigns.pause(campaign.id) : campaigns.start(campaign.id));
      notify.success(pausing ? labels.campaignPaused : labels.campaignStarted);
    } catch (e) {
      notify.error(serverText(e, pausing ? MESSAGES.api.pauseCampaign : MESSAGES.api.startCampaign));
    } finally {
      setBusyId(null);
    }
  };

  const deletion = useConfirmedDelete<Campaign>({
    remove: (c) => campaigns.delete(c.id),
    success: labels.campaignDeleted,
    failure: (e) => serverText(e, MESSAGES.api.deleteCampaign),
  });

  return (
    <Panel>
      <StatRow
        loading={state.loading && !state.data}
        items={[
          { title: labels.activeCampaigns, value: counts.active, caption: labels.activeCampaignsCaption },
          { title: labels.messagesSent, value: formats.number(totals.sent), caption: labels.messagesSentCaption },
          {
            title: labels.openRate,
            value: formats.percent(openRate(totals.read, totals.sent) / 100),
            caption: labels.openRateCaption,
          },
        ]}
      />
      <ResourceView
        state={state}
        errorTitle={labels.loadFailed}
        retryLabel={labels.retry}
        loadingLabel={labels.loading}
        isEmpty={(items) => items.length === 0}
        empty={
          <EmptyState
            title={labels.noCampaigns}
            text={labels.noCampaignsText}
            headingLevel={headingLevel}
            action={<Button onClick={() => onEdit(null)}>{labels.createCampaign}</Button>}
          />
        }
      >
        {(items) => (
          <CardList aria-label={labels.campaignsHeading}>
            {items.map((c) => (
              <CampaignCard
                key={c.id}
                campaign={c}
                labels={labels}
                headingLevel={headingLevel}
                busy={busyId === c.id}
                onToggle={(campaign) => void toggle(campaign)}
                onEdit={onEdit}
                onView={setViewing}
                onDelete={deletion.ask}
              />
            ))}
          </CardList>
        )}
      </ResourceView>

      <CampaignDetails
        campaign={viewing}
        statusText={viewing ? statusLabel(viewing.status, labels) : ''}
        scheduled={(viewing && formatDate(viewing.scheduledAt, formats)) ?? labels.notScheduled}
        labels={labels}
        onClose={() => setViewing(null)}
      />
      <ConfirmDialog
        open={deletion.target !== null}
        title={labels.confirmTitle}
        message={labels.confirmDeleteCampaign}
        confirmLabel={labels.confirm}
        cancelLabel={labels.cancel}
        loading={deletion.deleting}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </Panel>
  );
}
