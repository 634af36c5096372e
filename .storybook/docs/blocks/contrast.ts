import { contrastRatio, type WacrmColorTokens, type WacrmTheme } from '@wacrm/ui';

type ColorToken = keyof WacrmColorTokens;

/** A colour pair the widgets actually draw, with the WCAG minimum it must meet. */
export interface ContrastPair {
  foreground: ColorToken;
  background: ColorToken;
  /** Soft tints are translucent: they are laid over this opaque token first. */
  over?: ColorToken;
  /** 4.5 for text, 3 for large text and non-text UI (focus ring, icons). */
  minimum: 4.5 | 3;
  usage: string;
}

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { foreground: 'text', background: 'background', minimum: 4.5, usage: 'Body text on the page' },
  { foreground: 'text', background: 'surface', minimum: 4.5, usage: 'Body text on cards and panels' },
  { foreground: 'text', background: 'surfaceRaised', minimum: 4.5, usage: 'Text in dialogs and menus' },
  { foreground: 'textMuted', background: 'surface', minimum: 4.5, usage: 'Secondary text, hints, times' },
  { foreground: 'textMuted', background: 'surfaceRaised', minimum: 4.5, usage: 'Hints in dialogs' },
  { foreground: 'primaryText', background: 'primary', minimum: 4.5, usage: 'Primary button label' },
  { foreground: 'primaryText', background: 'primaryHover', minimum: 4.5, usage: 'Primary button label, hovered' },
  { foreground: 'dangerText', background: 'danger', minimum: 4.5, usage: 'Danger button label' },
  {
    foreground: 'primaryOnSoft',
    background: 'primarySoft',
    over: 'surfaceRaised',
    minimum: 4.5,
    usage: 'Selected item, primary badge',
  },
  { foreground: 'link', background: 'surface', minimum: 4.5, usage: 'Links' },
  { foreground: 'danger', background: 'surface', minimum: 4.5, usage: 'Error text' },
  { foreground: 'success', background: 'surface', minimum: 4.5, usage: 'Success text' },
  { foreground: 'warning', background: 'surface', minimum: 4.5, usage: 'Warning text' },
  { foreground: 'info', background: 'surface', minimum: 4.5, usage: 'Info text' },
  { foreground: 'text', background: 'bubbleOutgoing', minimum: 4.5, usage: 'Your message bubble' },
  { foreground: 'text', background: 'bubbleIncoming', minimum: 4.5, usage: "Customer's message bubble" },
  { foreground: 'focusRing', background: 'background', minimum: 3, usage: 'Focus ring on the page' },
  { foreground: 'focusRing', background: 'surface', minimum: 3, usage: 'Focus ring on cards' },
];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGBA = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i;

function rgbOfHex(hex: string): [number, number, number] {
  const h = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex;
  return [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: readonly number[]) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/**
 * The opaque colour a CSS colour shows over an opaque `backdrop` (hex): hex as is, `rgba()` alpha-blended.
 * Returns undefined for a colour it cannot read (a named colour, a gradient).
 */
export function opaqueColor(color: string, backdrop: string): string | undefined {
  const value = color.trim();
  if (HEX.test(value)) return value.toLowerCase();
  const m = RGBA.exec(value);
  if (!m || !HEX.test(backdrop)) return undefined;
  const alpha = m[4] === undefined ? 1 : Math.max(0, Math.min(1, Number(m[4])));
  const under = rgbOfHex(backdrop);
  return toHex([m[1], m[2], m[3]].map((v, i) => Number(v) * alpha + (under[i] ?? 0) * (1 - alpha)));
}

export interface ContrastResult extends ContrastPair {
  /** Undefined when a colour is not one `opaqueColor` reads. */
  ratio: number | undefined;
  passes: boolean;
}

/** Every pair of `CONTRAST_PAIRS` measured in `theme`. */
export function measureContrast(theme: WacrmTheme): ContrastResult[] {
  const c = theme.tokens.color;
  return CONTRAST_PAIRS.map((pair) => {
    const base = opaqueColor(c[pair.over ?? 'background'], '#000000') ?? '#000000';
    const bg = opaqueColor(c[pair.background], pair.over ? base : (opaqueColor(c.background, '#000000') ?? '#000000'));
    const fg = bg ? opaqueColor(c[pair.foreground], bg) : undefined;
    const ratio = fg && bg ? contrastRatio(fg, bg) : undefined;
    return { ...pair, ratio, passes: ratio !== undefined && ratio >= pair.minimum };
  });
}
