import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type AxeWindow = Window & { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/**
 * Injects axe-core into the page and asserts zero violations (every rule axe runs by default, colour contrast
 * included). `label` names the state in the failure message.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
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
