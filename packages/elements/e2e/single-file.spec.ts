import { API, expect, test } from './support';

/**
 * The single-file build (dist/wacrm-elements.bundle.global.js, minified by terser) defines the elements, exposes
 * `window.WacrmElements` and renders a widget, without fetching any other script.
 */
test('the single-file build renders <wacrm-login> alone, with nothing fetched next to it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(`/single-file.html?api=${encodeURIComponent(API)}`);
  const login = page.locator('wacrm-login');
  await expect(login.getByRole('button', { name: 'Send OTP' })).toBeVisible({ timeout: 30_000 });
  await expect(login.getByRole('textbox', { name: 'Business email or phone number' })).toBeEditable();
  expect(scripts).toEqual(['/dist/wacrm-elements.bundle.global.js']);
  const api = await page.evaluate(() =>
    Object.keys((window as unknown as { WacrmElements: object }).WacrmElements).sort(),
  );
  expect(api).toEqual(expect.arrayContaining(['WACRM_ELEMENTS', 'defineWacrmElements', 'mount']));
});
