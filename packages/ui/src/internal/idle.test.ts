import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('runs the task after a short timeout where there is no requestIdleCallback, and can be cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const ran = vi.fn();
    whenIdle(ran);
    const cancelledTask = vi.fn();
    whenIdle(cancelledTask)();
    vi.advanceTimersByTime(100);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(cancelledTask).not.toHaveBeenCalled();
  });

  it('uses requestIdleCallback with a timeout where there is one, and cancels through cancelIdleCallback', () => {
    const request = vi.fn((_cb: () => void, _options?: { timeout: number }) => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const task = vi.fn();
    const stop = whenIdle(task);
    expect(request).toHaveBeenCalledWith(task, { timeout: 2000 });
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
