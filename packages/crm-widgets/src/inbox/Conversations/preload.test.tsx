// usePreloadConversations: the host starts the list's request before the inbox mounts (the
// request left only once the widget's code had rendered).
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_NOW } from '@wacrm/whatsapp-sdk/testing';
import { renderWithClient } from '../../testing/inboxTestUtils';
import { usePreloadConversations } from '../internal/inboxStore';
import { Conversations } from './Conversations';

/** A workbench in miniature: a button that opens the inbox, preloading its list when the pointer rests on it. */
function Host() {
  const [open, setOpen] = useState(false);
  const preload = usePreloadConversations();
  return open ? (
    <Conversations now={() => FIXTURE_NOW} />
  ) : (
    <button type="button" onPointerEnter={preload} onFocus={preload} onClick={() => setOpen(true)}>
      Open the inbox
    </button>
  );
}

// The clock stands still: the inbox's first render under jsdom may take longer than a preload stays fresh
// (InboxStore.preload; in a browser the click follows the hover within a second).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('usePreloadConversations', () => {
  it('asks for the list before the inbox mounts, and the inbox shows that list without asking again', async () => {
    const { client } = renderWithClient(<Host />, { latencyMs: 50 });
    const button = screen.getByRole('button', { name: 'Open the inbox' });
    fireEvent.pointerEnter(button);
    expect(client.controls.callsTo('conversations.page')).toHaveLength(1);
    fireEvent.click(button);
    expect(await screen.findByRole('option', { name: /Ann Lee/ })).toBeInTheDocument();
    expect(client.controls.callsTo('conversations.page')).toHaveLength(1);
  });

  it('keyboard focus preloads too; without a preload the inbox asks as it mounts', async () => {
    const { client } = renderWithClient(<Host />);
    const button = screen.getByRole('button', { name: 'Open the inbox' });
    expect(client.controls.callsTo('conversations.page')).toHaveLength(0);
    button.focus();
    expect(client.controls.callsTo('conversations.page')).toHaveLength(1);
    fireEvent.click(button);
    await screen.findByRole('option', { name: /Ann Lee/ });
    expect(client.controls.callsTo('conversations.page')).toHaveLength(1);
  });
});
