import { darkTheme, lightTheme, type WacrmTheme } from './tokens';
import { ensureContrast, readableOn, shade, withAlpha } from './color';

export interface BrandThemeInput {
  /** Brand primary colour as hex, e.g. '#7c3aed'. */
  primary: string;
  /** CSS font-family list for all text. */
  fontFamily?: string;
  /** Base corner radius in px; small/large radii are derived from it. */
  radius?: number;
  /** Start from the dark (default) or the light theme. */
  mode?: 'dark' | 'light';
  name?: string;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Derives a complete theme from a few brand inputs, keeping text on and in the primary colour readable.
 * Bad input never throws: a primary that is not a hex colour keeps the base theme's primary, and a radius that is
 * not a finite number keeps the base radius (negative radii become 0).
 */
export function createBrandTheme(input: BrandThemeInput): WacrmTheme {
  const base = input.mode === 'light' ? lightTheme : darkTheme;
  const t = base.tokens;
  const rawPrimary = typeof input.primary === 'string' ? input.primary.trim() : '';
  const primary = HEX.test(rawPrimary) ? (rawPrimary.startsWith('#') ? rawPrimary : `#${rawPrimary}`) : t.color.primary;
  const radius =
    typeof input.radius === 'number' && Number.isFinite(input.radius)
      ? Math.max(0, input.radius)
      : parseInt(t.radius.md, 10);
  return {
    name: input.name ?? 'brand',
    mode: base.mode,
    tokens: {
      ...t,
      color: {
        ...t.color,
        primary: primary,
        primaryHover: shade(primary, base.mode === 'dark' ? 0.12 : -0.12),
        primaryText: readableOn(primary),
        primarySoft: withAlpha(primary, 0.16),
        // Readable on the soft tint laid over the raised surface (the worst case for badges and selected items).
        primaryOnSoft: ensureContrast(primary, shade(t.color.surfaceRaised, base.mode === 'dark' ? 0.12 : -0.1), 4.6),
        focusRing: base.mode === 'dark' ? shade(primary, 0.35) : shade(primary, -0.2),
      },
      radius: {
        sm: `${Math.max(0, Math.round(radius / 2))}px`,
        md: `${radius}px`,
        lg: `${Math.round(radius * 1.5)}px`,
        pill: t.radius.pill,
      },
      font: { ...t.font, family: input.fontFamily ?? t.font.family },
    },
  };
}
