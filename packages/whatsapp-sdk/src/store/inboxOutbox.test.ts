import { describe, expect, it } from 'vitest';
import { createFakeWacrmClient } from '../testing/fakeClient';
import { DEMO_CLIENT_ID, FIXTURE_NOW, makeMessage, minutesAgo } from '../testing/fixtures';
import { createInboxStore } from './inbox';

const BEN = '+14155550123';

function setup() {
  const client = createFakeWacrmClient({ now: () => FIXTURE_NOW });
  let n = 0;
  const inbox = createInboxStore({
    whatsapp: client.whatsapp(DEMO_CLIENT_ID),
    now: () => FIXTURE_NOW,
    createId: () => `local-${(n += 1)}`,
  });
  return { client, inbox };
}

describe('InboxStore outbox: Retry sends the same message', () => {
  it('a failed message stored by the server without a client id is retried under its id, as one bubble', async () => {
    const { client, inbox } = setup();
    const stored = client.controls.db.messages[BEN] ?? [];
    stored.push(
      makeMessage({
        id: 'msg_broadcast_failed',
        contactPhone: BEN,
        direction: 'outbound',
        text: 'Our sale starts today',
        status: 'failed',
        error: { code: '131047', title: 'Re-engagement message' },
        createdAt: minutesAgo(1),
      }),
    );
    await inbox.load();
    await inbox.open('conv_ben');
    const retried = await inbox.retry('msg_broadcast_failed');
    const [payload] = client.controls.callsTo('messages.send').map(([p]) => p);
    expect(payload).toMatchObject({ to: BEN, type: 'text', clientMessageId: 'msg_broadcast_failed' });
    expect(retried).toMatchObject({ key: 'msg_broadcast_failed', status: 'sent' });
    expect(inbox.getSnapshot().messages.filter((m) => m.text === 'Our sale starts today')).toHaveLength(1);
  });

  it('a failed template not sent from here is retried by its template name under its id', async () => {
    const { client, inbox } = setup();
    const stored = client.controls.db.messages[BEN] ?? [];
    stored.push(
      makeMessage({
        id: 'msg_campaign_failed',
        contactPhone: BEN,
        direction: 'outbound',
        type: 'template',
        templateName: 'welcome_message',
        text: 'Hi Ben, welcome to Acme!',
        status: 'failed',
        createdAt: minutesAgo(1),
      }),
    );
    await inbox.load();
    await inbox.open('conv_ben');
    await inbox.retry('msg_campaign_failed');
    const [payload] = client.controls.callsTo('messages.send').map(([p]) => p);
    expect(payload).toMatchObject({
      type: 'template',
      template: { name: 'welcome_message' },
      clientMessageId: 'msg_campaign_failed',
    });
  });

  it('refuses a text over 4096 characters before sending: no bubble, nothing sent', async () => {
    const { client, inbox } = setup();
    await inbox.load();
    await inbox.open('conv_ben');
    const before = inbox.getSnapshot().messages.length;
    await expect(inbox.send({ contactPhone: BEN, text: 'x'.repeat(4097) })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Message must be 4096 characters or less',
    });
    expect(inbox.getSnapshot().messages).toHaveLength(before);
    expect(client.controls.callsTo('messages.send')).toEqual([]);
    await inbox.send({ contactPhone: BEN, text: 'x'.repeat(4096) });
    expect(client.controls.callsTo('messages.send')).toHaveLength(1);
  });
});
