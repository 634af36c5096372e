// Every widget story in the pseudo-locale (en-XA: each label accented, 40 % longer and between ⟦ ⟧; every value the
// locale's formats write marked the same way). Two checks per story, no screenshot:
// - any text a user reads that carries no marker was written in the code, not taken from the labels or the formats
//   (user content is exempt: it is what `dir="auto"` or `dir="ltr"` isolates, a widget's own text never is);
// - any text element whose text is clipped (its content wider or taller than its box where it cannot scroll and has
//   no ellipsis meant for it) fails: longer languages must wrap, never be cut or overlap.
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { planStories } from './captureStories';
import { pseudoLocale } from './variants';

const MARK = '⟦';

/** The element a text node belongs to, and whether that text is user content (a name, a message, a number). */
function isUserContent(element: Element): boolean {
  const isolated = element.closest('[dir]');
  // A widget root carries `lang` with its `dir`; user content carries `dir` alone (auto, or ltr for phones and ids).
  return isolated !== null && !isolated.hasAttribute('lang');
}

function visible(element: Element): boolean {
  return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
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
      if (element.closest('style, script, [aria-hidden="true"] svg, svg title, svg desc') && element.tagName !== 'title')
        continue;
      if (isUserContent(element) || !visible(element)) continue;
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

const plan = await planStories(pseudoLocale);

let canvas: HTMLElement | undefined;
afterEach(() => {
  canvas?.remove();
  canvas = undefined;
});

await page.viewport(pseudoLocale.width, pseudoLocale.height);

for (const [file, stories] of plan) {
  describe(file, () => {
    for (const { story, excluded } of stories) {
      if (excluded) {
        test.skip(`${story.storyName} (not checked: ${excluded})`, () => {});
        continue;
      }
      test(story.storyName, async () => {
        canvas = document.createElement('div');
        document.body.appendChild(canvas);
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
