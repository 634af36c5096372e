import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const warm = vi.hoisted(() => ({ cancel: vi.fn(), calls: 0 }));
vi.mock('./screens/WhatsAppScreens', () => ({
  warmConversations: () => {
    warm.calls += 1;
    return warm.cancel;
  },
}));

const { prepareWhatsAppScreens } = await import('./sections');

/** Past the idle callback (a 50 ms timeout in Node) and the chunk's dynamic import. */
async function afterIdle() {
  await vi.advanceTimersByTimeAsync(100);
  await vi.dynamicImportSettled();
}

beforeEach(() => {
  vi.useFakeTimers();
  warm.calls = 0;
  warm.cancel.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('prepareWhatsAppScreens', () => {
  it('loads the WhatsApp screens and warms the inbox once the browser is idle', async () => {
    prepareWhatsAppScreens();
    expect(warm.calls).toBe(0);
    await afterIdle();
    expect(warm.calls).toBe(1);
  });

  it('does nothing when cancelled before the browser was idle', async () => {
    const cancel = prepareWhatsAppScreens();
    cancel();
    await afterIdle();
    expect(warm.calls).toBe(0);
  });

  it('cancels a warm-up under way (the workbench unmounting)', async () => {
    const cancel = prepareWhatsAppScreens();
    await afterIdle();
    expect(warm.calls).toBe(1);
    cancel();
    expect(warm.cancel).toHaveBeenCalledTimes(1);
  });
});
