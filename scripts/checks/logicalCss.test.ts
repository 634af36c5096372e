import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Right-to-left layouts come from logical CSS: `margin-inline-start`, `inset-inline-end`, `text-align: start`. A
// physical property (left/right) stays on the left in Arabic. This check reads every style in the packages and the
// reference app and fails on a physical one, outside the named exceptions below (each with its reason).

const root = join(import.meta.dirname, '../..');
const SCANNED = ['packages/ui/src', 'packages/crm-widgets/src', 'packages/elements/src', 'apps/reference/src'];

/** Physical properties and values, in CSS text or in React style objects. */
const PHYSICAL: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /\b(margin|padding|border|scroll-margin|scroll-padding)-(left|right)\b/, what: 'a left/right box side' },
  { pattern: /\b(margin|padding|border)(Left|Right)\b/, what: 'a left/right box side (style object)' },
  { pattern: /(^|[\s;{,(])(left|right)\s*:/, what: 'a left/right offset' },
  { pattern: /\btext-align\s*:\s*(left|right)\b|textAlign:\s*['"](left|right)['"]/, what: 'text-align left/right' },
  { pattern: /\b(float|clear)\s*:\s*(left|right)\b/, what: 'float/clear left/right' },
  {
    pattern: /\bborder-(top|bottom)-(left|right)-radius\b|border(Top|Bottom)(Left|Right)Radius/,
    what: 'a corner radius',
  },
  { pattern: /\btranslateX\(/, what: 'a horizontal move (mirror it under :dir(rtl))' },
];

/** `margin: a b c d` / `padding: a b c d` with different right and left values. */
function asymmetricShorthand(line: string): boolean {
  const match = /\b(margin|padding|inset)\s*:\s*(.+);\s*$/.exec(line);
  if (!match) return false;
  // Top-level values: spaces inside parentheses or `${...}` do not separate values.
  const values: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of (match[2] ?? '').trim()) {
    if (char === '(' || char === '{') depth += 1;
    if (char === ')' || char === '}') depth -= 1;
    if (char === ' ' && depth === 0) {
      if (current) values.push(current);
      current = '';
    } else current += char;
  }
  if (current) values.push(current);
  return values.length === 4 && values[1] !== values[3];
}

/** Physical styles kept on purpose: file, a piece of the line, and why. */
const EXCEPTIONS: ReadonlyArray<{ file: string; line: string; why: string }> = [
  {
    file: 'packages/ui/src/components/Switch/Switch.styles.ts',
    line: 'translateX(',
    why: 'the thumb moves to the end side; a `:dir(rtl)` rule beside it moves it the other way',
  },
  {
    file: 'packages/ui/src/components/Notifications/Notifications.styles.ts',
    line: 'translateX(var(--wacrm-notice-slide',
    why: 'notices slide in from the end side: the variable is negative under `:dir(rtl)`',
  },
  {
    file: 'packages/ui/src/theme/warmFonts.ts',
    line: "left: '0'",
    why: 'an invisible measuring element placed off screen; its side does not matter',
  },
  {
    file: 'packages/crm-widgets/src/campaigns/DeliveryAnalytics/DeliveryAnalytics.tsx',
    line: 'const PAD = { left:',
    why: "the chart's SVG coordinates (the chart reads left to right in every language, as the table below it)",
  },
];

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else if (/\.(ts|tsx|css)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

function findings(): string[] {
  const out: string[] = [];
  for (const dir of SCANNED) {
    for (const path of filesUnder(join(root, dir))) {
      const file = relative(root, path);
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
          const excepted = EXCEPTIONS.some((e) => e.file === file && line.includes(e.line));
          if (excepted) return;
          for (const { pattern, what } of PHYSICAL) {
            if (pattern.test(line)) out.push(`${file}:${index + 1}: ${what}: ${line.trim()}`);
          }
          if (asymmetricShorthand(line)) {
            out.push(`${file}:${index + 1}: a four-value shorthand with different left and right: ${line.trim()}`);
          }
        });
    }
  }
  return out;
}

describe('logical CSS (right-to-left layouts)', () => {
  it('uses no physical left/right property outside the named exceptions', () => {
    expect(findings()).toEqual([]);
  });

  it('finds what it is meant to find', () => {
    const lines = [
      '  margin-left: 4px;',
      '  right: 0;',
      '  text-align: left;',
      '  style={{ paddingRight: 8 }}',
      '  padding: 1px 2px 3px 4px;',
      '  padding: ${a} calc(1px + 2px) 0 ${b};',
      '  transform: translateX(8px);',
      '  border-top-left-radius: 4px;',
    ];
    for (const line of lines) {
      const hit = PHYSICAL.some(({ pattern }) => pattern.test(line)) || asymmetricShorthand(line);
      expect(hit, line).toBe(true);
    }
    for (const line of [
      '  margin-inline-start: 4px;',
      '  padding: 1px 2px 3px 2px;',
      '  inset-inline-end: 0;',
      '  padding: ${({ $padding }) => paddings[$padding]};',
    ]) {
      const hit = PHYSICAL.some(({ pattern }) => pattern.test(line)) || asymmetricShorthand(line);
      expect(hit, line).toBe(false);
    }
  });

  it('lists only exceptions that still match a line', () => {
    for (const e of EXCEPTIONS) {
      expect(readFileSync(join(root, e.file), 'utf8'), e.file).toContain(e.line);
    }
  });
});
