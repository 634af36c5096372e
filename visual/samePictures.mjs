// The stories whose picture in a run without play functions (Arabic at 1280 px and on a phone) is the same, byte for
// byte, as another story's of the same component: drawn without its play function, a story often shows the same first
// screen as its siblings. Such a story is not drawn again in that run (nor in the pseudo-locale's, which draws the same
// stories the same way): its twin's picture stands for it. `npm run test:visual:update` draws every story and
// rewrites visual/samePictures.json from the references; a unit test fails when the file is not what the references
// say (scripts/visualSamePictures.test.ts).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const samePicturesFile = path.join(here, 'samePictures.json');
const referenceDir = path.join(here, '__screenshots__');

/** The runs without play functions whose same pictures are skipped. */
export const UNPLAYED_VARIANTS = ['ar', 'ar-phone'];

/**
 * Per unplayed variant, story id -> the id of the story whose reference picture is the same (the first of them by
 * name, which is drawn).
 */
export function findSamePictures(dir = referenceDir) {
  const out = Object.fromEntries(UNPLAYED_VARIANTS.map((variant) => [variant, {}]));
  if (!existsSync(dir)) return out;
  for (const component of readdirSync(dir).sort()) {
    const folder = path.join(dir, component);
    const files = readdirSync(folder).filter((file) => file.endsWith('.png'));
    for (const variant of UNPLAYED_VARIANTS) {
      const first = new Map();
      // The story's name is what precedes the variant's suffix (`-ar.png` never ends `-ar-phone.png`).
      const suffix = `-${variant}.png`;
      for (const file of files.filter((name) => name.endsWith(suffix)).sort()) {
        const hash = createHash('sha256')
          .update(readFileSync(path.join(folder, file)))
          .digest('hex');
        const id = `${component}--${file.slice(0, -suffix.length)}`;
        const twin = first.get(hash);
        if (twin) out[variant][id] = twin;
        else first.set(hash, id);
      }
    }
  }
  return out;
}

/** Writes visual/samePictures.json from the references. */
export function writeSamePictures(dir = referenceDir) {
  writeFileSync(samePicturesFile, `${JSON.stringify(findSamePictures(dir), null, 2)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) writeSamePictures();
