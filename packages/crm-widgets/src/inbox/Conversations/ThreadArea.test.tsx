// The open-conversation view (OpenThread.tsx) is loaded on demand: the inbox's first render is the list without it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_NOW } from '@wacrm/whatsapp-sdk/testing';
import { renderWithClient } from '../../testing/inboxTestUtils';
import { Conversations } from './Conversations';
import type * as OpenThreadModule from './OpenThread';
import { loadOpenThread } from './ThreadArea';

// Records when the view's module is first evaluated (a static import would evaluate it with this file's imports).
const loads = vi.hoisted(() => ({ openThread: 0 }));
vi.mock('./OpenThread', async (importOriginal) => {
  loads.openThread += 1;
  return importOriginal<typeof OpenThreadModule>();
});

describe('Conversations loads its open-conversation view on demand', () => {
  it('renders the list without it, downloads it once the list is in, and a conversation still opens', async () => {
    renderWithClient(<Conversations now={() => FIXTURE_NOW} />, { latencyMs: 100 });
    // The first render: the list is loading and the view's code is not part of it.
    expect(screen.getByRole('region', { name: 'Select a conversation' })).toBeInTheDocument();
    expect(loads.openThread).toBe(0);

    await screen.findAllByRole('option');
    await waitFor(() => expect(loads.openThread).toBe(1));
    // The download the inbox started (the same promise): done before the click, so the test does not time the module's
    // transform.
    await loadOpenThread();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('option', { name: /Ann Lee/ }));
    expect(await screen.findByRole('heading', { level: 3, name: /Ann Lee/ })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /message/i })).toBeInTheDocument();
    expect(loads.openThread).toBe(1);
  });
});
