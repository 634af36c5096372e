// Where the long tasks of a Chromium performance trace spend their time (bench/media-thread.bench.ts with
// BENCH_PROFILE=1). The trace is Chromium's JSON trace (playwright's browser.startTracing) with the categories in
// TRACE_CATEGORIES: the renderer main thread's tasks and what runs in them (script, style, layout, paint, image
// decoding, observers), and the V8 sampling profiler's samples, which name the JavaScript functions.

/** The trace categories the summary needs (tasks, timeline events, JavaScript samples). */
export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown>;
}

interface CpuNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** A trace event name's group, for the breakdown: what a long task's time is spent on. */
const GROUPS: ReadonlyArray<[RegExp, string]> = [
  // The sampling profiler starting (a task of a few hundred ms as the trace begins) and taking its samples.
  [/^(V8\.InvokeApiInterruptCallbacks|V8\.HandleInterrupts|V8\.StackGuard)$/, 'the profiler itself (tracing)'],
  [/^(UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation|ParseAuthorStyleSheet)$/, 'style recalculation'],
  [/^(Layout|UpdateLayout|InvalidateLayout)$/, 'layout'],
  [/^(Paint|PaintImage|PrePaint|Layerize|UpdateLayer|UpdateLayerTree|CompositeLayers|Commit|RasterTask)$/, 'paint'],
  [/Decode|ImageDecode|Image/, 'image decode'],
  [/IntersectionObserver/, 'IntersectionObserver'],
  [/ResizeObserver/, 'ResizeObserver'],
  [/GC|Gc|gc/, 'garbage collection'],
  [/^(ParseHTML|EvaluateScript|v8\.compile|v8\.parseOnBackground|CompileScript|v8\.compileModule)/, 'parse/compile'],
];

/** JavaScript functions whose inclusive time the summary shows (who the script time belongs to). */
const WATCHED: ReadonlyArray<[RegExp, string]> = [
  [/^measureElement$/, 'virtualiser measureElement (ref or RO)'],
  [/^resizeItem$/, 'virtualiser resizeItem'],
  [/^getMeasurements$|^getMeasurementOptions$/, 'virtualiser getMeasurements'],
  [/^notify$/, 'virtualiser notify (-> re-render)'],
  [/^flushSync/, 'react flushSync'],
  [/^(performWorkOnRoot|performSyncWorkOnRoot|renderRootSync|renderRootConcurrent|workLoopSync)$/, 'react render'],
  [/^commitRoot(Impl|WhenReady)?$/, 'react commit'],
  [/^(useOnScreen|computeIntersections)$/, 'IntersectionObserver callback'],
  [/^(createObjectURL|acquire|peek|release)$/, 'object URLs (media cache)'],
  [/^(ThreadView|MessageThread)$/, 'ThreadView render'],
  [/^MessageBubble$/, 'MessageBubble render'],
  [/^(MessageMedia|ImageMedia)$/, 'MessageMedia render'],
  [/^photosInDom$/, 'the bench page itself (photosInDom)'],
];

const ms = (us: number) => us / 1000;

function groupOf(name: string): string {
  for (const [re, group] of GROUPS) if (re.test(name)) return group;
  return 'script and other';
}

export interface TraceSummary {
  longTasks: number;
  longTaskMs: number;
  longestMs: number;
  /** Self time (ms) in the long tasks by group of trace event. */
  byGroup: Array<[string, number]>;
  /** Self time (ms) in the long tasks by trace event name (top 15). */
  byEvent: Array<[string, number]>;
  /** Sampled JavaScript time (ms) in the long tasks: inclusive, by watched function. */
  byWatched: Array<[string, number]>;
  /** Sampled JavaScript self time (ms) in the long tasks by function (top 15). */
  bySelf: Array<[string, number]>;
}

