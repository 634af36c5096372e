// The page the visual suite draws its stories on, and what each story must not leave on it for the next one: its
// React root (and the portals it owns: dialogs, notices, the media viewer), anything else it added to the body, the
// attributes it set on <html> and <body> (`dir`, `lang`, a modal's `overflow: hidden` scroll lock) and the page's
// scroll position. Storybook's portable stories unmount a story only when the next one starts, after the runner has
// already sized the page for it; here the runner unmounts each story when its test ends and puts the page back.
import { createElement, Fragment } from 'react';
import { composeStory } from '@storybook/react-vite';

/** What the page is before any story: what a story's test ends by restoring. */
export interface PageBaseline {
  bodyChildren: ReadonlySet<Element>;
  htmlAttributes: ReadonlyMap<string, string>;
  bodyAttributes: ReadonlyMap<string, string>;
}

function attributesOf(el: Element): Map<string, string> {
  return new Map([...el.attributes].map((attribute) => [attribute.name, attribute.value]));
}

/** The page as it is now (call before the first story). */
export function recordBaseline(): PageBaseline {
  return {
    bodyChildren: new Set(document.body.children),
    htmlAttributes: attributesOf(document.documentElement),
    bodyAttributes: attributesOf(document.body),
  };
}

/** Sets `el`'s attributes back to `expected`; returns the attributes that differed, as `name="value"` (or `-name`). */
function restoreAttributes(el: Element, expected: ReadonlyMap<string, string>): string[] {
  const changed: string[] = [];
  for (const [name, value] of attributesOf(el)) {
    if (expected.get(name) === value) continue;
    // An emptied style attribute (a scroll lock released) changes nothing on the page.
    if (!(name === 'style' && !value.trim() && !expected.has(name))) changed.push(`${name}="${value}"`);
    if (!expected.has(name)) el.removeAttribute(name);
  }
  for (const [name, value] of expected) {
    if (el.getAttribute(name) === value) continue;
    if (!el.hasAttribute(name)) changed.push(`-${name}`);
    el.setAttribute(name, value);
  }
  return changed;
}

/**
 * A story that draws nothing: loading it runs the teardown Storybook keeps for the story run before it (its React
 * root unmounted, which removes its portals and runs its effects' cleanups, such as a dialog's scroll lock).
 */
const teardown = composeStory({ render: () => createElement(Fragment) }, { title: 'visual/teardown' }, {}, 'Teardown');

/** Unmounts the story drawn last (Storybook would do it only when the next story starts). */
async function unmountLastStory(): Promise<void> {
  await teardown.load();
}

/**
 * Puts the page back as `baseline` has it: removes what is in the body beyond it (a canvas, a portal whose root was
 * not unmounted, an element a story appended itself), restores the attributes of <html> and <body>, scrolls to the
 * top. Returns what it found changed (empty when the story left nothing), described for a test's message.
 */
