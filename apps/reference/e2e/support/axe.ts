import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type AxeWindow = Window & { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/**
 * Injects axe-core into the page and asserts zero violations (every rule axe runs by default, colour contrast
 * included) once the running animations have ended. `label` names the state in the failure message.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  // Checks the settled screen: a dialog or notice still fading in is partly transparent, and its blended colours
  // fail the contrast rule (seen once a production build made the check run within the 200 ms fade). Waits for the
  // finite CSS animations and transitions running now (not spinners, which never end), at most 2 s.
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.allSettled(finite.map((a) => a.finished)),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
  const loaded = await page.evaluate(() => Boolean((window as AxeWindow).axe));
  if (!loaded) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as AxeWindow).axe;
    if (!axe) throw new Error('axe-core did not load');
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
    );
  });
  expect(violations, `axe violations on ${label}`).toEqual([]);
}
