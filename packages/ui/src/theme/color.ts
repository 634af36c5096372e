/** Small colour helpers for deriving brand themes (hex in, hex out; no dependency needed). */
export function parseHex(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m || !m[1]) throw new Error(`Expected a hex colour such as #25d366, got "${hex}"`);
  const h = m[1].length === 3 ? m[1].replace(/./g, (c) => c + c) : m[1];
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

export function toHex([r, g, b]: [number, number, number]): string {
  const c = (n: number) =>
    Math.max(0, Math.min(255, Math.round(n)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Mix a colour towards black (amount < 0) or white (amount > 0), amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const p = Math.abs(amount);
  return toHex(parseHex(hex).map((v) => v + (target - v) * p) as [number, number, number]);
}

export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = parseHex(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Picks whichever of the two candidates reads better on the background. */
export function readableOn(background: string, light = '#ffffff', dark = '#0b141a'): string {
  return contrastRatio(background, light) >= contrastRatio(background, dark) ? light : dark;
}

/**
 * Shades `color` towards white (on dark backgrounds) or black (on light ones) until it reaches `min` contrast
 * against `background`; returns it unchanged when it already does.
 */
export function ensureContrast(color: string, background: string, min = 4.5): string {
  const towards = luminance(background) < 0.5 ? 1 : -1;
  let candidate = color;
  for (let step = 1; step <= 20 && contrastRatio(candidate, background) < min; step += 1) {
    candidate = shade(color, towards * step * 0.05);
  }
  return candidate;
}