/** Summarises the long tasks (> `thresholdMs`) of the renderer main thread of the page at `url`. */
export function summariseTrace(trace: { traceEvents: TraceEvent[] } | TraceEvent[], thresholdMs = 50): TraceSummary {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  // The renderer main thread(s): the ones named CrRendererMain that ran the most.
  const mainThreads = new Set<string>();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name' && (e.args?.name as string) === 'CrRendererMain') {
      mainThreads.add(`${e.pid}:${e.tid}`);
    }
  }
  const onMain = (e: TraceEvent) => mainThreads.has(`${e.pid}:${e.tid}`);
  const complete = events.filter((e) => e.ph === 'X' && e.dur !== undefined && onMain(e)).sort((a, b) => a.ts - b.ts);
  const tasks = complete.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  // Top-level tasks only (a task within a task is a nested loop, counted in its parent).
  const long: TraceEvent[] = [];
  let coveredUntil = -1;
  for (const t of tasks) {
    if (t.ts < coveredUntil) continue;
    coveredUntil = t.ts + (t.dur ?? 0);
    if (ms(t.dur ?? 0) > thresholdMs) long.push(t);
  }
  const inLong = (ts: number) => {
    // Binary search over the (sorted, disjoint) long tasks.
    let lo = 0;
    let hi = long.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const t = long[mid]!;
      if (ts < t.ts) hi = mid - 1;
      else if (ts > t.ts + (t.dur ?? 0)) lo = mid + 1;
      else return true;
    }
    return false;
  };

  // Self time of every event inside a long task (its duration less its children's), per name.
  const selfByName = new Map<string, number>();
  const stack: Array<{ e: TraceEvent; children: number }> = [];
  const close = (upTo: number) => {
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      if (top.e.ts + (top.e.dur ?? 0) > upTo) break;
      stack.pop();
      const self = (top.e.dur ?? 0) - top.children;
      if (inLong(top.e.ts)) selfByName.set(top.e.name, (selfByName.get(top.e.name) ?? 0) + self);
      const parent = stack[stack.length - 1];
      if (parent) parent.children += top.e.dur ?? 0;
    }
  };
  for (const e of complete) {
    close(e.ts);
    stack.push({ e, children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  const byGroupMap = new Map<string, number>();
  for (const [name, self] of selfByName) {
    const group = name === 'RunTask' || name === 'ThreadControllerImpl::RunTask' ? 'task overhead' : groupOf(name);
    byGroupMap.set(group, (byGroupMap.get(group) ?? 0) + self);
  }

  // JavaScript samples (the V8 sampling profiler's ProfileChunk events of the main thread's isolate).
  const nodes = new Map<number, CpuNode>();
  const selfByFn = new Map<string, number>();
  const watchedTime = new Map<string, number>();
  const starts = new Map<string, number>();
  for (const e of events) {
    if (e.name === 'Profile' && e.id !== undefined && onMain(e)) {
      starts.set(e.id, (e.args?.data as { startTime: number }).startTime);
    }
  }
  const clocks = new Map<string, number>();
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.id === undefined || !starts.has(e.id)) continue;
    const data = e.args?.data as {
      cpuProfile?: { nodes?: CpuNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    let clock = clocks.get(e.id) ?? starts.get(e.id)!;
    for (let i = 0; i < samples.length; i++) {
      const delta = deltas[i] ?? 0;
      clock += delta;
      const next = deltas[i + 1] ?? delta;
      if (!inLong(clock)) continue;
      const leaf = nodes.get(samples[i]!);
      if (!leaf) continue;
      const span = Math.max(0, next);
      const fn = leaf.callFrame.functionName || '(anonymous)';
      if (!['(idle)', '(program)', '(root)'].includes(fn)) {
        const where = leaf.callFrame.url
          ? ` ${leaf.callFrame.url.split('/').pop()}:${leaf.callFrame.lineNumber + 1}`
          : '';
        selfByFn.set(`${fn}${where}`, (selfByFn.get(`${fn}${where}`) ?? 0) + span);
      }
      const seen = new Set<string>();
      for (let n: CpuNode | undefined = leaf; n; n = n.parent !== undefined ? nodes.get(n.parent) : undefined) {
        for (const [re, label] of WATCHED) {
          if (!seen.has(label) && re.test(n.callFrame.functionName)) {
            seen.add(label);
            watchedTime.set(label, (watchedTime.get(label) ?? 0) + span);
          }
        }
      }
    }
    clocks.set(e.id, clock);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]): [string, number] => [k, ms(v)]);
  return {
    longTasks: long.length,
    longTaskMs: ms(long.reduce((s, t) => s + (t.dur ?? 0), 0)),
    longestMs: ms(long.reduce((m, t) => Math.max(m, t.dur ?? 0), 0)),
    byGroup: top(byGroupMap, 20),
    byEvent: top(selfByName, 15),
    byWatched: top(watchedTime, 20),
    bySelf: top(selfByFn, 15),
  };
}

/** The summary as lines of text. */
export function formatSummary(title: string, s: TraceSummary): string {
  const lines = [
    `\n${title}: ${s.longTasks} long tasks (> 50 ms) in the trace, ${s.longTaskMs.toFixed(0)} ms in all, longest ${s.longestMs.toFixed(0)} ms`,
  ];
  const table = (heading: string, rows: Array<[string, number]>) => {
    lines.push(`  ${heading}`);
    for (const [k, v] of rows) lines.push(`    ${v.toFixed(1).padStart(8)} ms  ${k}`);
  };
  table('self time in the long tasks, by kind (trace events)', s.byGroup);
  table('self time in the long tasks, by trace event', s.byEvent);
  table('sampled JavaScript in the long tasks, inclusive, by function watched', s.byWatched);
  table('sampled JavaScript in the long tasks, self, by function', s.bySelf);
  return lines.join('\n');
}
