import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { darkTheme, themeToCssVars } from '@wacrm/ui';

/** The static :root tokens of app.css must be exactly the dark theme of @wacrm/ui. */
describe('app.css theme tokens', () => {
  it('declares every custom property of the @wacrm/ui dark theme with the same value', () => {
    const css = readFileSync(new URL('./app.css', import.meta.url), 'utf8');
    const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
    const declared = Object.fromEntries(
      [...root.matchAll(/(--wacrm-[a-z0-9-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]),
    );
    const expected = themeToCssVars(darkTheme);
    expect(Object.keys(expected).length).toBeGreaterThan(40);
    for (const [name, value] of Object.entries(expected)) {
      expect(declared[name], name).toBe(value);
    }
  });
});
