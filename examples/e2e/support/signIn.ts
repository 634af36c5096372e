import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';
import { enterCode, latestCode } from './devtools';

const slow = { timeout: 30_000 };

/**
 * Signs in through the widgets' LoginForm by email code, as a person does: types the address, sends the code, reads
 * it from the dev outbox (their inbox) and types it in. Works in light DOM and in an open shadow root alike
 * (Playwright's role queries pierce open shadow roots).
 */
export async function signInByEmailCode(page: Page, request: APIRequestContext, email: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Business email or phone number' });
  await expect(box).toBeVisible(slow);
  await box.fill(email);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible(slow);
  await enterCode(page, await latestCode(request, email, sentAfter));
  await page.getByRole('button', { name: 'Verify & Login' }).click();
}
