import { mkdtempSync, readFileSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePng } from '../src/media/samples';
import { call, DEMO_ID, eventually, signIn, startTestApi } from './helpers';
import { upload } from './mediaHelpers';

interface Db {
  contacts: { id: string; name: string }[];
  users: { email: string }[];
}

describe('persistence', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'wacrm-mock-persist-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the file from the seed, writes before answering, and reloads it after a restart', async () => {
    const file = join(dir, 'nested', 'db.json');
    const api = await startTestApi({ db: file });
    await api.store.flush();
    const seeded = JSON.parse(readFileSync(file, 'utf8')) as Db;
    expect(seeded.users.map((u) => u.email)).toContain('demo@acme.test');
    const session = await signIn(api);
    for (let i = 0; i < 5; i += 1) {
      const res = await call<{ id: string }>(api, 'POST', `/api/v1/whatsapp/contacts/${DEMO_ID}`, {
        token: session.accessToken,
        body: { name: `Persisted ${i}`, phone: `+9197000000${10 + i}` },
      });
      expect(res.status).toBe(201);
      // Acknowledged means on disk: read the file right after the answer.
      const onDisk = JSON.parse(readFileSync(file, 'utf8')) as Db;
      expect(onDisk.contacts.some((c) => c.id === res.body.data.id)).toBe(true);
    }
    // Concurrent writes all land.
    const many = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call<{ id: string }>(api, 'POST', `/api/v1/whatsapp/contacts/${DEMO_ID}`, {
          token: session.accessToken,
          body: { name: `Burst ${i}`, phone: `+9197100000${10 + i}` },
        }),
      ),
    );
    const onDisk = JSON.parse(readFileSync(file, 'utf8')) as Db;
    for (const res of many) expect(onDisk.contacts.some((c) => c.id === res.body.data.id)).toBe(true);
    await api.close();

    const again = await startTestApi({ db: file });
    expect(again.store.data.contacts.filter((c) => c.name.startsWith('Burst'))).toHaveLength(20);
    // Refresh tokens survive a restart too (same dev secret).
    const refreshed = await call(again, 'POST', '/api/v1/auth/refresh-token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    await again.close();
    expect(readdirSync(join(dir, 'nested')).filter((f) => f !== 'db.json')).toEqual([]);
  });

  it('resumes the delivery simulation of recent messages after a restart', async () => {
    const file = join(dir, 'resume.json');
    const api = await startTestApi({ db: file, timings: { deliveryStepMs: 60_000 } });
    const session = await signIn(api);
    const open = api.store.data.conversations.find(
      (c) => c.clientId === DEMO_ID && c.last_inbound_at && Date.now() - Date.parse(c.last_inbound_at) < 3_600_000,
    )!;
    const sent = await call<{ id: string; status: string }>(api, 'POST', `/api/v1/whatsapp/messages/${DEMO_ID}/send`, {
      token: session.accessToken,
      body: { to: open.contact_phone, type: 'text', text: 'Before the restart' },
    });
    expect(sent.body.data.status).toBe('sent');
    await api.close();
    const again = await startTestApi({ db: file, timings: { deliveryStepMs: 10 } });
    await eventually(() => again.store.data.messages.find((m) => m.id === sent.body.data.id)?.status === 'read');
    await again.close();
  });

  it('sets an unreadable file aside and starts from the seed', async () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{"version":1,"users":[');
    const api = await startTestApi({ db: file });
    await api.store.flush();
    expect(api.store.data.users.length).toBeGreaterThan(0);
    expect(readdirSync(dir).some((f) => f.startsWith('broken.json.invalid-'))).toBe(true);
    expect(() => JSON.parse(readFileSync(file, 'utf8')) as unknown).not.toThrow();
    await api.close();
  });

  it('leaves an existing file as it is when it starts (nothing written until something changes)', async () => {
    const file = join(dir, 'existing.json');
    const first = await startTestApi({ db: file });
    await first.store.flush();
    await first.close();
    // Written by hand in another layout: a rewrite at start would show as a different text.
    const text = `${JSON.stringify(JSON.parse(readFileSync(file, 'utf8')), null, 2)}\n`;
    writeFileSync(file, text);
    const api = await startTestApi({ db: file });
    await api.store.flush();
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(readdirSync(dir).filter((f) => f.startsWith('existing.json.'))).toEqual([]);
    await api.close();
  });

  it('keeps everything in memory with MOCK_DB=memory (no file)', async () => {
    const api = await startTestApi({ db: 'memory' });
    expect(api.dbFile).toBeNull();
    await api.close();
  });

  it('/__dev/reset removes the uploaded files with the data, on disk and in memory, and nothing else', async () => {
    const file = join(dir, 'reset', 'db.json');
    const api = await startTestApi({ db: file });
    const memory = await startTestApi();
    try {
      for (const running of [api, memory]) {
        const session = await signIn(running);
        const up = await upload(running, session.accessToken, samplePng(), 'parcel.png', 'image');
        expect(up.status).toBe(201);
        const path = `/api/v1/whatsapp/media/${DEMO_ID}/${String(up.body.data.id)}`;
        expect((await call(running, 'GET', path, { token: session.accessToken })).status).toBe(200);
        if (running === api) {
          writeFileSync(join(`${file}.media`, 'notes.txt'), "not the store's");
          expect(readdirSync(`${file}.media`).filter((f) => f.startsWith('med_'))).toHaveLength(2);
        }
        expect((await call(running, 'POST', '/__dev/reset', { body: {} })).status).toBe(200);
        const again = await signIn(running);
        expect((await call(running, 'GET', path, { token: again.accessToken })).status).toBe(404);
      }
      expect(readdirSync(`${file}.media`)).toEqual(['notes.txt']);
    } finally {
      await api.close();
      await memory.close();
    }
  });

  it('has no /__dev routes in production mode and never logs codes there', async () => {
    const lines: string[] = [];
    const api = await startTestApi({ production: true, log: (m) => lines.push(m) });
    expect((await call(api, 'GET', '/__dev/outbox?to=demo@acme.test')).status).toBe(404);
    expect((await call(api, 'POST', '/__dev/reset')).status).toBe(404);
    expect((await call(api, 'GET', '/__dev/identity/google/accounts')).status).toBe(404);
    expect((await call(api, 'POST', '/api/v1/auth/send-email-otp', { body: { email: 'demo@acme.test' } })).status).toBe(
      200,
    );
    expect(lines.join('\n')).not.toMatch(/\d{6}/);
    await api.close();
    const devLines: string[] = [];
    const dev = await startTestApi({ log: (m) => devLines.push(m) });
    await call(dev, 'POST', '/api/v1/auth/send-email-otp', { body: { email: 'demo@acme.test' } });
    expect(devLines.join('\n')).toMatch(/email code for demo@acme\.test: \d{6}/);
    await dev.close();
  });
});
