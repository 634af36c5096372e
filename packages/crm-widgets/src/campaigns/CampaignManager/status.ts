import type { LocaleFormats } from '../../i18n/formats';
import type { CampaignLabels } from '../labels';

/** A campaign's or a template's status as the manager names it. */
export function statusLabel(status: string, labels: CampaignLabels): string {
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

/** A campaign's schedule in the locale, or null when it has none (or it is unreadable). */
export function formatDate(iso: string | null, formats: LocaleFormats): string | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  if (!Number.isFinite(t)) return null;
  return formats.dateTime(t);
}
