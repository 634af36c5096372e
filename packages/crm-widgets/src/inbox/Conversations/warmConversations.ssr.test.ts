import { describe, expect, it } from 'vitest';

// Runs in plain Node (no window, no document), as on a server rendering the host page.
describe('warmConversations on the server', () => {
  it('imports and does nothing without a DOM', async () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    const { warmConversations } = await import('../index');
    const cancel = warmConversations();
    expect(typeof cancel).toBe('function');
    expect(() => cancel()).not.toThrow();
  });
});
