import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Diff images of an earlier run are removed before a new one, so visual/__diffs__ shows only this run's changes. */
export function setup(): void {
  rmSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '__diffs__'), { recursive: true, force: true });
}
