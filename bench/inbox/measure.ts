// Helpers shared by the benchmark pages (bench/inbox/main.tsx and floor.tsx): frames, waiting for the DOM, and when
// content was on screen.

export function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

/**
 * Resolves in a task after the current one: called in an animation frame's callback, after that frame's style,
 * layout and paint on the main thread (they run at the end of the frame's task).
 */
export function nextTask(): Promise<number> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve(performance.now());
    };
    channel.port2.postMessage(null);
  });
}

export function until(selector: string, timeoutMs = 20_000): Promise<number> {
  return new Promise((resolve, reject) => {
    if (document.querySelector(selector)) {
      resolve(performance.now());
      return;
    }
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`${selector} did not appear`));
    }, timeoutMs);
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.now());
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * When content was on screen (Element Timing: the frame's presentation time, after raster and compositing, which
 * the next animation frame does not wait for). `watchFirstPaint(selector, pick, id)` gives the first text element of
 * the element `pick` chooses among those matching `selector` the attribute `elementtiming="id"` as soon as it is in
 * the DOM (a mutation observer runs before the frame that paints it); `onScreen(id)` resolves with the entry's time,
 * or NaN when the browser has no Element Timing or reports nothing within 5 s.
 */
const onScreenTimes = new Map<string, number>();
const onScreenWaiters = new Map<string, (t: number) => void>();
const elementTiming = PerformanceObserver.supportedEntryTypes?.includes('element') ?? false;
if (elementTiming) {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Array<PerformanceEntry & { identifier: string; renderTime: number }>) {
      if (onScreenTimes.has(e.identifier)) continue;
      onScreenTimes.set(e.identifier, e.renderTime);
      onScreenWaiters.get(e.identifier)?.(e.renderTime);
    }
  }).observe({ type: 'element', buffered: true });
}

/** The first element under `root` (itself included) with text of its own. */
function firstTextElement(root: Element): Element | null {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => (n.nodeValue?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
  });
  return walker.nextNode()?.parentElement ?? null;
}

export function watchFirstPaint(selector: string, pick: (matches: Element[]) => Element | undefined, id: string): void {
  onScreenTimes.delete(id);
  const tag = () => {
    const target = pick([...document.querySelectorAll(selector)]);
    const text = target ? firstTextElement(target) : null;
    if (!text) return false;
    text.setAttribute('elementtiming', id);
    return true;
  };
  if (tag()) return;
  const observer = new MutationObserver(() => {
    if (tag()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}

export function onScreen(id: string): Promise<number> {
  if (!elementTiming) return Promise.resolve(Number.NaN);
  const known = onScreenTimes.get(id);
  if (known !== undefined) return Promise.resolve(known);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(Number.NaN), 5000);
    onScreenWaiters.set(id, (t) => {
      clearTimeout(timer);
      resolve(t);
    });
  });
}

/**
 * Long tasks of the page (Long Tasks API: tasks over 50 ms, wall-clock), collected from the page's start. Empty
 * when the browser has no Long Tasks API (`longTasksSupported`).
 */
export const longTasks: Array<{ start: number; duration: number }> = [];
export const longTasksSupported = PerformanceObserver.supportedEntryTypes?.includes('longtask') ?? false;
if (longTasksSupported) {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * The longest task that started between `from` and `to` (performance.now() times; 0 when none was over 50 ms), once
 * the browser has reported the tasks up to `to` (its entries arrive after the task, so this waits a little).
 * The task that was running at `from` is not counted: the pages set `from` as they start the mount, at the end of a
 * task that did other work (evaluating the page's module, which builds the fixtures); the mount itself is rendered
 * in later tasks (React schedules the first render of a new root in a task of its own).
 */
export async function longestTaskBetween(from: number, to: number): Promise<{ longest: number; count: number }> {
  await new Promise((resolve) => setTimeout(resolve, 100));
  const tasks = longTasks.filter((t) => t.start >= from && t.start <= to);
  return { longest: tasks.reduce((m, t) => Math.max(m, t.duration), 0), count: tasks.length };
}
