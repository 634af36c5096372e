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
  // fail the contrast rule (seen once a production build made the check run within the 200 ms fade). Waits, at most
  // 2 s, until a frame shows no finite CSS animation or transition running (spinners, which never end, do not count),
  // so one that starts while another ends is waited for too.
  await page.evaluate(async () => {
    const deadline = performance.now() + 2000;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (;;) {
      await frame();
      const finite = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      const left = deadline - performance.now();
      if (finite.length === 0 || left <= 0) return;
      await Promise.race([
        Promise.allSettled(finite.map((a) => a.finished)),
        new Promise((resolve) => setTimeout(resolve, left)),
      ]);
    }
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
