import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const warm = vi.hoisted(() => ({ cancel: vi.fn(), calls: 0, screensLoaded: 0 }));
vi.mock('./screens/WhatsAppScreens', () => {
  warm.screensLoaded += 1;
  return {};
});
vi.mock('./screens/warmWidgets', () => ({
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
    expect(warm.screensLoaded).toBe(1);
    expect(warm.calls).toBe(1);
  });

  it('does nothing when cancelled before the browser was idle', async () => {
    const cancel = prepareWhatsAppScreens();
    cancel();
    await afterIdle();
    expect(warm.calls).toBe(0);
  });

  it('does not warm when cancelled while the chunk was loading', async () => {
    const cancel = prepareWhatsAppScreens();
    vi.advanceTimersByTime(100); // the idle callback starts loading; nothing has resolved yet
    cancel();
    await vi.dynamicImportSettled();
    expect(warm.calls).toBe(0);
  });

  it('cancels a warm-up under way (the workbench unmounting)', async () => {
    const cancel = prepareWhatsAppScreens();
    await afterIdle();
    expect(warm.calls).toBe(1);
    cancel();
    expect(warm.cancel).toHaveBeenCalledTimes(1);
  });
  // Last: it replaces the screens' module for the rest of the file.
  it('swallows a chunk that fails to load (offline): the section reports it when opened', async () => {
    vi.resetModules();
    vi.doMock('./screens/WhatsAppScreens', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const fresh = await import('./sections');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      fresh.prepareWhatsAppScreens();
      await afterIdle();
      await vi.advanceTimersByTimeAsync(10);
      expect(warm.calls).toBe(0);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
      vi.doUnmock('./screens/WhatsAppScreens');
    }
  });
});
