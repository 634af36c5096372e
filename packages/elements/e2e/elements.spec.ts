import type { Page } from '@playwright/test';
import { API, expect, registerUser, signInByEmailCode, simulateInbound, test } from './support';

/**
 * The script-tag build on a plain HTML page with hostile CSS, against the mock API: sign in with <wacrm-login>, the
 * <wacrm-inbox> next to it lists conversations, a message arrives live, a dialog opens inside the shadow root,
 * a reply is sent, the elements' events reach the page, and neither side's CSS reaches the other.
 */
const slow = { timeout: 30_000 };

interface RecordedEvent {
  type: string;
  target: string;
  detail: Record<string, unknown>;
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { wacrmEvents: RecordedEvent[] }).wacrmEvents);

/** Computed style of the first element matching `selector` in an element's shadow root. */
function shadowStyle(page: Page, host: string, selector: string, property: string) {
  return page.evaluate(
    ([h, s, p]) => {
      const node = document.querySelector(h)?.shadowRoot?.querySelector(s);
      return node ? getComputedStyle(node).getPropertyValue(p) : null;
    },
    [host, selector, property] as const,
  );
}

test('the global build signs in, runs the live inbox in shadow roots, and keeps the page and the widgets apart', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await registerUser(request);
  await simulateInbound(request, user.userId, {
    from: '+919812300001',
    name: 'Ann Lee',
    text: 'Hi, is my order shipped?',
  });

  // The page has one script tag of ours, the loader; it fetches the code of the widgets on the page (and only
  // those) from the folder next to it.
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(`/?api=${encodeURIComponent(API)}`);
  expect(scripts[0]).toBe('/dist/wacrm-elements.global.js');
  // The host's hostile CSS is in force on the host page.
  await expect(page.getByRole('heading', { name: 'Partner portal' })).toHaveCSS('font-family', 'serif');

  // Nobody is signed in yet: the inbox says so with an event and renders nothing.
  await expect.poll(async () => (await events(page)).some((e) => e.detail.code === 'NOT_SIGNED_IN')).toBe(true);

  // Sign in by email code (the code from the mock API's dev outbox).
  const login = page.locator('wacrm-login');
  await signInByEmailCode(page, request, login, user.email);
  await expect
    .poll(async () => (await events(page)).filter((e) => e.type === 'wacrm-signed-in'), slow)
    .toEqual([
      {
        type: 'wacrm-signed-in',
        target: 'login',
        detail: expect.objectContaining({ user: expect.objectContaining({ userId: user.userId }) }),
      },
    ]);
  await expect(login).toBeHidden();

  // The inbox (clientId from the profile) lists the conversation, connected in real time.
  const inbox = page.locator('wacrm-inbox');
  await expect(inbox.getByText('Live', { exact: true })).toBeVisible(slow);
  const list = inbox.getByRole('listbox', { name: 'Conversation list' });
  const ann = list.getByRole('option', { name: /Ann Lee/ });
  await expect(ann).toContainText('Hi, is my order shipped?', slow);
  await ann.click();
  const thread = inbox.getByRole('list', { name: 'Messages with Ann Lee' });
  await expect(thread.getByText('Hi, is my order shipped?')).toBeVisible(slow);

  // A new message arrives live, and the page hears it as wacrm-message.
  await simulateInbound(request, user.userId, { from: '+919812300001', name: 'Ann Lee', text: 'Any news?' });
  await expect(thread.getByText('Any news?')).toBeVisible(slow);
  await expect
    .poll(async () => (await events(page)).filter((e) => e.type === 'wacrm-message').map((e) => e.detail.message))
    .toContainEqual(
      expect.objectContaining({ text: 'Any news?', contactPhone: '+919812300001', direction: 'inbound' }),
    );

  // The reply is sent.
  const composer = inbox.getByRole('textbox', { name: 'Message' });
  await composer.fill('Yes, it left this morning.');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  await expect(thread.locator('[data-direction="outbound"]', { hasText: 'it left this morning' })).toHaveAttribute(
    'data-status',
    /sent|delivered|read/,
    slow,
  );

  // A dialog opens inside the shadow root, styled by the widget, untouched by the page's CSS.
  await inbox.getByRole('button', { name: 'New contact' }).click();
  const dialog = inbox.getByRole('dialog', { name: 'New contact' });
  await expect(dialog).toBeVisible();
  const placement = await page.evaluate(() => {
    const shadow = document.querySelector('wacrm-inbox')!.shadowRoot!;
    const box = shadow.querySelector('[role="dialog"]');
    return {
      inShadowRoot: box?.getRootNode() === shadow,
      inPortalContainer: Boolean(box?.closest('[data-wacrm-portals]')),
      inLightDom: document.querySelector('[role="dialog"]') !== null,
    };
  });
  expect(placement).toEqual({ inShadowRoot: true, inPortalContainer: true, inLightDom: false });
  const dialogFont = await shadowStyle(page, 'wacrm-inbox', '[role="dialog"] h2, [role="dialog"] label', 'font-family');
  expect(dialogFont).toContain('Inter');
  expect(dialogFont).not.toMatch(/^serif$/);
  // The widget's own sizes still win over the inherited ones (the dialog title is the theme's large size).
  expect(await shadowStyle(page, 'wacrm-inbox', '[role="dialog"] h2', 'font-size')).toBe('16px');
  expect(await shadowStyle(page, 'wacrm-inbox', '[role="dialog"] h2', 'line-height')).not.toBe('normal');
  const dialogButton = await shadowStyle(page, 'wacrm-inbox', '[role="dialog"] button', 'background-color');
  expect(dialogButton).not.toBe('rgb(255, 0, 0)');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Widget text and buttons: the widget's font, size and colours, not the page's.
  const widgetText = await shadowStyle(page, 'wacrm-inbox', '[role="listbox"] [role="option"]', 'font-family');
  expect(widgetText).toContain('Inter');
  expect(await shadowStyle(page, 'wacrm-inbox', '[data-wacrm-root]', 'font-size')).toBe('14px');
  expect(await shadowStyle(page, 'wacrm-inbox', '[data-wacrm-root]', 'letter-spacing')).toBe('normal');
  for (const background of await page.evaluate(() =>
    [...document.querySelector('wacrm-inbox')!.shadowRoot!.querySelectorAll('button')].map(
      (b) => getComputedStyle(b).backgroundColor,
    ),
  )) {
    expect(background).not.toBe('rgb(255, 0, 0)');
  }
  // The brand colour attribute reached the theme.
  expect(await shadowStyle(page, 'wacrm-inbox', '[data-wacrm-root]', '--wacrm-color-primary')).toBe('#7c3aed');

  // And the page is untouched: its styles still apply, and no style of ours went into its head or body.
  await expect(page.locator('#host-button')).toHaveCSS('background-color', 'rgb(255, 0, 0)');
  await expect(page.getByRole('heading', { name: 'Partner portal' })).toHaveCSS('font-family', 'serif');
  expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(1);
  expect(await page.evaluate(() => document.querySelectorAll('[data-wacrm-root], [data-styled]').length)).toBe(0);

  // Only the loader and chunks next to it were fetched: the widgets on the page, none of the others.
  expect(
    scripts.filter((s) => s !== '/dist/wacrm-elements.global.js' && !s.startsWith('/dist/wacrm-elements/')),
  ).toEqual([]);
  const widgetChunks = ['inbox', 'campaigns', 'contacts', 'template-editor', 'login'].map(
    (w) => `/dist/wacrm-elements/${w}.js`,
  );
  expect(scripts.filter((s) => widgetChunks.includes(s)).sort()).toEqual([
    '/dist/wacrm-elements/inbox.js',
    '/dist/wacrm-elements/login.js',
  ]);

  // Every event the page heard came from our elements, bubbling out of their shadow roots.
  const heard = await events(page);
  expect(new Set(heard.map((e) => e.target))).toEqual(new Set(['login', 'inbox']));
  expect(heard.filter((e) => e.type === 'wacrm-error').map((e) => e.detail.code)).toEqual(['NOT_SIGNED_IN']);
});

