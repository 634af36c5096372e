import { CheckCircle2, XCircle } from 'lucide-react';
import { useWacrmLocale } from '../../i18n/WacrmLocaleProvider';
import { ConnectWhatsAppButton } from '../../internal/ConnectWhatsAppButton';
import { useAccountStores, useResourceState } from '../../internal/resources';
import type { CampaignLabels } from '../labels';
import { Banner, BannerStatus, Muted } from './CampaignManager.styles';

/**
 * The WhatsApp connection line of the Campaign Manager (from the account's shared connection store), with Connect
 * WhatsApp when disconnected: campaigns need the account, so it is connected here too, not only on the dashboard.
 */
export function ConnectionBanner({ labels, error }: { labels: CampaignLabels; error: string | null }) {
  const { connection: store } = useAccountStores();
  const { data: conn } = useResourceState(store, { load: false });
  const { formats } = useWacrmLocale();
  if (!conn && !error) return null;
  const connected = Boolean(conn?.connected);
  return (
    <Banner $connected={connected} role="status" data-connected={connected}>
      <BannerStatus>
        {connected ? <CheckCircle2 aria-hidden="true" /> : <XCircle aria-hidden="true" />}
        {connected ? labels.whatsappConnected : labels.whatsappDisconnected}
      </BannerStatus>
      {conn?.phoneNumberId ? <Muted>{formats.text(labels.phoneNumberId, { id: conn.phoneNumberId })}</Muted> : null}
      {conn && !connected ? <ConnectWhatsAppButton label={labels.connectWhatsApp} onConnected={store.set} /> : null}
    </Banner>
  );
}
