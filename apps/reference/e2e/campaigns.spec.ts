import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { reviewTemplate } from './support/devtools';
import { signedInNewUser } from './support/session';
import { figure } from './support/story';
import { openDashboard, openWhatsAppSection } from './support/workbench';

/**
 * The campaign journey against the mock API: connect WhatsApp, create a template with a header, a variable and
 * buttons, see it Pending, approve it through POST /__dev/templates/:id/status (Meta's review), create a campaign
 * with it, launch it, watch its sent/delivered/read figures rise, pause it.
 *
 * Sign-in goes through the mock API (phone code from the dev outbox, /auth/register) and the session cookies.
 * WhatsApp is connected through the Connect WhatsApp modal of the WhatsApp dashboard; the banner of the Campaign
 * Manager then proves the connection.
 */

const slow = { timeout: 30_000 };

async function openWhatsApp(page: Page) {
  await openDashboard(page);
  if ((await page.getByRole('tab', { name: 'WhatsApp' }).count()) === 0) {
    await page.getByRole('button', { name: 'Apps' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'WhatsApp' }).click();
  } else {
    await page.getByRole('tab', { name: 'WhatsApp' }).click();
  }
}

async function openCampaigns(page: Page) {
  await openWhatsAppSection(page, 'Campaigns');
}

test('connect, create a template, approve it, run a campaign and pause it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const user = await signedInNewUser({ request, context, baseURL }, 'Campaign');

  // Connect WhatsApp through the dashboard's Connect WhatsApp modal.
  await openWhatsApp(page);
  await page.getByRole('button', { name: 'Connect WhatsApp' }).click({ timeout: 45_000 });
  const connect = page.getByRole('dialog', { name: 'Connect WhatsApp' });
  const connectButton = connect.getByRole('button', { name: 'Connect', exact: true });
  await expect(connectButton).toBeDisabled();
  await connect.getByRole('textbox', { name: 'Access Token', exact: true }).fill('EAAG-journey-token');
  await connect.getByRole('textbox', { name: 'Phone Number ID', exact: true }).fill('109876543210');
  await connect.getByRole('textbox', { name: 'Business Account ID' }).fill('2024');
  await connectButton.click();
  await expect(page.getByText('WhatsApp connected successfully')).toBeVisible(slow);

  await openCampaigns(page);
  const manager = page.getByRole('region', { name: 'Campaign Manager' });
  await expect(manager.getByText('WhatsApp Connected')).toBeVisible(slow);
  await expect(manager.getByText('Phone Number ID: 109876543210')).toBeVisible();

  // Create a template with a header, a variable and buttons.
  const name = `spring_offer_${Date.now() % 100000}`;
  await manager.getByRole('button', { name: 'New Template' }).click();
  const editor = page.getByRole('dialog', { name: 'Create Template' });
  await expect(editor).toBeVisible(slow);
  await editor.getByLabel(/^Template Name/).fill(name);
  await editor.getByRole('button', { name: 'Add Header' }).click();
  await editor.getByLabel(/^Header Text/).fill('Spring sale');
  await editor.getByLabel(/^Body Text/).fill('Hi {{1}}, enjoy *20% off* all week.');
  await editor.getByLabel(/^Example for \{\{1\}\}/).fill('Ann');
  await editor.getByRole('button', { name: 'Add Buttons' }).click();
  await editor.getByLabel(/^Button Text/).fill('Stop promotions');
  await editor.getByRole('button', { name: 'Add Button' }).click();
  await editor.getByLabel('Button Type').nth(1).selectOption('URL');
  await editor
    .getByLabel(/^Button Text/)
    .nth(1)
    .fill('Shop now');
  await editor.getByLabel(/^Website URL/).fill('https://acme.io/spring');
  const preview = editor.getByRole('figure', { name: 'WhatsApp preview' });
  await expect(preview.getByText('Spring sale')).toBeVisible();
  await expect(preview.locator('strong', { hasText: '20% off' })).toBeVisible();
  await expect(preview.getByText(/Hi Ann/)).toBeVisible();
  await editor.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page.getByText('Template created successfully')).toBeVisible();
  await expect(editor).toBeHidden();

  // See it Pending.
  await manager.getByRole('tab', { name: /Templates/ }).click();
  const row = manager.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Pending')).toBeVisible();

  // Meta approves it.
  await reviewTemplate(request, user, name);
  await page.reload();
  await expect(manager.getByRole('tab', { name: /Templates/ })).toBeVisible(slow);
  await manager.getByRole('tab', { name: /Templates/ }).click();
  await expect(manager.getByRole('row', { name: new RegExp(name) }).getByText('Approved')).toBeVisible();

  // Create a campaign with it (12 recipients: one is sent per simulator tick, so it runs long enough to pause).
  await manager.getByRole('button', { name: 'New Campaign' }).click();
  const modal = page.getByRole('dialog', { name: 'Create Campaign' });
  await expect(modal).toBeVisible();
  await modal.getByLabel(/^Campaign Name/).fill('Spring launch');
  await modal.getByLabel(/^Template/).selectOption(name);
  await modal.getByLabel('Recipients').selectOption('custom');
  const phones = Array.from({ length: 12 }, (_, i) => `+1415555${String(1000 + i).padStart(4, '0')}`);
  await modal.getByLabel(/^Phone Numbers/).fill(phones.join('\n'));
  await modal.getByRole('textbox', { name: /^Parameter 1/ }).fill('Ann');
  await modal.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(page.getByText('Campaign created successfully')).toBeVisible();

  await manager.getByRole('tab', { name: /Campaigns/ }).click();
  const card = manager.getByRole('listitem', { name: 'Spring launch' });
  await expect(card.getByText('Draft')).toBeVisible();

  // Launch it and watch the figures rise.
  await card.getByRole('button', { name: 'Launch Spring launch' }).click();
  await expect(page.getByText('Campaign started successfully')).toBeVisible();
  await expect(card.getByText('Active')).toBeVisible();
  await expect.poll(() => figure(card, 'Sent'), slow).toBeGreaterThan(0);
  await expect.poll(() => figure(card, 'Delivered'), slow).toBeGreaterThan(0);
  await expect.poll(() => figure(card, 'Read'), slow).toBeGreaterThan(0);
  const sentBefore = await figure(card, 'Sent');
  await expect.poll(() => figure(card, 'Sent'), slow).toBeGreaterThan(sentBefore);

  // Pause it.
  await card.getByRole('button', { name: 'Pause Spring launch' }).click();
  await expect(page.getByText('Campaign paused successfully')).toBeVisible();
  await expect(card.getByText('Paused')).toBeVisible();
  await expect(card.getByRole('button', { name: /Launch|Pause/ })).toHaveCount(0);
});
