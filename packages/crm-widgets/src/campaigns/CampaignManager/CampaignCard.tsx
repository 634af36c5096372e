import { Eye, Pencil, Trash2 } from 'lucide-react';
import { campaignCardAction, canEditCampaign, openRate, statusTone, type Campaign } from '@wacrm/whatsapp-sdk';
import { Button, IconButton, StatusBadge } from '@wacrm/ui';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import type { CampaignLabels } from '../labels';
import { formatDate, statusLabel } from './status';
import { CampaignCardRoot, CardActions, CardHead, CardTitle, Figures, Meta, Spacer } from './CampaignManager.styles';

export interface CampaignCardProps {
  campaign: Campaign;
  labels: CampaignLabels;
  headingLevel: 2 | 3 | 4;
  /** Its Launch/Pause/Resume is running. */
  busy: boolean;
  onToggle: (campaign: Campaign) => void;
  onEdit: (campaign: Campaign) => void;
  onView: (campaign: Campaign) => void;
  onDelete: (campaign: Campaign) => void;
}

/** One campaign: name and status, template, recipients, schedule, its figures and its actions. */
export function CampaignCard({
  campaign: c,
  labels,
  headingLevel,
  busy,
  onToggle,
  onEdit,
  onView,
  onDelete,
}: CampaignCardProps) {
  const { formats } = useWacrmLocale();
  const scheduled = formatDate(c.scheduledAt, formats);
  // Draft: Launch; active: Pause; paused: Resume (the toggle starts it again); completed: none.
  const action = campaignCardAction(c.status);
  const actionText = { start: labels.launch, pause: labels.pause, resume: labels.resume };
  const actionName = { start: labels.launchNamed, pause: labels.pauseNamed, resume: labels.resumeNamed };
  return (
    <CampaignCardRoot aria-labelledby={`campaign-${c.id}`} data-campaign-id={c.id}>
      <CardHead>
        <CardTitle id={`campaign-${c.id}`} as={`h${headingLevel}`} dir="auto">
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
            loading={busy}
            aria-label={formats.text(actionName[action], { name: c.name })}
            onClick={() => onToggle(c)}
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
            onClick={() => onEdit(c)}
          >
            <Pencil />
          </IconButton>
        ) : (
          <IconButton
            label={formats.text(labels.viewCampaign, { name: c.name })}
            variant="ghost"
            size="sm"
            onClick={() => onView(c)}
          >
            <Eye />
          </IconButton>
        )}
        <IconButton
          label={formats.text(labels.deleteCampaign, { name: c.name })}
          variant="ghost"
          size="sm"
          onClick={() => onDelete(c)}
        >
          <Trash2 />
        </IconButton>
      </CardActions>
    </CampaignCardRoot>
  );
}
