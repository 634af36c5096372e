import { expect, test } from './support/test';

test('the reference app opens in Chromium and Start Free Trial leads to registration', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cta = page.getByRole('main').getByRole('link', { name: 'Start Free Trial' }).first();
  await expect(cta).toBeVisible();
  await cta.click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Start your free trial' })).toBeVisible();
});

test('the mock API answers its health check', async ({ request }) => {
  const res = await request.get(`http://127.0.0.1:${process.env.E2E_API_PORT ?? 4110}/api/v1/health`);
  expect(res.ok()).toBe(true);
  expect((await res.json()).data.status).toBe('ok');
});