test("the loader applies what was set before a widget's code arrived, and reports code that cannot load", async ({
  page,
  pageErrors,
}) => {
  // The sign-in form's code arrives late; the inbox's never does.
  await page.route('**/dist/wacrm-elements/login.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.route('**/dist/wacrm-elements/inbox.js', (route) => route.abort('failed'));
  await page.goto(`/?api=${encodeURIComponent(API)}`);
  // Set while the code is on its way (nothing rendered yet): a property and an attribute.
  const renderedBefore = await page.evaluate(() => {
    const element = document.getElementById('login') as HTMLElement & { labels: Record<string, string> };
    element.labels = { sendOtp: 'Get my code' };
    element.setAttribute('theme', 'dark');
    return element.shadowRoot?.querySelector('[data-wacrm-mount]')?.childElementCount;
  });
  expect(renderedBefore).toBe(0);
  const login = page.locator('wacrm-login');
  await expect(login.getByRole('button', { name: 'Get my code' })).toBeVisible(slow);
  expect(await shadowStyle(page, 'wacrm-login', '[data-wacrm-root]', '--wacrm-color-scheme')).toBe('dark');

  await expect
    .poll(async () => (await events(page)).filter((e) => e.detail.code === 'LOAD'))
    .toEqual([
      {
        type: 'wacrm-error',
        target: 'inbox',
        detail: {
          code: 'LOAD',
          message: expect.stringMatching(/^The code of the inbox widget could not be loaded: .+/),
        },
      },
    ]);
  // No other error: the late code saw the api-url the page set meanwhile (no CONFIGURATION report).
  expect((await events(page)).filter((e) => e.type === 'wacrm-error').map((e) => e.detail.code)).toEqual(['LOAD']);
  // The browser's own line about the refused request is the one error of the page, and an expected one.
  expect(pageErrors).toEqual([
    expect.stringMatching(/^console\.error: Failed to load resource.*wacrm-elements\/inbox\.js/),
  ]);
  pageErrors.length = 0;
});
