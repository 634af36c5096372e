import { whenIdle } from '../internal/idle';
import { cssVarName, vars } from './cssVars';

/** One run of text the warm-up lays out: a font, size, weight and style the theme's components use. */
export interface FontSample {
  fontFamily: string;
  fontSize: string;
  fontWeight: string;
  fontStyle: 'normal' | 'italic';
  /** What the run says: letters and digits, or an emoji (messages are full of them; they come from another font). */
  text: string;
}

const LETTERS = 'Aa0';
const EMOJI = '\u{1F44D}';

/**
 * What the components draw text with, in groups laid out one at a time: each size of the theme's text font in every
 * weight and in italics (WhatsApp formatting); the monospace font and an emoji at the body sizes (code and emoji in
 * messages and previews; code also at the 0.92em it is set in). Values are the theme's CSS custom properties, so a
 * host that re-themes with CSS warms its own fonts.
 */
export function themeFontSampleGroups(): FontSample[][] {
  const { font } = vars;
  const sizes = [font.sizeXs, font.sizeSm, font.sizeMd, font.sizeLg, font.sizeXl, font.sizeXxl];
  const weights = [font.weightRegular, font.weightMedium, font.weightBold];
  const text = (fontSize: string, fontWeight: string, fontStyle: FontSample['fontStyle'] = 'normal'): FontSample => ({
    fontFamily: font.family,
    fontSize,
    fontWeight,
    fontStyle,
    text: LETTERS,
  });
  const groups = sizes.map((size) => [
    ...weights.map((weight) => text(size, weight)),
    text(size, font.weightRegular, 'italic'),
  ]);
  const bodySizes = [font.sizeSm, font.sizeMd];
  // Code in formatted messages is set a little smaller than the text around it (0.92em in crm-widgets'
  // FormattedText): a size of its own for the browser's font lookups.
  const monoSizes = [...bodySizes, ...bodySizes.map((size) => `calc(${size} * 0.92)`)];
  groups.push(monoSizes.map((fontSize) => ({ ...text(fontSize, font.weightRegular), fontFamily: font.mono })));
  groups.push(bodySizes.map((fontSize) => ({ ...text(fontSize, font.weightRegular), text: EMOJI })));
  return groups;
}

/**
 * Lays out one group of hidden runs inside `root` now (a forced layout), then removes them. Returns false when
 * nothing was laid out (the root is not rendered, e.g. inside a `display: none` panel).
 */
export function layOutFontSamples(root: HTMLElement, samples: readonly FontSample[]): boolean {
  const doc = root.ownerDocument;
  const box = doc.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.setAttribute('data-wacrm-font-warmup', '');
  Object.assign(box.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    width: '0',
    height: '0',
    overflow: 'hidden',
    visibility: 'hidden',
    pointerEvents: 'none',
    whiteSpace: 'nowrap',
  });
  for (const { text, ...style } of samples) {
    const run = doc.createElement('span');
    Object.assign(run.style, style);
    run.textContent = text;
    box.appendChild(run);
  }
  root.appendChild(box);
  try {
    // Reading a layout figure lays the runs out now; an element that is not rendered has no boxes.
    void box.offsetWidth;
    return box.getClientRects().length > 0;
  } finally {
    box.remove();
  }
}

/** The theme's font custom properties (family, mono, sizes, weights), as the root resolves them. */
function fontSetOf(root: HTMLElement): string {
  const computed = root.ownerDocument.defaultView?.getComputedStyle(root);
  const names = Object.keys(vars.font).map((key) => cssVarName('font', key));
  return names.map((name) => (computed?.getPropertyValue(name) || root.style.getPropertyValue(name)).trim()).join('|');
}

/** Font sets already warmed, per document. */
const warmed = new WeakMap<Document, Set<string>>();

/**
 * Warms the theme's fonts inside `root`, one group per idle period, and returns a cancel. The first text a page lays
 * out in a font, size and weight makes the browser resolve that font (family list, fallbacks such as the emoji font,
 * the font file and its rendering settings; in Chromium on Linux a synchronous round trip to the browser process
 * each): a widget's first screen waited tens of milliseconds for it. Laid out ahead, while the browser is idle and in
 * small groups (each a short task), that cost is paid before a widget opens.
 *
 * Once per document and font set: the set is what the root resolves the theme's font variables to (so a theme, a
 * `style` override or host CSS with other fonts warms those), and it counts as warmed only when every group was laid
 * out. Two roots with the same fonts may both warm until one finishes; a root that is not rendered (hidden panel)
 * or whose layout read fails stops without counting, so a later one can warm. Nothing is left in the page.
 */
export function warmThemeFonts(root: HTMLElement, schedule: (task: () => void) => () => void = whenIdle): () => void {
  // Built in the first idle period, not as the provider mounts (with the page's first render).
  let groups: FontSample[][] | null = null;
  let fontSet: string | null = null;
  let cancelNext: (() => void) | null = null;
  const warmedSets = () => {
    const doc = root.ownerDocument;
    let sets = warmed.get(doc);
    if (!sets) {
      sets = new Set();
      warmed.set(doc, sets);
    }
    return sets;
  };
  const step = (index: number) => {
    cancelNext = schedule(() => {
      cancelNext = null;
      if (!root.isConnected) return;
      fontSet ??= fontSetOf(root);
      const sets = warmedSets();
      if (sets.has(fontSet)) return;
      groups ??= themeFontSampleGroups();
      const group = groups[index];
      if (!group) {
        sets.add(fontSet);
        return;
      }
      try {
        if (!layOutFontSamples(root, group)) return;
      } catch {
        // Only an optimisation: a page where it fails renders as it would have without it.
        return;
      }
      step(index + 1);
    });
  };
  step(0);
  return () => {
    cancelNext?.();
    cancelNext = null;
  };
}
