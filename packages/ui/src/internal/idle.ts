/** Runs `task` when the browser is idle (a timeout where there is no requestIdleCallback); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  const g = globalThis as {
    requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  if (typeof g.requestIdleCallback === 'function' && typeof g.cancelIdleCallback === 'function') {
    const id = g.requestIdleCallback(task, { timeout: 2000 });
    return () => g.cancelIdleCallback?.(id);
  }
  const id = setTimeout(task, 50);
  return () => clearTimeout(id);
}
