import { describe, expect, it } from 'vitest';
import { createFakeWacrmClient } from '../testing/fakeClient';
import { DEMO_CLIENT_ID, FIXTURE_NOW } from '../testing/fixtures';
import type { ConversationFilters } from '../whatsapp';
import { createInboxStore } from './inbox';
import { PRELOAD_FRESH_MS } from './inboxList';

/** An inbox store whose list requests are recorded (their filters), on a clock the test moves. */
function setup() {
  let clock = FIXTURE_NOW;
  const client = createFakeWacrmClient({ now: () => clock });
  const wa = client.whatsapp(DEMO_CLIENT_ID);
  const requests: ConversationFilters[] = [];
  const inbox = createInboxStore({
    whatsapp: {
      ...wa,
      conversations: {
        ...wa.conversations,
        page: (filters) => {
          requests.push({ ...filters });
          return wa.conversations.page(filters);
        },
      },
    },
    now: () => clock,
  });
  return {
    inbox,
    requests,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('InboxStore.preload: the list loaded ahead of the view that shows it', () => {
  it('a load without filters soon after takes the preloaded list over: one request', async () => {
    const { inbox, requests } = setup();
    const ahead = inbox.preload();
    expect(requests).toHaveLength(1);
    expect(inbox.getSnapshot().loading).toBe(true);
    await inbox.load();
    await ahead;
    expect(requests).toHaveLength(1);
    expect(inbox.getSnapshot().conversations.map((c) => c.id)).toEqual([
      'conv_ann',
      'conv_ben',
      'conv_chen',
      'conv_dara',
    ]);
  });

  it('a preload while one is fresh joins it; once taken over, the next load asks again', async () => {
    const { inbox, requests } = setup();
    await inbox.preload();
    await inbox.preload();
    expect(requests).toHaveLength(1);
    await inbox.load();
    expect(requests).toHaveLength(1);
    // Opening the inbox again: a new request, as without a preload.
    await inbox.load();
    expect(requests).toHaveLength(2);
  });

  it('a preload older than PRELOAD_FRESH_MS is not taken over: the view loads the list again', async () => {
    const { inbox, requests, advance } = setup();
    await inbox.preload();
    advance(PRELOAD_FRESH_MS + 1);
    await inbox.load();
    expect(requests).toHaveLength(2);
  });

  it('a load with filters, or any load since the preload, asks again', async () => {
    const { inbox, requests } = setup();
    await inbox.preload();
    await inbox.load({ search: 'Ann' });
    expect(requests.at(-1)).toMatchObject({ search: 'Ann' });
    // The filtered load made the preload stale: the next plain load is a request of its own.
    await inbox.load();
    expect(requests).toHaveLength(3);
  });

  it('a resync (the socket back after being away) asks again even while a preload is fresh', async () => {
    const { inbox, requests } = setup();
    await inbox.preload();
    await inbox.resync();
    expect(requests).toHaveLength(2);
  });
});
