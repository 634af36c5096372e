// Setup of the `visual` Vitest project (screenshots of every story, see visual/README section in the root README).
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { FIXTURE_NOW } from '@wacrm/whatsapp-sdk/testing';
import { configure } from 'storybook/test';
import { beforeAll, vi } from 'vitest';
import { bundledFontFaces } from '../.storybook/fonts';
import * as projectAnnotations from '../.storybook/preview';

// The stories' decorators, theme toolbar and parameters, and the a11y addon: the dark run checks every story with axe
// once it is played (CI plays the stories once, here; see visual/variants.ts), the other runs turn it off per story.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// Same patience as the storybook project (see .storybook/vitest.setup.ts): a limit for findBy*/waitFor, not a delay.
configure({ asyncUtilTimeout: 5000 });

// A frozen clock, only for Date (timers stay real, so play functions and the fake clients still run): whatever reads
// the time (relative times, "today" separators, a copyright year, default fixture dates) draws the same pixels on
// every run. The stories' own fixtures use the same instant (FIXTURE_NOW, 2026-11-21 10:00 UTC).
vi.useFakeTimers({ toFake: ['Date'], now: FIXTURE_NOW });

// Nothing moves in a screenshot: no animation, no transition, no blinking caret. Only in this project; the stories
// themselves keep their motion (and the storybook project already runs with reduced motion).
const still = document.createElement('style');
still.dataset.visual = 'still';
still.textContent = [
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }',
  'html, body { margin: 0; }',
].join('\n');
document.head.appendChild(still);

beforeAll(async () => {
  // The bundled Inter faces are fetched before the first story is drawn; a face that does not load (the CSS was not
  // processed, a file is missing) stops the suite here rather than drawing every story in a fallback font.
  const loaded = await Promise.all(bundledFontFaces.map((face) => document.fonts.load(face)));
  const missing = bundledFontFaces.filter((_, i) => !loaded[i]?.some((font) => font.status === 'loaded'));
  if (missing.length) throw new Error(`Bundled Inter faces did not load: ${missing.join(', ')}`);
});
