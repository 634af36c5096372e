import { missingCampaignParameters, validateTemplate } from '@wacrm/whatsapp-sdk';
import { describe, expect, it } from 'vitest';
import { createLargeDataset, LARGEST_CONVERSATION_PHONE } from '../seed/large';
import { createSeed, DEMO_USER } from '../seed/seed';

describe('seed', () => {
  const seed = createSeed(Date.parse('2026-03-01T12:00:00Z'));
  const demo = <T extends { clientId: string }>(list: T[]) => list.filter((x) => x.clientId === DEMO_USER.userId);

  it('has the demo account, 40 contacts with tags and statuses, 25 conversations', () => {
    expect(seed.users[0]).toMatchObject({
      email: 'demo@acme.test',
      phoneNumber: '+919876543210',
      firstName: 'Demo',
      lastName: 'User',
    });
    const contacts = demo(seed.contacts);
    expect(contacts).toHaveLength(40);
    expect(new Set(contacts.map((c) => c.status))).toEqual(new Set(['active', 'potential', 'inactive']));
    expect(contacts.some((c) => c.tags.length > 0)).toBe(true);
    expect(new Set(contacts.map((c) => c.phone)).size).toBe(40);
    expect(demo(seed.conversations)).toHaveLength(25);
  });

  it('has realistic histories: inbound, outbound, template and media messages, unread counts, one closed window', () => {
    const messages = demo(seed.messages);
    const types = new Set(messages.map((m) => m.type));
    for (const type of ['text', 'template', 'image', 'document', 'audio']) expect(types).toContain(type);
    expect(new Set(messages.map((m) => m.direction))).toEqual(new Set(['inbound', 'outbound']));
    const now = Date.parse('2026-03-01T12:00:00Z');
    const conversations = demo(seed.conversations);
    const closed = conversations.filter((c) => !c.last_inbound_at || now - Date.parse(c.last_inbound_at) > 86_400_000);
    expect(closed).toHaveLength(1);
    // unread_count matches the inbound messages not read yet.
    for (const c of conversations) {
      const unread = messages.filter(
        (m) => m.contact_phone === c.contact_phone && m.direction === 'inbound' && m.status !== 'read',
      ).length;
      expect(c.unread_count, c.id).toBe(unread);
    }
    expect(conversations.some((c) => c.unread_count > 0)).toBe(true);
  });

  it('has templates in every status that pass the SDK rules, and campaigns in every status', () => {
    const templates = demo(seed.templates);
    expect(new Set(templates.map((t) => t.status))).toEqual(
      new Set(['APPROVED', 'PENDING', 'REJECTED', 'PAUSED', 'DISABLED', 'IN_APPEAL']),
    );
    for (const t of seed.templates) expect(validateTemplate(t), t.name).toEqual([]);
    expect(new Set(demo(seed.campaigns).map((c) => c.status))).toEqual(
      new Set(['draft', 'active', 'paused', 'completed']),
    );
    // Every campaign fills each parameter its template takes (starting one would be refused otherwise).
    for (const c of seed.campaigns) {
      const template = seed.templates.find((t) => t.clientId === c.clientId && t.name === c.template_name);
      expect(template, c.name).toBeDefined();
      expect(missingCampaignParameters(template, c.parameters), c.name).toEqual([]);
    }
  });

  it('generates the large data set for benchmarks', () => {
    const large = createLargeDataset({ conversations: 200, messagesInLargest: 500 });
    expect(demo(large.conversations)).toHaveLength(225);
    expect(large.messages.filter((m) => m.contact_phone === LARGEST_CONVERSATION_PHONE)).toHaveLength(500);
  });
});
