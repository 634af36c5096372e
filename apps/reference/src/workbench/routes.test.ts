import { describe, expect, it } from 'vitest';
import { isCanonicalPath, parseWorkbenchPath, workbenchPath } from './routes';

describe('workbench routes', () => {
  it('names each app and section, and an open conversation of the WhatsApp inbox', () => {
    expect(parseWorkbenchPath('/dashboard/crm/leads')).toEqual({ app: 'crm', section: 'leads', conversation: null });
    expect(parseWorkbenchPath('/dashboard/whatsapp/conversations/new-%2B919812300001')).toEqual({
      app: 'whatsapp',
      section: 'conversations',
      conversation: 'new-+919812300001',
    });
    expect(workbenchPath({ app: 'whatsapp', section: 'conversations', conversation: 'new-+919812300001' })).toBe(
      '/dashboard/whatsapp/conversations/new-%2B919812300001',
    );
    expect(workbenchPath({ app: 'analytics', section: 'overview', conversation: null })).toBe(
      '/dashboard/analytics/overview',
    );
  });

  it('names nothing for /dashboard itself, an unknown app or section, or another page', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/',
      '/dashboard/crm',
      '/dashboard/crm/tickets',
      '/dashboard/x/y',
      '/help',
    ]) {
      expect(parseWorkbenchPath(path), path).toBeNull();
    }
  });

  it('ignores a conversation outside the inbox, an undecodable one, and extra segments (not canonical)', () => {
    const route = parseWorkbenchPath('/dashboard/crm/contacts/42');
    expect(route).toEqual({ app: 'crm', section: 'contacts', conversation: null });
    expect(isCanonicalPath('/dashboard/crm/contacts/42', route!)).toBe(false);
    expect(parseWorkbenchPath('/dashboard/whatsapp/conversations/%E0%A4%A')?.conversation).toBeNull();
    const open = parseWorkbenchPath('/dashboard/whatsapp/conversations/conv_1/more')!;
    expect(open.conversation).toBe('conv_1');
    expect(isCanonicalPath('/dashboard/whatsapp/conversations/conv_1/more', open)).toBe(false);
    expect(isCanonicalPath('/dashboard/whatsapp/conversations/conv_1', open)).toBe(true);
    expect(isCanonicalPath('/dashboard/crm/contacts/', route!)).toBe(false);
  });
});
