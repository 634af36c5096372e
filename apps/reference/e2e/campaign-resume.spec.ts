import { expect, test } from './support/test';
import { demoUserOnce } from './support/devtools';
import { API_ORIGIN, signInWithCookies } from './support/session';
import { openWhatsAppSection } from './support/workbench';

/**
 * After Pause a campaign can be resumed (the spec's toggle starts any campaign that is not
 * active; only the button was missing), and a completed campaign is view only: its card offers View (its details),
 * not Edit, and the API refuses to change it. The demo account's 'VIP early access' is paused and 'Spring collection
 * launch' completed.
 */
const slow = { timeout: 30_000 };
const demoUser = demoUserOnce();

test('a paused campaign resumes; a completed one is view only', async ({ page, context, request, baseURL }) => {
  const user = await demoUser(request);
  await signInWithCookies(context, baseURL ?? '', user);
  await openWhatsAppSection(page, 'Campaigns');
  const manager = page.getByRole('region', { name: 'Campaign Manager' });

  const paused = manager.getByRole('listitem', { name: 'VIP early access' });
  await expect(paused.getByText('Paused')).toBeVisible(slow);
  await paused.getByRole('button', { name: 'Resume VIP early access' }).click();
  await expect(page.getByText('Campaign started successfully')).toBeVisible(slow);
  await expect(paused.getByText('Active')).toBeVisible();
  await paused.getByRole('button', { name: 'Pause VIP early access' }).click();
  await expect(page.getByText('Campaign paused successfully')).toBeVisible(slow);
  await expect(paused.getByRole('button', { name: 'Resume VIP early access' })).toBeVisible();

  const done = manager.getByRole('listitem', { name: 'Spring collection launch' });
  await expect(done.getByText('Completed')).toBeVisible();
  await expect(done.getByRole('button', { name: /Edit|Launch|Pause|Resume/ })).toHaveCount(0);
  await done.getByRole('button', { name: 'View Spring collection launch' }).click();
  const details = page.getByRole('dialog', { name: 'Campaign: Spring collection launch' });
  await expect(details).toContainText('This campaign has completed: what it sent can no longer be changed.');
  await expect(details.getByRole('textbox')).toHaveCount(0);
  await details.getByRole('button', { name: 'Close' }).last().click();
  await expect(details).toBeHidden();

  const edit = await request.put(`${API_ORIGIN}/api/v1/whatsapp/campaigns/${user.userId}/cmp_spring_launch`, {
    headers: { Authorization: `Bearer ${user.accessToken}` },
    data: { name: 'Spring again' },
  });
  expect(edit.status()).toBe(409);
});
