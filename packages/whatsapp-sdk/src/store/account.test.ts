import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/errors';
import { createFakeWacrmClient } from '../testing/fakeClient';
import { createFixtures, makeContact, DEMO_CLIENT_ID } from '../testing/fixtures';
import { accountStores, createAccountStores } from './account';

function setup(fixtures = createFixtures()) {
  const client = createFakeWacrmClient({ fixtures });
  const whatsapp = client.whatsapp(DEMO_CLIENT_ID);
  return { client, whatsapp, stores: createAccountStores(whatsapp) };
}

describe('accountStores', () => {
  it('is one set per client and clientId: the connection status is fetched once for every view', async () => {
    const client = createFakeWacrmClient();
    const a = accountStores(client.whatsapp(DEMO_CLIENT_ID));
    const b = accountStores(client.whatsapp(DEMO_CLIENT_ID));
    expect(a).toBe(b);
    expect(accountStores(client.whatsapp('other'))).not.toBe(a);
    await Promise.all([a.connection.load(), b.connection.load(), a.connection.load()]);
    expect(client.controls.callsTo('getConnectionStatus')).toHaveLength(1);
    expect(a.connection.getSnapshot().data?.connected).toBe(true);
  });
});

describe('campaigns store', () => {
  it('loads the list, starts and pauses a campaign in place, and deletes one', async () => {
    const { stores, client } = setup();
    await stores.campaigns.load();
    const draft = stores.campaigns.get('cmp_draft');
    expect(draft?.status).toBe('draft');
    const started = await stores.campaigns.start('cmp_draft');
    expect(started.status).toBe('active');
    expect(stores.campaigns.get('cmp_draft')?.status).toBe('active');
    await stores.campaigns.pause('cmp_draft');
    expect(stores.campaigns.get('cmp_draft')?.status).toBe('paused');
    await stores.campaigns.delete('cmp_draft');
    expect(stores.campaigns.get('cmp_draft')).toBeUndefined();
    expect(client.controls.callsTo('campaigns.list')).toHaveLength(1);
  });

  it('a refused start leaves the list as it was and rejects with the server error', async () => {
    const { stores, client } = setup();
    await stores.campaigns.load();
    const before = stores.campaigns.getSnapshot().data;
    client.controls.failNext('campaigns.start', { status: 409, message: 'Connect WhatsApp first' });
    await expect(stores.campaigns.start('cmp_draft')).rejects.toBeInstanceOf(ApiError);
    expect(stores.campaigns.getSnapshot().data).toBe(before);
  });

  it('a failed delete keeps the campaign', async () => {
    const { stores, client } = setup();
    await stores.campaigns.load();
    client.controls.failNext('campaigns.remove');
    await expect(stores.campaigns.delete('cmp_draft')).rejects.toBeInstanceOf(ApiError);
    expect(stores.campaigns.get('cmp_draft')).toBeDefined();
  });

  it('starting a campaign fetches the watched delivery analytics again', async () => {
    const { stores, client } = setup();
    await stores.campaigns.load();
    const report = stores.analytics();
    const off = report.subscribe(() => undefined);
    await report.load();
    expect(stores.analytics()).toBe(report);
    expect(client.controls.callsTo('analytics.get')).toHaveLength(1);
    await stores.campaigns.start('cmp_draft');
    expect(client.controls.callsTo('analytics.get')).toHaveLength(2);
    off();
  });

  it('polls while a campaign is active, not otherwise', async () => {
    const queue: (() => void)[] = [];
    const timers = { setTimeout: (fn: () => void) => queue.push(fn), clearTimeout: () => undefined };
    const client = createFakeWacrmClient();
    const stores = createAccountStores(client.whatsapp(DEMO_CLIENT_ID), { timers });
    await stores.campaigns.load();
    client.controls.db.campaigns = client.controls.db.campaigns.map((c) => ({ ...c, status: 'draft' as const }));
    stores.campaigns.set(client.controls.db.campaigns);
    const stop = stores.campaigns.pollWhileActive(3000);
    queue.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    expect(client.controls.callsTo('campaigns.list')).toHaveLength(1);
    await stores.campaigns.start('cmp_draft');
    queue.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    expect(client.controls.callsTo('campaigns.list')).toHaveLength(2);
    stop();
  });
});

describe('templates store', () => {
  it('loads, takes in a saved template and deletes one', async () => {
    const { stores } = setup();
    await stores.templates.load();
    const count = stores.templates.getSnapshot().data!.length;
    const saved = { ...stores.templates.get('tpl_welcome')!, displayName: 'Hello' };
    stores.templates.upsert(saved);
    expect(stores.templates.get('tpl_welcome')?.displayName).toBe('Hello');
    await stores.templates.delete('tpl_welcome');
    expect(stores.templates.getSnapshot().data).toHaveLength(count - 1);
  });

  it('a load failure is kept as the error', async () => {
    const { stores, client } = setup();
    client.controls.failNext('templates.list');
    await stores.templates.load();
    expect(stores.templates.getSnapshot().error).toBeInstanceOf(ApiError);
    expect(stores.templates.getSnapshot().data).toBeUndefined();
  });
});

describe('contacts store', () => {
  it('reads every page of contacts and deletes one', async () => {
    const contacts = Array.from({ length: 1500 }, (_, i) =>
      makeContact({ id: `ct_${i}`, phone: `+1555${String(i).padStart(7, '0')}` }),
    );
    const { stores, client } = setup(createFixtures({ contacts }));
    await stores.contacts.load();
    expect(stores.contacts.getSnapshot().data).toHaveLength(1500);
    expect(client.controls.callsTo('contacts.page')).toHaveLength(2);
    await stores.contacts.delete('ct_7');
    expect(stores.contacts.getSnapshot().data).toHaveLength(1499);
    expect(stores.contacts.get('ct_7')).toBeUndefined();
  });
});

describe('connection store', () => {
  it('takes a status set after connecting without fetching again', async () => {
    const { stores, client } = setup(createFixtures({ connection: { connected: false, status: 'disconnected' } }));
    await stores.connection.load();
    expect(stores.connection.getSnapshot().data?.connected).toBe(false);
    stores.connection.set({ connected: true, status: 'connected', phoneNumberId: '123' });
    await stores.connection.load();
    expect(stores.connection.getSnapshot().data?.phoneNumberId).toBe('123');
    expect(client.controls.callsTo('getConnectionStatus')).toHaveLength(1);
  });
});

describe('analytics store', () => {
  it('is one store per period, asking the server for that period', async () => {
    const { stores, client } = setup();
    const week = stores.analytics({ from: '2026-11-14', to: '2026-11-21' });
    expect(stores.analytics({ from: '2026-11-14', to: '2026-11-21' })).toBe(week);
    expect(stores.analytics()).not.toBe(week);
    await week.load();
    expect(client.controls.callsTo('analytics.get')).toEqual([[{ from: '2026-11-14', to: '2026-11-21' }]]);
    expect(week.getSnapshot().data?.stats).toBeDefined();
  });
});
