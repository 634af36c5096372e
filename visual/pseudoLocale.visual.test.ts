// Every widget story in the pseudo-locale (en-XA: each label accented, 40 % longer and between ⟦ ⟧; every value the
// locale's formats write marked the same way). Two checks per story, no screenshot:
// - any text a user reads that carries no marker was written in the code, not taken from the labels or the formats
//   (user content is exempt: it is what `dir="auto"` or `dir="ltr"` isolates, a widget's own text never is);
// - any text element whose text is clipped (its content wider or taller than its box where it cannot scroll and has
//   no ellipsis meant for it) fails: longer languages must wrap, never be cut or overlap.
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { planStories } from './captureStories';
import { endStory, newCanvas, recordBaseline, type PageBaseline } from './storyPage';
import { pseudoLocale } from './variants';

const MARK = '⟦';

/** The element a text node belongs to, and whether that text is user content (a name, a message, a number). */
function isUserContent(element: Element): boolean {
  const isolated = element.closest('[dir], bdi');
  // A widget root carries `lang` with its `dir`; user content carries `dir` alone (auto, or ltr for phones and ids).
  return isolated !== null && (isolated.tagName === 'BDI' || !isolated.hasAttribute('lang'));
}

/** Drawn for the eye: visible, and not a visually hidden text for screen readers (a 1 px box). */
function visible(element: Element): boolean {
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
  const box = element.getBoundingClientRect();
  return box.width > 1 && box.height > 1;
}

/** Read by screen readers only (a 1 px box): its text must be translated, but it cannot be clipped for the eye. */
function screenReaderOnly(element: Element): boolean {
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
  const box = element.getBoundingClientRect();
  return box.width <= 1 || box.height <= 1;
}

/** Where the story draws: its canvas and what it portalled (dialogs, notices). */
function roots(canvas: HTMLElement): Element[] {
  return [canvas, ...[...document.body.children].filter((el) => el !== canvas && el.tagName !== 'SCRIPT')];
}

function unmarkedTexts(canvas: HTMLElement): string[] {
  const found = new Set<string>();
  for (const root of roots(canvas)) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const element = node.parentElement;
      if (!element || !/\p{L}/u.test(text) || text.includes(MARK)) continue;
      if (
        element.closest('style, script, [aria-hidden="true"] svg, svg title, svg desc') &&
        element.tagName !== 'title'
      )
        continue;
      if (isUserContent(element) || !(visible(element) || screenReaderOnly(element))) continue;
      found.add(`text "${text.slice(0, 60)}" in <${element.tagName.toLowerCase()}>`);
    }
    for (const element of root.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value && /\p{L}/u.test(value) && !value.includes(MARK) && !isUserContent(element)) {
          found.add(`${name}="${value.slice(0, 60)}" on <${element.tagName.toLowerCase()}>`);
        }
      }
    }
  }
  return [...found];
}

function clippedTexts(canvas: HTMLElement): string[] {
  const found: string[] = [];
  for (const root of roots(canvas)) {
    for (const element of root.querySelectorAll<HTMLElement>('*')) {
      const hasText = [...element.childNodes].some(
        (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim(),
      );
      if (!hasText || !visible(element) || element.closest('svg, input, textarea, select')) continue;
      const style = getComputedStyle(element);
      if (style.textOverflow === 'ellipsis' || style.display === 'inline') continue;
      const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
      const wide = element.scrollWidth > element.clientWidth + 1 && !scrolls(style.overflowX);
      const tall = element.scrollHeight > element.clientHeight + 1 && !scrolls(style.overflowY);
      // A box with visible overflow that is wider than its box spills over its neighbours; a hidden one is cut.
      if (wide || (tall && style.overflowY !== 'visible')) {
        found.push(`"${(element.textContent ?? '').trim().slice(0, 40)}" in <${element.tagName.toLowerCase()}>`);
      }
    }
  }
  return found;
}

describe('the check itself', () => {
  test('finds a text written in the code and a clipped text, and exempts user content and hidden text', () => {
    const host = document.createElement('div');
    host.setAttribute('lang', 'en-XA');
    host.setAttribute('dir', 'ltr');
    host.innerHTML = [
      '<p>⟦Tráñšláţéd⟧</p>',
      '<p>Written in the code</p>',
      '<p dir="auto">A customer wrote this</p>',
      '<bdi>order_update</bdi>',
      '<span style="position:absolute;width:1px;height:1px;overflow:hidden">⟦Hídden⟧</span>',
      '<button aria-label="Close">⟦X⟧</button>',
      '<div style="width:40px;overflow:hidden;white-space:nowrap">⟦Á véry lóñg láběl thát dóéš ñót fít⟧</div>',
    ].join('');
    document.body.appendChild(host);
    try {
      expect(unmarkedTexts(host)).toEqual(['text "Written in the code" in <p>', 'aria-label="Close" on <button>']);
      expect(clippedTexts(host)).toEqual(['"⟦Á véry lóñg láběl thát dóéš ñót fít⟧" in <div>']);
    } finally {
      host.remove();
    }
  });
});

const plan = await planStories(pseudoLocale);

// As in the pictured runs: each story is unmounted when its test ends and the page put back (visual/storyPage.ts).
let baseline: PageBaseline | undefined;
beforeAll(() => {
  baseline = recordBaseline();
});
afterEach(async () => {
  if (baseline) await endStory(baseline);
});

await page.viewport(pseudoLocale.width, pseudoLocale.height);

for (const [file, stories] of plan) {
  describe(file, () => {
    for (const { story, excluded, sameAs } of stories) {
      if (excluded || sameAs) {
        const why = excluded ?? `the same first screen as ${sameAs} in the Arabic run: checked through it`;
        test.skip(`${story.storyName} (not checked: ${why})`, () => {});
        continue;
      }
      test(story.storyName, async () => {
        const canvas = newCanvas();
        await story.run({ canvasElement: canvas });
        await document.fonts.ready;
        // Let time-sliced and lazy content render.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const problems = [
          ...unmarkedTexts(canvas).map((p) => `written in the code: ${p}`),
          ...clippedTexts(canvas).map((p) => `clipped: ${p}`),
        ];
        expect(problems.join('\n')).toBe('');
      });
    }
  });
}
