import { describe, expect, it } from 'vitest';
import { grownWindowKey, indexOfKey, initialWindowKey, THREAD_WINDOW, windowStart } from './threadWindow';

const thread = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ key: `m${from + i}` }));

describe('thread window', () => {
  it('starts with the last THREAD_WINDOW messages of a long thread, and with none chosen for a short one', () => {
    const long = thread(THREAD_WINDOW + 50);
    expect(initialWindowKey(long)).toBe('m50');
    expect(windowStart(long, initialWindowKey(long), null)).toBe(50);
    expect(initialWindowKey(thread(THREAD_WINDOW))).toBeUndefined();
    expect(windowStart(thread(THREAD_WINDOW), undefined, 'm0')).toBe(0);
  });

  it('keeps its first message when older messages arrive above or newer ones below', () => {
    const messages = [...thread(500, -500), ...thread(THREAD_WINDOW + 50), ...thread(30, 1000)];
    expect(windowStart(messages, 'm50', null)).toBe(550);
  });

  it('falls back to the tail when its first message is gone', () => {
    expect(windowStart(thread(1000), 'gone', null)).toBe(1000 - THREAD_WINDOW);
    expect(windowStart(thread(10), 'gone', null)).toBe(0);
  });

  it('shows the whole thread, pages loaded later included, once the user reached its start', () => {
    expect(windowStart(thread(5000), null, null)).toBe(0);
  });

  it('chooses a window when a short thread outgrows it, keeping the messages that were shown', () => {
    // One message had arrived (over the socket) before the thread's 10,000 messages were merged under it.
    const merged = [...thread(10_000, -10_000), { key: 'live' }];
    expect(windowStart(merged, undefined, 'live')).toBe(merged.length - THREAD_WINDOW);
    // 500 older messages under the 150 shown: the 150 stay, with the newest of the others up to the window.
    const paged = [...thread(500, -500), ...thread(150)];
    expect(windowStart(paged, undefined, 'm0')).toBe(paged.length - THREAD_WINDOW);
    // 50 older messages under 200 shown (not asked for): the 200 stay, the 50 wait above until scrolled to.
    const older = [...thread(50, -50), ...thread(THREAD_WINDOW)];
    expect(windowStart(older, undefined, 'm0')).toBe(50);
    // Newer messages after the shown ones: nothing shown is taken away.
    const appended = [...thread(150), ...thread(300, 150)];
    expect(windowStart(appended, undefined, 'm0')).toBe(0);
  });

  it('grows by THREAD_WINDOW messages, then to the whole thread', () => {
    const messages = thread(1000);
    expect(grownWindowKey(messages, 800)).toBe(`m${800 - THREAD_WINDOW}`);
    expect(grownWindowKey(messages, THREAD_WINDOW)).toBeNull();
    expect(grownWindowKey(messages, 10)).toBeNull();
  });

  it('finds keys from the end', () => {
    expect(indexOfKey(thread(3), 'm1')).toBe(1);
    expect(indexOfKey(thread(3), 'x')).toBe(-1);
  });
});