function restorePage(baseline: PageBaseline): string[] {
  const left: string[] = [];
  for (const el of [...document.body.children]) {
    if (baseline.bodyChildren.has(el)) continue;
    left.push(`in the body: ${el.outerHTML.slice(0, 120)}`);
    el.remove();
  }
  left.push(...restoreAttributes(document.documentElement, baseline.htmlAttributes).map((a) => `on <html>: ${a}`));
  left.push(...restoreAttributes(document.body, baseline.bodyAttributes).map((a) => `on <body>: ${a}`));
  if (window.scrollX || window.scrollY) {
    left.push(`page scrolled to ${window.scrollX}, ${window.scrollY}`);
    window.scrollTo(0, 0);
  }
  return left;
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether every image on the page has loaded (or failed) and been decoded. */
async function imagesDone(): Promise<boolean> {
  const images = [...document.images];
  if (images.some((image) => !image.complete)) return false;
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  return true;
}

/** How long `settle` waits for the page to stop changing before it gives up (the screenshot's own wait follows). */
export const SETTLE_TIMEOUT_MS = 3000;
/** How long the page must go without a change for `settle` to consider it drawn. */
export const QUIET_MS = 150;

/**
 * Waits until the story has drawn what it draws by itself after its render and play: its canvas is not empty (a lazy
 * chunk, its labels, has arrived), fonts and images have loaded, and nothing in the body has changed for QUIET_MS
 * (a deferred portal mounted, a fetched preview shown). Gives up after SETTLE_TIMEOUT_MS (a story that keeps
 * changing, such as a running progress bar, is then pictured as the screenshot's own stability wait finds it).
 * Returns how long it waited, in ms.
 */
export async function settle(canvas: HTMLElement): Promise<number> {
  const start = performance.now();
  let lastChange = start;
  const observer = new MutationObserver(() => {
    lastChange = performance.now();
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    while (performance.now() - start < SETTLE_TIMEOUT_MS) {
      await document.fonts.ready;
      await frame();
      const drawn = canvas.offsetHeight > 0 && (await imagesDone()) && document.fonts.status === 'loaded';
      if (drawn && performance.now() - lastChange >= QUIET_MS) break;
      await delay(QUIET_MS / 3);
    }
  } finally {
    observer.disconnect();
  }
  return performance.now() - start;
}

const TRANSPARENT = new Set(['transparent', 'rgba(0, 0, 0, 0)']);
/** Elements that draw something of their own whatever their style. */
const REPLACED = new Set(['IMG', 'SVG', 'VIDEO', 'CANVAS', 'IFRAME', 'INPUT', 'TEXTAREA', 'SELECT', 'PROGRESS', 'HR']);

/**
 * Whether `el` itself puts pixels on the page: text of its own, an image or control, a background, a border, a
 * shadow or an outline. An empty container (the notices' viewport with no notice in it, 8 px tall at the bottom of a
 * phone's screen) paints nothing.
 */
export function paints(el: Element): boolean {
  if (REPLACED.has(el.tagName.toUpperCase())) return true;
  if ([...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) return true;
  const style = getComputedStyle(el);
  if (!TRANSPARENT.has(style.backgroundColor) || style.backgroundImage !== 'none') return true;
  if (style.boxShadow !== 'none') return true;
  if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) return true;
  return (['Top', 'Right', 'Bottom', 'Left'] as const).some(
    (side) =>
      style[`border${side}Style`] !== 'none' &&
      Number.parseFloat(style[`border${side}Width`]) > 0 &&
      !TRANSPARENT.has(style[`border${side}Color`]),
  );
}

/**
 * The bottom of what `el` shows, in px from the top of the viewport: its box, cut by the ancestors (up to `root`) that
 * clip their content (`overflow` other than visible), such as a dialog's scrolled body. A fixed element escapes them.
 */
function shownBottom(el: Element, root: Element): number {
  let bottom = el.getBoundingClientRect().bottom;
  if (getComputedStyle(el).position === 'fixed') return bottom;
  for (let parent = el.parentElement; parent && parent !== root.parentElement; parent = parent.parentElement) {
    const style = getComputedStyle(parent);
    if (style.overflowY !== 'visible') bottom = Math.min(bottom, parent.getBoundingClientRect().bottom);
    if (style.position === 'fixed') break;
  }
  return bottom;
}

/**
 * How far down the page something outside the story's canvas is painted (portalled dialogs, their backdrop, notices,
 * popovers), in px from the top of the page; 0 when nothing is. Only elements that paint count (see `paints`), at
 * more than 1 px (visually hidden live regions), and only as far as they are shown (content scrolled out of a
 * dialog's body is not): an empty container or hidden content never stretches a picture.
 */
export function portalledBottom(canvas: HTMLElement): number {
  let bottom = 0;
  for (const root of document.body.children) {
    if (root === canvas || !(root instanceof HTMLElement) || root.tagName === 'SCRIPT' || root.tagName === 'STYLE') {
      continue;
    }
    for (const el of [root, ...root.querySelectorAll('*')]) {
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (!paints(el)) continue;
      bottom = Math.max(bottom, shownBottom(el, root) + window.scrollY);
    }
  }
  return bottom;
}

type ComposedStory = ReturnType<typeof composeStory>;

/** A new, empty canvas for a story, at the end of the body. */
export function newCanvas(): HTMLElement {
  const canvas = document.createElement('div');
  canvas.dataset.visualCanvas = '';
  // An id, so a locator made from it stays unique when a widget adds a portal beside it later (its path alone,
  // 'html > body > div', then matched both).
  canvas.id = 'visual-canvas';
  document.body.appendChild(canvas);
  return canvas;
}

/**
 * Draws `story` in `canvas` as the suite pictures it: the story runs (render, then its play function, so a story
 * about an open menu or a failed form is drawn in that state), the page settles (`settle`), and the canvas grows down
 * to what the story paints outside it (a dialog and its backdrop, a notice), so that is in the picture.
 */
export async function drawStory(story: ComposedStory, canvas: HTMLElement): Promise<void> {
  await story.run({ canvasElement: canvas });
  await settle(canvas);
  const canvasTop = canvas.getBoundingClientRect().top + window.scrollY;
  const bottom = portalledBottom(canvas);
  if (bottom > canvasTop + canvas.offsetHeight) canvas.style.minHeight = `${Math.ceil(bottom - canvasTop)}px`;
}

/**
 * Ends the story drawn last: unmounts it (its portals and effects with it), removes its canvas and puts the page back
 * as `baseline` has it. Returns what the story had left beyond its React root (empty when nothing).
 */
export async function endStory(baseline: PageBaseline): Promise<string[]> {
  await unmountLastStory();
  document.getElementById('visual-canvas')?.remove();
  return restorePage(baseline);
}
