import { expect, test } from './support/test';
import { openInbox, openWhatsAppSection } from './support/workbench';
import { signedInNewUser } from './support/session';

/**
 * A new account that has not connected WhatsApp is told so, everywhere it matters, with a way
 * to connect; the live connection of the inbox is named for what it is ('Live'), never 'Connected' beside an
 * account that is not.
 */
const slow = { timeout: 30_000 };

test('the WhatsApp account and the live connection are named for what they are, with Connect where it matters', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signedInNewUser({ request, context, baseURL }, 'Cora');

  await openInbox(page);
  await expect(page.getByText('WhatsApp not connected')).toBeVisible(slow);
  await expect(page.getByText('Live', { exact: true })).toBeVisible(slow);
  await expect(page.getByText(/^Connected/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Connect WhatsApp' })).toBeVisible();

  // The Campaign Manager says it too, and connects from its banner.
  await openWhatsAppSection(page, 'Campaigns');
  const manager = page.getByRole('region', { name: 'Campaign Manager' });
  await expect(manager.getByText('WhatsApp Disconnected', { exact: true })).toBeVisible(slow);
  await manager.getByRole('button', { name: 'Connect WhatsApp' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect WhatsApp' });
  await connect.getByRole('textbox', { name: 'Access Token', exact: true }).fill('EAAG-journey-token');
  await connect.getByRole('textbox', { name: 'Phone Number ID', exact: true }).fill('109876543210');
  await connect.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByText('WhatsApp connected successfully')).toBeVisible(slow);
  await expect(manager.getByText('WhatsApp Connected', { exact: true })).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Connect WhatsApp' })).toHaveCount(0);

  // Back in the inbox: the account is connected, and the live line is still the live line.
  await openInbox(page);
  await expect(page.getByText('WhatsApp connected', { exact: true })).toBeVisible(slow);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect WhatsApp' })).toHaveCount(0);
});
