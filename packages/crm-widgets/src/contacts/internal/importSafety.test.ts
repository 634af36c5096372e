import { describe, expect, it } from 'vitest';

// Runs in plain Node (no window, no document): the areas must import without touching the DOM.
describe('import safety', () => {
  it('the contacts and connection areas import in Node without a DOM', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const contacts = await import('../index');
    const connection = await import('../../connection');
    expect(typeof contacts.ContactsManagement).toBe('function');
    expect(typeof contacts.ContactModal).toBe('function');
    expect(typeof connection.WhatsAppDashboard).toBe('function');
    expect(typeof connection.ConnectWhatsAppModal).toBe('function');
    expect(contacts.contactLabels.noContacts).toBe('No contacts found.');
  });

  it('downloadText does nothing without a DOM', async () => {
    const { downloadText } = await import('./download');
    expect(downloadText('x.csv', 'a,b')).toBe(false);
  });
});
