import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findSamePictures, samePicturesFile } from '../visual/samePictures.mjs';

describe('visual/samePictures.json (stories drawn through a twin in the runs without play functions)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wacrm-same-pictures-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names, per run and component, each story whose picture is byte for byte an earlier one', () => {
    const folder = join(dir, 'widgets-x');
    mkdirSync(folder);
    const write = (name: string, bytes: string) => writeFileSync(join(folder, `${name}.png`), bytes);
    write('a-ar', 'first screen');
    write('b-ar', 'first screen');
    write('c-ar', 'error screen');
    write('b-ar-phone', 'first screen'); // another run: not b-ar's twin
    write('c-ar-phone', 'first screen');
    write('b-dark', 'first screen'); // a played run: never skipped
    expect(findSamePictures(dir)).toEqual({
      ar: { 'widgets-x--b': 'widgets-x--a' },
      'ar-phone': { 'widgets-x--c': 'widgets-x--b' },
    });
  });

  it('is what the committed references say (after `npm run test:visual:update`, commit it)', () => {
    expect(JSON.parse(readFileSync(samePicturesFile, 'utf8'))).toEqual(findSamePictures());
  });
});
