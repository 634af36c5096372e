import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFixtures } from '@wacrm/whatsapp-sdk/testing';
import { harness } from '../../testing/harness';
import { CampaignManager } from '../../campaigns/CampaignManager/CampaignManager';
import { WhatsAppDashboard } from '../../connection/WhatsAppDashboard/WhatsAppDashboard';
import { ResourceView } from './ResourceView';
import { useAccountStores } from './useAccountStores';
import { useCollection } from './useResourceState';
import { useNotifyOnError } from './useNotifyOnError';

function TemplateNames() {
  const { templates } = useAccountStores();
  const state = useCollection(templates);
  useNotifyOnError(state.error);
  return (
    <ResourceView
      state={state}
      errorTitle="Could not load"
      retryLabel="Retry"
      loadingLabel="Loading"
      isEmpty={(items) => items.length === 0}
      empty={<p>Nothing yet</p>}
    >
      {(items) => (
        <ul>
          {items.map((t) => (
            <li key={t.id}>{t.name}</li>
          ))}
        </ul>
      )}
    </ResourceView>
  );
}

describe('account stores in widgets', () => {
  it('fetches the connection status once for every widget of the account that shows it', async () => {
    const h = harness();
    render(
      h.wrap(
        <>
          <CampaignManager pollIntervalMs={0} />
          <WhatsAppDashboard />
        </>,
      ),
    );
    // The manager's banner and the dashboard's status bar both show it.
    await waitFor(() => expect(screen.getAllByText('WhatsApp Connected')).toHaveLength(2));
    expect(h.client.controls.callsTo('getConnectionStatus')).toHaveLength(1);
  });
});

describe('ResourceView with useCollection and useNotifyOnError', () => {
  it('shows loading, then the data', async () => {
    const h = harness({ latencyMs: 20 });
    render(h.wrap(<TemplateNames />));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('welcome_message')).toBeInTheDocument();
  });

  it('shows the empty state once loaded with nothing', async () => {
    const h = harness({ fixtures: createFixtures({ templates: [] }) });
    render(h.wrap(<TemplateNames />));
    expect(await screen.findByText('Nothing yet')).toBeInTheDocument();
  });

  it('shows the failure with Retry and notifies it once; Retry loads again', async () => {
    const notify = { success: vi.fn(), error: vi.fn() };
    const h = harness({}, notify);
    h.client.controls.failNext('templates.list');
    render(h.wrap(<TemplateNames />));
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(1));
    expect(notify.error).toHaveBeenCalledWith('Failed to get templates');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('welcome_message')).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledTimes(1);
  });
});
