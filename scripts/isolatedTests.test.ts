import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isolatedTestFiles } from './isolatedTests';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dirs = ['packages', 'apps', 'scripts', '.storybook', 'bench'];

function testFiles(): string[] {
  return dirs.flatMap((dir) =>
    (readdirSync(join(root, dir), { recursive: true }) as string[])
      .map((file) => join(dir, file))
      .filter((file) => !file.includes('node_modules') && /\.test\.tsx?$/.test(file)),
  );
}

describe('isolated tests (scripts/isolatedTests.ts)', () => {
  it('lists every test file that replaces modules', () => {
    const replacing = testFiles().filter((file) =>
      /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(replacing.length).toBeGreaterThan(0);
    expect(replacing.filter((file) => !isolatedTestFiles.includes(file))).toEqual([]);
  });

  it('names files that exist', () => {
    expect(isolatedTestFiles.filter((file) => !existsSync(join(root, file)))).toEqual([]);
  });
});
