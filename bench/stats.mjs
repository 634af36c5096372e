// Statistics for comparing two sets of benchmark runs (bench/compare.mjs): the median, and a bootstrap interval of
// the difference of medians. On a shared 2-core machine single figures move by several ms from run to run, so a
// before/after claim is a difference with its interval, not two medians side by side.

/** The median (the mean of the two middle values for an even count); NaN for no values. */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * A seeded pseudo-random generator (mulberry32): the same interval for the same runs, every time. The mock API's
 * seed has the same generator (`prng` in apps/mock-api/seed/seed.ts); it is TypeScript inside an app, which these
 * plain Node scripts cannot import, so the seven lines stand here too.
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function resample(values, random) {
  return values.map(() => values[Math.floor(random() * values.length)]);
}

/**
 * The difference of medians (after - before) and its bootstrap percentile interval: both sets resampled with
 * replacement `rounds` times. `level` 0.95 gives the 2.5th and 97.5th percentiles.
 */
export function medianDifference(before, after, { rounds = 4000, level = 0.95, seed = 1 } = {}) {
  const difference = median(after) - median(before);
  if (before.length === 0 || after.length === 0) return { difference, low: Number.NaN, high: Number.NaN };
  const random = seededRandom(seed);
  const differences = [];
  for (let i = 0; i < rounds; i++) differences.push(median(resample(after, random)) - median(resample(before, random)));
  differences.sort((a, b) => a - b);
  const tail = (1 - level) / 2;
  const at = (q) => differences[Math.min(rounds - 1, Math.max(0, Math.round(q * (rounds - 1))))];
  return { difference, low: at(tail), high: at(1 - tail) };
}
