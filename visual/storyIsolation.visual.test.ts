// The visual suite's pictures depend on their own story only (visual/storyPage.ts): what a story leaves on the page
// does not change the next story's picture, an empty container outside the canvas (the notices' viewport before any
// notice) never stretches a picture whenever it mounts, and a story that draws after its render (a lazy chunk) is
// pictured once it has drawn. Stories made here, drawn the way the suite draws every story.
import { composeStory } from '@storybook/react-vite';
import { createElement, lazy, useEffect, useState, type CSSProperties, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { drawStory, endStory, newCanvas, recordBaseline, type PageBaseline } from './storyPage';

const box = (height: number, background: string): CSSProperties => ({ height, background, width: '100%' });

/**
 * A story that leaves things behind when it is unmounted, as a careless widget might: a tall dialog-like overlay in
 * the body (not a React portal), `dir` and `lang` on <html>, a scroll lock on <body>.
 */
function Leaky() {
  useEffect(() => {
    const overlay = document.createElement('div');
    overlay.setAttribute('style', 'position: absolute; inset: 0 0 auto 0; height: 2000px; background: #a00');
    document.body.appendChild(overlay);
    document.documentElement.setAttribute('dir', 'rtl');
    document.documentElement.setAttribute('lang', 'ar');
    document.body.style.overflow = 'hidden';
  }, []);
  return createElement('div', { style: box(3000, '#0a0') }, 'Leaky');
}

/**
 * A short story with what every widget's notices add: an empty viewport, fixed at the bottom of the screen, mounted
 * a moment after the story (a transition), 8 px tall and painting nothing. And a React portal of its own that
 * paints (a 20 px bar at 150 px from the top) which its picture must reach.
 */
function Short() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setMounted(true), 50);
    return () => clearTimeout(timer);
  }, []);
  const viewport = createElement(
    'div',
    {
      'data-testid': 'empty-viewport',
      style: {
        position: 'fixed',
        insetBlockEnd: 16,
        insetInline: 16,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
      },
    },
    createElement('div'),
    createElement('div'),
  );
  const bar = createElement('div', { style: { position: 'absolute', top: 150, left: 0, ...box(20, '#00a') } });
  return createElement(
    'div',
    { style: box(100, '#333') },
    'Short',
    createPortal(bar, document.body),
    mounted ? createPortal(viewport, document.body) : null,
  );
}

/**
 * A story that draws nothing, decorators included, until its chunk arrives 400 ms after its render (as the Arabic
 * media story waits for its lazy labels): a lazy component with no Suspense boundary above it.
 */
const LateChunk = lazy(
  () =>
    new Promise<{ default: () => ReactElement }>((resolve) => {
      setTimeout(() => resolve({ default: () => createElement('div', { style: box(240, '#555') }, 'Drawn') }), 400);
    }),
);

const meta = { title: 'visual/isolation' };
const leaky = composeStory({ render: () => createElement(Leaky) }, meta, {}, 'Leaky');
const short = composeStory({ render: () => createElement(Short) }, meta, {}, 'Short');
const lateChunk = composeStory({ render: () => createElement(LateChunk) }, meta, {}, 'LateChunk');

type Story = typeof short;

let baseline: PageBaseline;
beforeAll(async () => {
  await page.viewport(375, 812);
  baseline = recordBaseline();
});
afterEach(async () => {
  await endStory(baseline);
});

/** The picture the suite takes of `story` (its canvas, grown down to what it portalled), as PNG data and a size. */
async function picture(story: Story): Promise<{ png: string; width: number; height: number }> {
  const canvas = newCanvas();
  await drawStory(story, canvas);
  const { width, height } = canvas.getBoundingClientRect();
  const png = await page.screenshot({ element: canvas, save: false });
  return { png, width, height };
}

test('a story drawn after a story that left things on the page is pictured as when drawn alone', async () => {
  const alone = await picture(short);
  expect(await endStory(baseline)).toEqual([]);

  await picture(leaky);
  // The leaky story's leftovers are found and removed when it ends.
  const left = await endStory(baseline);
  expect(left).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^in the body: <div style="position: absolute/),
      'on <html>: dir="rtl"',
      'on <html>: lang="ar"',
      'on <body>: style="overflow: hidden;"',
    ]),
  );

  const after = await picture(short);
  expect(after.height).toBe(alone.height);
  expect(after.png).toBe(alone.png);
});

test('an empty container outside the canvas does not stretch the picture, a painting portal does, whenever they mount', async () => {
  const { height } = await picture(short);
  // The empty viewport is on the page (8 px tall, at the bottom of the screen), but not in the picture: the picture
  // reaches the portalled bar (150 + 20 px), not the viewport's 796 px.
  const viewport = document.querySelector<HTMLElement>('[data-testid="empty-viewport"]');
  expect(viewport?.getBoundingClientRect().bottom).toBe(812 - 16);
  expect(height).toBe(170);
});

test('a story that draws after its render is pictured once it has drawn', async () => {
  const { height } = await picture(lateChunk);
  // 240 px and the decorator's 16 px padding above and below.
  expect(height).toBe(240 + 2 * 16);
});
