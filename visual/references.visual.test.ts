import { expect, test } from 'vitest';
import { commands, server } from 'vitest/browser';
import { planStories } from './captureStories';
import { variants } from './variants';

// A reference image whose story was renamed or deleted would stay in the repository for ever, and a designer would
// review pictures of nothing. `npm run test:visual:update` removes them; a plain run names them.
// A story drawn through its twin (visual/samePictures.json) keeps its own reference: it is drawn again when the
// references are updated.
test('every reference image belongs to a story that is compared', async () => {
  const plans = await Promise.all(variants.map((variant) => planStories(variant)));
  const expected = new Set(
    plans.flatMap((plan) => plan.flatMap(([, stories]) => stories.filter((s) => !s.excluded).map((s) => s.name))),
  );
  const stale = (await commands.listVisualReferences()).filter((name) => !expected.has(name));
  if (stale.length && server.config.snapshotOptions.updateSnapshot === 'all') {
    await commands.removeVisualReferences(stale);
    return;
  }
  expect(stale, 'reference images without a story: run `npm run test:visual:update` to remove them').toEqual([]);
});
