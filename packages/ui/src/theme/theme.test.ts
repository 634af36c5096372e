import { describe, expect, it } from 'vitest';
import { contrastRatio, ensureContrast } from './color';
import { createBrandTheme } from './createBrandTheme';
import { themeToCssVars, vars } from './cssVars';
import { darkTheme, lightTheme, type WacrmTheme } from './tokens';

/** Composites an rgba() tint over an opaque hex background. */
function over(tint: string, background: string): string {
  const m = /rgba\((\d+), (\d+), (\d+), ([\d.]+)\)/.exec(tint);
  if (!m) return tint;
  const [r, g, b, a] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
  const bg = background.replace('#', '');
  const mix = (c: number, i: number) => Math.round(c * a + parseInt(bg.slice(i, i + 2), 16) * (1 - a));
  return `#${[mix(r, 0), mix(g, 2), mix(b, 4)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function textPairs(theme: WacrmTheme): [string, string, string][] {
  const c = theme.tokens.color;
  const pairs: [string, string, string][] = [];
  for (const bg of [c.background, c.surface, c.surfaceRaised, c.surfaceHover]) {
    pairs.push(['text', c.text, bg], ['textMuted', c.textMuted, bg], ['danger', c.danger, bg], ['link', c.link, bg]);
    pairs.push(
      ['success on soft', c.success, over(c.successSoft, bg)],
      ['warning on soft', c.warning, over(c.warningSoft, bg)],
      ['danger on soft', c.danger, over(c.dangerSoft, bg)],
      ['primaryOnSoft on soft', c.primaryOnSoft, over(c.primarySoft, bg)],
      ['textMuted on neutralSoft', c.textMuted, over(c.neutralSoft, bg)],
    );
  }
  pairs.push(['primaryText on primary', c.primaryText, c.primary], ['dangerText on danger', c.dangerText, c.danger]);
  return pairs;
}

const brand = createBrandTheme({ primary: '#7c3aed', fontFamily: 'Georgia, serif', radius: 14 });
const lightBrand = createBrandTheme({ primary: '#f5a623', mode: 'light' });

describe('theme tokens', () => {
  it.each([darkTheme, lightTheme, brand, lightBrand].map((t) => [t.name + '/' + t.mode, t] as const))(
    '%s: every text colour reaches WCAG AA (4.5:1) on the surfaces it is used on',
    (_name, theme) => {
      for (const [label, fg, bg] of textPairs(theme)) {
        expect({ label, ratio: contrastRatio(fg, bg) >= 4.5 }).toEqual({ label, ratio: true });
      }
    },
  );

  it('exposes every token as a CSS custom property, and vars fall back to the dark theme', () => {
    const css = themeToCssVars(lightTheme);
    expect(css['--wacrm-color-primary']).toBe(lightTheme.tokens.color.primary);
    expect(css['--wacrm-z-index-modal']).toBe(lightTheme.tokens.zIndex.modal);
    expect(vars.color.primary).toBe(`var(--wacrm-color-primary, ${darkTheme.tokens.color.primary})`);
    expect(Object.keys(themeToCssVars(darkTheme)).sort()).toEqual(Object.keys(css).sort());
  });
});

describe('createBrandTheme', () => {
  it('derives primary colours, font and radii from a few inputs', () => {
    expect(brand.tokens.color.primary).toBe('#7c3aed');
    expect(brand.tokens.color.primaryText).toBe('#ffffff');
    expect(brand.tokens.font.family).toBe('Georgia, serif');
    expect(brand.tokens.radius).toMatchObject({ sm: '7px', md: '14px', lg: '21px' });
    expect(lightBrand.mode).toBe('light');
    expect(lightBrand.tokens.color.primaryText).toBe('#0b141a');
  });

  it('never crashes on bad input: an invalid colour keeps the base primary, a bad radius the base radius', () => {
    const odd = createBrandTheme({ primary: 'purple-ish', radius: Number.NaN });
    expect(odd.tokens.color.primary).toBe(darkTheme.tokens.color.primary);
    expect(odd.tokens.radius.md).toBe(darkTheme.tokens.radius.md);
    expect(createBrandTheme({ primary: '#abc', radius: -4 }).tokens.radius.md).toBe('0px');
  });

  it('ensureContrast shades a colour until it is readable', () => {
    const fixed = ensureContrast('#7c3aed', '#111b21', 4.5);
    expect(contrastRatio(fixed, '#111b21')).toBeGreaterThanOrEqual(4.5);
    expect(ensureContrast('#ffffff', '#000000')).toBe('#ffffff');
  });
});
