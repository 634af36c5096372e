import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBundle, bundleDir, running, signIn, startChild } from './child';

const ROUNDS = 10;

describe('crash safety', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wacrm-mock-crash-'));
  const file = join(dir, 'db.json');
  beforeAll(buildBundle, 60_000);
  afterAll(() => {
    for (const child of running) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it(`keeps a valid file holding every acknowledged write across ${ROUNDS} SIGKILLs during writes`, async () => {
    const acknowledged: string[] = [];
    let token = '';
    let killedMidWrite = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const child = await startChild(file);
      if (!token) token = await signIn(child.url);
      let seq = 0;
      let stop = false;
      let inFlight = 0;
      let roundAcks = 0;
      const writer = async () => {
        while (!stop) {
          seq += 1;
          const phone = `+9194${String(round).padStart(2, '0')}${String(seq).padStart(6, '0')}`;
          inFlight += 1;
          try {
            const res = await fetch(`${child.url}/api/v1/whatsapp/contacts/usr_demo`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({ name: `Crash ${round}-${seq}`, phone }),
            });
            if (res.status === 201) {
              acknowledged.push(((await res.json()) as { data: { id: string } }).data.id);
              roundAcks += 1;
            }
          } catch {
            // the connection died with the process: not acknowledged
          } finally {
            inFlight -= 1;
          }
        }
      };
      const writers = [writer(), writer(), writer(), writer()];
      // Kill at a random moment once this round has acknowledged a write (however loaded the machine is).
      const started = Date.now();
      while (roundAcks === 0 && Date.now() - started < 20_000) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 10 + Math.floor(Math.random() * 150)));
      if (inFlight > 0) killedMidWrite += 1;
      child.process.kill('SIGKILL');
      await new Promise((r) => child.process.once('exit', r));
      stop = true;
      await Promise.all(writers);

      const text = readFileSync(file, 'utf8');
      const db = JSON.parse(text) as { contacts: { id: string }[] };
      const ids = new Set(db.contacts.map((c) => c.id));
      const missing = acknowledged.filter((id) => !ids.has(id));
      expect(missing, `round ${round}`).toEqual([]);
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(ROUNDS);
    expect(killedMidWrite).toBeGreaterThanOrEqual(ROUNDS - 1);
    // The next start cleans write-file-atomic's leftover temp files and reads the file.
    const last = await startChild(file);
    expect(readdirSync(dir).filter((f) => /^db\.json\.\d+$/.test(f))).toEqual([]);
    const res = await fetch(`${last.url}/api/v1/health`);
    expect(res.status).toBe(200);
    last.process.kill('SIGKILL');
    await new Promise((r) => last.process.once('exit', r));
  }, 180_000);
});
