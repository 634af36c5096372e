// Compares two sets of runs of a browser benchmark written with BENCH_JSON: for each scenario and figure, the median
// before and after, the difference and its bootstrap 95% interval (bench/stats.mjs). An interval that excludes 0 is
// a change; one that includes it is no difference this machine can tell.
// Usage: node bench/compare.mjs before.json[,more.json...] after.json[,more.json...]
// (several files on a side are pooled: e.g. one per interleaved invocation, as bench/ab.mjs writes them).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { median, medianDifference } from './stats.mjs';

/** The runs of each figure in these files, pooled: key `scenario\tfigure` -> { name, figure, values }. */
export function pool(files) {
  const byKey = new Map();
  for (const file of files) {
    const { figures } = JSON.parse(readFileSync(file, 'utf8'));
    for (const { scenario, name, figure, values } of figures) {
      const key = `${scenario}\t${figure}`;
      const entry = byKey.get(key) ?? { scenario, name, figure, values: [] };
      entry.values.push(...values.filter((v) => typeof v === 'number' && Number.isFinite(v)));
      byKey.set(key, entry);
    }
  }
  return byKey;
}

const fmt = (v) => (Number.isFinite(v) ? v.toFixed(1) : '-');

/** Prints the comparison table of two pooled sets of runs. */
export function printComparison(before, after) {
  const fewest = Math.min(...[...before.values(), ...after.values()].map((entry) => entry.values.length));
  if (fewest < 10)
    console.log(`(only ${fewest} runs on a side: the intervals below are too narrow to trust under ~10)`);
  let scenario = '';
  for (const [key, entry] of after) {
    const earlier = before.get(key);
    if (!earlier) continue;
    if (entry.scenario !== scenario) {
      scenario = entry.scenario;
      console.log(`\n${entry.scenario}: ${entry.name}`);
      console.log(
        `${'figure'.padEnd(54)}${'n'.padEnd(9)}${'before'.padEnd(9)}${'after'.padEnd(9)}difference [95% interval]`,
      );
    }
    const { difference, low, high } = medianDifference(earlier.values, entry.values);
    const n = `${earlier.values.length}/${entry.values.length}`;
    const verdict = low > 0 ? '  higher' : high < 0 ? '  lower' : '';
    console.log(
      `${entry.figure.padEnd(54)}${n.padEnd(9)}${fmt(median(earlier.values)).padEnd(9)}` +
        `${fmt(median(entry.values)).padEnd(9)}${fmt(difference)} [${fmt(low)}, ${fmt(high)}]${verdict}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [beforeArg, afterArg] = process.argv.slice(2);
  if (!beforeArg || !afterArg) {
    console.error('Usage: node bench/compare.mjs before.json[,more.json...] after.json[,more.json...]');
    process.exit(2);
  }
  printComparison(pool(beforeArg.split(',')), pool(afterArg.split(',')));
}
