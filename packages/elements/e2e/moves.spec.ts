import type { Page } from '@playwright/test';
import { API, expect, registerUser, signInByEmailCode, simulateInbound, test } from './support';

/**
 * A rendered <wacrm-inbox> moved in the DOM (what Vue, Angular and React do when they reorder
 * keyed nodes) lost every style rule (157 to 0): a moved <style> element gets a new sheet from its text, and the
 * production styles live outside it. After each move here every node of the widget has the same computed style as
 * before, its rules are back (the rules of what is on screen: a sheet only ever grows, so the count before a move
 * also holds rules of views since left), and the open conversation and the draft are kept.
 */
const slow = { timeout: 30_000 };

/** The inbox's rule count and the computed look of every node in its shadow root (layout-independent properties). */
const looks = (page: Page) =>
  page.evaluate(() => {
    const inbox =
      document.querySelector('wacrm-inbox') ??
      document.querySelector('#shadow-host')?.shadowRoot?.querySelector('wacrm-inbox');
    const root = inbox!.shadowRoot!;
    const properties = ['display', 'font-family', 'font-size', 'font-weight', 'color', 'background-color'];
    properties.push('padding-inline-start', 'padding-block-start', 'border-block-end-width', 'border-radius', 'gap');
    const nodes = [...root.querySelectorAll('[data-wacrm-mount] *, [data-wacrm-portals] *')];
    return {
      rules: [...root.styleSheets].reduce((n, sheet) => n + sheet.cssRules.length, 0),
      styles: nodes.map((node) => {
        const style = getComputedStyle(node);
        return `${node.localName}: ${properties.map((p) => style.getPropertyValue(p)).join(' | ')}`;
      }),
    };
  });

test('a rendered inbox keeps its styles, its open conversation and its draft through every kind of move', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await registerUser(request);
  await simulateInbound(request, user.userId, { from: '+919812300002', name: 'Bo Chen', text: 'Where is my parcel?' });
  await page.goto(`/?api=${encodeURIComponent(API)}`);
  await signInByEmailCode(page, request, page.locator('wacrm-login'), user.email);

  const inbox = page.locator('wacrm-inbox');
  await inbox.getByRole('option', { name: /Bo Chen/ }).click(slow);
  const thread = inbox.getByRole('list', { name: 'Messages with Bo Chen' });
  await expect(thread.getByText('Where is my parcel?')).toBeVisible(slow);
  const composer = inbox.getByRole('textbox', { name: 'Message' });
  await composer.fill('Let me check the tracking number');
  // The pointer off the widget: a hovered row would look different once the move put another row under it.
  await page.mouse.move(0, 0);
  // Once transitions are over (the send button's colour after typing): two looks 300 ms apart are the same.
  let before = await looks(page);
  await expect
    .poll(async () => {
      await page.waitForTimeout(300);
      const now = await looks(page);
      const settled = JSON.stringify(now) === JSON.stringify(before);
      before = now;
      return settled;
    })
    .toBe(true);
  expect(before.rules).toBeGreaterThan(100);
  expect(before.styles.join('\n')).toContain('Inter');

  const stillTheSame = async (move: string) => {
    await expect
      .poll(async () => (await looks(page)).styles, { message: `computed styles after ${move}` })
      .toEqual(before.styles);
    expect((await looks(page)).rules, `style rules after ${move}`).toBeGreaterThan(100);
    await expect(thread.getByText('Where is my parcel?'), move).toBeVisible();
    await expect(composer, move).toHaveValue('Let me check the tracking number');
  };

  // 1. A move within one task, as a framework reorders keyed nodes.
  await page.evaluate(() => {
    const element = document.querySelector('wacrm-inbox')!;
    const other = document.createElement('section');
    document.body.append(other);
    other.appendChild(element);
  });
  await stillTheSame('a same-task move');

  // 2. Into another component's shadow root.
  await page.evaluate(() => {
    const host = document.createElement('div');
    host.id = 'shadow-host';
    document.body.appendChild(host);
    host.attachShadow({ mode: 'open' }).appendChild(document.querySelector('wacrm-inbox')!);
  });
  await stillTheSame('a move into another shadow root');

  // 3. Hidden with display: none, then shown again.
  await page.evaluate(() => {
    const element = document.querySelector('#shadow-host')!.shadowRoot!.querySelector<HTMLElement>('wacrm-inbox')!;
    element.style.display = 'none';
  });
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    const element = document.querySelector('#shadow-host')!.shadowRoot!.querySelector<HTMLElement>('wacrm-inbox')!;
    element.style.display = '';
  });
  await stillTheSame('display: none and back');

  // 4. Taken out and put back a moment later (a framework's re-render within the grace period).
  await page.evaluate(async () => {
    const element = document.querySelector('#shadow-host')!.shadowRoot!.querySelector('wacrm-inbox')!;
    element.remove();
    await new Promise((resolve) => setTimeout(resolve, 300));
    document.body.appendChild(element);
  });
  await stillTheSame('a removal and insertion 300 ms apart');
});
