import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type AxeWindow = Window & { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/** An axe violation a journey meets because of a reported, not yet fixed bug (never a way to silence new ones). */
export interface KnownAxeBug {
  /** The axe rule id, e.g. 'page-has-heading-one'. */
  rule: string;
  /** What is wrong and where (the suspected file), as reported. */
  bug: string;
}

/** Runs axe (every rule it runs by default, as support/axe.ts does) and returns the violations. */
export async function axeViolations(page: Page): Promise<{ id: string; text: string }[]> {
  const loaded = await page.evaluate(() => Boolean((window as AxeWindow).axe));
  if (!loaded) await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as AxeWindow).axe;
    if (!axe) throw new Error('axe-core did not load');
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      text: `${v.id} (${v.impact ?? 'n/a'}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
    }));
  });
}

/**
 * Like `expectNoAxeViolations` (support/axe.ts), except that violations of the given known bugs' rules do not
 * fail: each one met is recorded as a 'known axe bug' annotation of the test so the report shows it. Any other
 * violation fails.
 */
export async function expectNoAxeViolationsExceptKnown(
  page: Page,
  label: string,
  known: readonly KnownAxeBug[],
): Promise<void> {
  const unexpected: string[] = [];
  for (const violation of await axeViolations(page)) {
    const bug = known.find((k) => k.rule === violation.id);
    if (bug) test.info().annotations.push({ type: 'known axe bug', description: `${label}: ${bug.bug}` });
    else unexpected.push(violation.text);
  }
  expect(unexpected, `axe violations on ${label}`).toEqual([]);
}

/**
 * Pins a known bug: the page's axe violations are exactly the bug's rule. Fails when anything else is violated,
 * and when the bug is fixed (then remove the bug's entry and this check, and check the screen strictly).
 */
export async function expectKnownAxeBugStillPresent(page: Page, label: string, bug: KnownAxeBug): Promise<void> {
  const violations = await axeViolations(page);
  expect(
    violations.map((v) => v.id),
    `axe violations on ${label}: ${violations.map((v) => v.text).join('; ') || 'none'}. If ${bug.rule} is gone, ` +
      'the known bug is fixed: remove it from KNOWN_BUGS and this test.',
  ).toEqual([bug.rule]);
}
