// Shared by the browser benchmarks (bench/inbox-browser.bench.mjs, bench/reference-inbox.bench.mjs).

/**
 * Waits until every Chromium process together used at most 10 ms of CPU in each of two 100 ms windows in a row
 * (the CPU times have a 10 ms resolution here), or 5 s. Returns whether the browser became idle.
 */
export async function browserIdle(cdp, timeoutMs = 5000) {
  const cpuMs = async () =>
    (await cdp.send('SystemInfo.getProcessInfo')).processInfo.reduce((sum, p) => sum + p.cpuTime, 0) * 1000;
  const end = Date.now() + timeoutMs;
  let previous = await cpuMs();
  let quiet = 0;
  while (Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await cpuMs();
    quiet = now - previous <= 10 ? quiet + 1 : 0;
    previous = now;
    if (quiet >= 2) return true;
  }
  return false;
}
