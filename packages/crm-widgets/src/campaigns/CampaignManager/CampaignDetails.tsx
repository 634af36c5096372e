import { openRate, type Campaign } from '@wacrm/whatsapp-sdk';
import { Button, Modal } from '@wacrm/ui';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import type { CampaignLabels } from '../labels';
import { DetailList, Muted } from './CampaignManager.styles';

export interface CampaignDetailsProps {
  /** The campaign shown; the dialog is closed without one. */
  campaign: Campaign | null;
  /** Its status as the card names it ('Completed'). */
  statusText: string;
  /** Its schedule as the card shows it. */
  scheduled: string;
  labels: CampaignLabels;
  onClose: () => void;
}

/**
 * A completed campaign, view only: what it sent no longer changes, so it opens here instead of the
 * campaign form: name, status, template, how many recipients, the schedule and its delivery figures.
 */
export function CampaignDetails({ campaign, statusText, scheduled, labels, onClose }: CampaignDetailsProps) {
  const { formats } = useWacrmLocale();
  return (
    <Modal
      open={campaign !== null}
      onClose={onClose}
      title={formats.text(labels.viewCampaignTitle, { name: campaign?.name ?? '' })}
      closeLabel={labels.close}
      size="sm"
      footer={<Button onClick={onClose}>{labels.close}</Button>}
    >
      {campaign ? (
        <>
          <Muted>{labels.campaignViewOnly}</Muted>
          <DetailList>
            <dt>{labels.statusColumn}</dt>
            <dd>{statusText}</dd>
            <dt>{labels.templateColumn}</dt>
            <dd>{campaign.templateName || '—'}</dd>
            <dt>{labels.recipients}</dt>
            <dd>{campaign.audience.length}</dd>
            <dt>{labels.scheduled}</dt>
            <dd>{scheduled}</dd>
            <dt>{labels.sent}</dt>
            <dd>{campaign.sent}</dd>
            <dt>{labels.delivered}</dt>
            <dd>{campaign.delivered}</dd>
            <dt>{labels.read}</dt>
            <dd>{campaign.read}</dd>
            <dt>{labels.failed}</dt>
            <dd>{campaign.failed}</dd>
            <dt>{labels.openRate}</dt>
            <dd>{openRate(campaign.read, campaign.sent)}%</dd>
          </DetailList>
        </>
      ) : null}
    </Modal>
  );
}
