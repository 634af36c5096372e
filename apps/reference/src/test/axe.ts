import axe from 'axe-core';

/**
 * Runs axe on a jsdom subtree and returns readable violations. Colour contrast needs real layout and is checked
 * in the browser (Playwright journeys) instead.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
