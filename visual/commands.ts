// Server commands of the visual suite (Node side): the browser tests cannot read the file system, and the check
// that every reference image still belongs to a story needs the list of images on disk.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserCommand } from 'vitest/node';

export const referenceDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '__screenshots__');

/** Reference images on disk, as names relative to visual/__screenshots__ without `.png` (`ui-button/primary-dark`). */
export const listVisualReferences: BrowserCommand<[]> = () =>
  (existsSync(referenceDir) ? readdirSync(referenceDir, { recursive: true, encoding: 'utf8' }) : [])
    .filter((file) => file.endsWith('.png'))
    .map((file) =>
      file
        .split(path.sep)
        .join('/')
        .replace(/\.png$/, ''),
    )
    .sort();

/** Deletes the named reference images (names as listVisualReferences gives them; nothing outside the folder). */
export const removeVisualReferences: BrowserCommand<[names: string[]]> = (_context, names) => {
  for (const name of names) {
    const file = path.resolve(referenceDir, `${name}.png`);
    if (!file.startsWith(referenceDir + path.sep)) throw new Error(`Not a reference image: ${name}`);
    rmSync(file, { force: true });
  }
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Reference images on disk (visual/commands.ts), as `ui-button/primary-dark`. */
    listVisualReferences: () => Promise<string[]>;
    /** Deletes the named reference images (visual/commands.ts). */
    removeVisualReferences: (names: string[]) => Promise<void>;
  }
}
