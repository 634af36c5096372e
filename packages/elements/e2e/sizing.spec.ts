import { API, expect, registerUser, storeSession, test } from './support';

/**
 * The inbox was a fixed 640 px tall, so in a 300 px container with `height: 100%` it spilled
 * over the page below. Now it takes its element's height whenever that height is definite (a sized container with
 * `height: 100%`, 100vh, a flex item, a grid item) and 640 px otherwise; nothing of it reaches outside its element.
 */
const cases = [
  ['box', 300],
  ['viewport', 720],
  ['flex', 360],
  ['grid', 350],
  ['default', 640],
] as const;

test('the inbox fills a 300 px box, the viewport, a flex and a grid item, and is 640 px tall otherwise', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await storeSession(page, await registerUser(request));
  await page.goto(`/sizing.html?api=${encodeURIComponent(API)}`);
  for (const [id, height] of cases) {
    const inbox = page.locator(`#${id}`);
    // Signed in: the widget's content is there (its composer placeholder or list title).
    await expect(inbox.getByRole('heading', { name: 'Conversations' })).toBeVisible({ timeout: 30_000 });
    const boxes = await inbox.evaluate((host) => {
      const widget = host.shadowRoot!.querySelector('[data-wacrm-widget="conversations"]')!;
      const after = document.getElementById(`after-${host.id}`)!;
      after.scrollIntoView({ block: 'center' });
      const marker = after.getBoundingClientRect();
      // What the page shows just below the element, across its width: the marker, never a piece of the widget.
      const below = [0.05, 0.5, 0.95].map((x) => {
        const hit = document.elementFromPoint(marker.left + marker.width * x, marker.top + 1);
        return hit?.id ?? hit?.localName;
      });
      return {
        host: host.getBoundingClientRect().height,
        widget: widget.getBoundingClientRect().height,
        gap: marker.top - host.getBoundingClientRect().bottom,
        below,
      };
    });
    expect(boxes.host, id).toBeCloseTo(height, 0);
    expect(boxes.widget, id).toBeCloseTo(height, 0);
    expect(boxes.gap, id).toBeGreaterThanOrEqual(-0.5);
    expect(boxes.below, id).toEqual([`after-${id}`, `after-${id}`, `after-${id}`]);
  }
});
