import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { browserSession, latestCode, reviewTemplate, simulateInbound } from './support/devtools';
import {
  askRegistrationCode,
  enterRegistrationCode,
  expectUncovered,
  figure,
  newBusiness,
  notice,
  section,
} from './support/story';

/**
 * The full story (full-story.spec.ts) on a 375 x 667 phone with the workbench's routes: a new business
 * registers, connects WhatsApp, creates a template that Meta approves, adds two contacts, launches a campaign to
 * them, answers a customer in the inbox and logs out. At each step the screen has its own URL, and the browser's
 * Back, Forward and reload move through and restore it; in the inbox the open conversation has the whole screen, an
 * unsent reply survives the reload, and Back returns to the list. The template has no variables, so the campaign
 * needs no parameters. Only what no UI offers goes through the mock API's dev tooling (support/devtools.ts).
 */
const slow = { timeout: 30_000 };

const ANN = { name: 'Ann Lee', phone: '+919812300001', localPhone: '98123 00001' };
const BEN = { name: 'Ben Ortiz', phone: '+14155550199', localPhone: '+1 415 555 0199' };
const TEMPLATE = 'phone_welcome';
const CAMPAIGN = 'Phone wave';

test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

/** The address bar's path. */
const path = (page: Page) => new URL(page.url()).pathname;

/**
 * The browser's Back shows the previous screen (`back`: its URL and a check of it), Forward this one again, and a
 * reload this one too (`here`), still signed in.
 */
async function backForwardReload(
  page: Page,
  back: { url: RegExp; shows: () => Promise<void> },
  here: { url: RegExp; shows: () => Promise<void> },
) {
  await page.goBack();
  await expect(page).toHaveURL(back.url, slow);
  await back.shows();
  await page.goForward();
  await expect(page).toHaveURL(here.url, slow);
  await here.shows();
  await page.reload();
  await expect(page).toHaveURL(here.url, slow);
  await here.shows();
}

test('full story on a phone: every screen a URL, Back, Forward and reload at each step', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const business = newBusiness();
  const tabSelected = (name: string) =>
    expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true', slow);
  const crmDashboard = async () => {
    await tabSelected('CRM');
    await expect(page.getByRole('main').getByText('Total Contacts', { exact: true })).toBeVisible(slow);
  };
  const whatsAppDashboard = () =>
    expect(page.getByRole('heading', { level: 1, name: 'WhatsApp Dashboard' })).toBeVisible(slow);
  const manager = page.getByRole('region', { name: 'Campaign Manager' });
  const templateRow = manager.getByRole('row', { name: new RegExp(TEMPLATE) });
  const contactsTable = page
    .getByRole('region', { name: 'Contacts Management' })
    .getByRole('table', { name: 'Contacts' });
  const card = manager.getByRole('listitem', { name: CAMPAIGN });
  const inbox = page.locator('[data-wacrm-widget="conversations"]');
  const list = inbox.getByRole('listbox', { name: 'Conversation list' });
  const thread = inbox.getByRole('list', { name: `Messages with ${ANN.name}` });
  const composer = inbox.getByRole('textbox', { name: 'Message' });

  await test.step('1. register with the phone code: the CRM dashboard at its own URL, kept by a reload', async () => {
    await page.goto('/auth/register');
    const sentAfter = await askRegistrationCode(page, business);
    await enterRegistrationCode(page, await latestCode(request, business.phone, sentAfter));
    await expect(page).toHaveURL(/\/dashboard\/crm\/dashboard$/, slow);
    const tour = page.getByRole('dialog', { name: 'Welcome to Wacrm' });
    await expect(tour).toBeVisible(slow);
    await tour.getByRole('button', { name: 'Skip Tour' }).click();
    await crmDashboard();
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard\/crm\/dashboard$/);
    await crmDashboard();
    await expect(tour).toBeHidden();
  });

  await test.step('2. WhatsApp from Apps, connect it; Back to CRM, Forward, reload', async () => {
    await page.getByRole('button', { name: 'Apps' }).click();
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: /^WhatsApp/ })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/whatsapp\/dashboard$/);
    await whatsAppDashboard();
    await page.getByRole('main').getByRole('button', { name: 'Connect WhatsApp' }).first().click();
    const connect = page.getByRole('dialog', { name: 'Connect WhatsApp' });
    await connect.getByRole('textbox', { name: 'Access Token', exact: true }).fill('EAAG-phone-story-token');
    await connect.getByRole('textbox', { name: 'Phone Number ID', exact: true }).fill('109876543210');
    await connect.getByRole('textbox', { name: 'Business Account ID' }).fill('2024');
    await connect.getByRole('button', { name: 'Connect', exact: true }).click();
    await notice(page, 'WhatsApp connected successfully');
    await expect(connect).toBeHidden();
    const connected = async () => {
      await whatsAppDashboard();
      await expect(page.getByText('Phone Number ID: 109876543210')).toBeVisible(slow);
    };
    await connected();
    await expectNoAxeViolations(page, 'WhatsApp dashboard on a phone');
    await backForwardReload(
      page,
      { url: /\/dashboard\/crm\/dashboard$/, shows: crmDashboard },
      { url: /\/dashboard\/whatsapp\/dashboard$/, shows: connected },
    );
  });

  await test.step('3. a template, approved by Meta; Back to the dashboard, Forward, reload', async () => {
    await section(page, 'Templates').click();
    await expect(page).toHaveURL(/\/dashboard\/whatsapp\/templates$/);
    await expect(manager.getByText('No templates yet')).toBeVisible(slow);
    await manager.getByRole('button', { name: 'New Template' }).click();
    const editor = page.getByRole('dialog', { name: 'Create Template' });
    await expect(editor).toBeVisible(slow);
    await editor.getByLabel(/^Template Name/).fill(TEMPLATE);
    await editor.getByLabel(/^Body Text/).fill('Welcome to Acme! Enjoy *10% off* your first order.');
    await editor.getByRole('button', { name: 'Submit for Review' }).click();
    await notice(page, 'Template created successfully');
    await expect(editor).toBeHidden();
    await expect(templateRow.getByText('Pending')).toBeVisible(slow);
    await reviewTemplate(request, await browserSession(context, request, baseURL ?? ''), TEMPLATE, 'APPROVED');
    const approved = () => expect(templateRow.getByText('Approved')).toBeVisible(slow);
    // A reload fetches the templates again: Meta's answer shows.
    await page.reload();
    await approved();
    await expectNoAxeViolations(page, 'Templates on a phone');
    await backForwardReload(
      page,
      { url: /\/dashboard\/whatsapp\/dashboard$/, shows: whatsAppDashboard },
      { url: /\/dashboard\/whatsapp\/templates$/, shows: approved },
    );
  });

  await test.step('4. two contacts, a campaign to them that completes; Back to the contacts, Forward, reload', async () => {
    await section(page, 'Contacts').click();
    await expect(page).toHaveURL(/\/dashboard\/whatsapp\/contacts$/);
    for (const [i, person] of [ANN, BEN].entries()) {
      await page.getByRole('button', { name: 'Add Contact' }).click();
      const add = page.getByRole('dialog', { name: 'Add New Contact' });
      await add.getByLabel(/^Full Name/).fill(person.name);
      await add.getByLabel(/^Phone Number/).fill(person.localPhone);
      await add.getByRole('button', { name: 'Add Contact' }).click();
      await notice(page, 'Contact created successfully');
      await expect(add).toBeHidden();
      await expect(contactsTable.getByRole('row', { name: new RegExp(person.name) })).toBeVisible();
      if (i === 0) {
        await expect(page.getByText('Contact created successfully', { exact: true })).toBeHidden({ timeout: 10_000 });
      }
    }
    const twoContacts = async () => {
      for (const person of [ANN, BEN]) {
        await expect(contactsTable.getByRole('row', { name: new RegExp(person.name) })).toBeVisible(slow);
      }
    };

    await section(page, 'Campaigns').click();
    await expect(page).toHaveURL(/\/dashboard\/whatsapp\/campaigns$/);
    await expect(manager.getByText('No campaigns yet')).toBeVisible(slow);
    await manager.getByRole('button', { name: 'New Campaign' }).click();
    const modal = page.getByRole('dialog', { name: 'Create Campaign' });
    await modal.getByLabel(/^Campaign Name/).fill(CAMPAIGN);
    await modal.getByLabel(/^Template/).selectOption(TEMPLATE);
    await expect(modal.getByText('2 recipients')).toBeVisible(slow);
    await modal.getByRole('button', { name: 'Create Campaign' }).click();
    await notice(page, 'Campaign created successfully');
    await card.getByRole('button', { name: `Launch ${CAMPAIGN}` }).click();
    await notice(page, 'Campaign started successfully');
    await expect(card.getByText('Completed')).toBeVisible(slow);
    expect(await figure(card, 'Sent')).toBe(2);
    const completed = () => expect(card.getByText('Completed')).toBeVisible(slow);
    await expectNoAxeViolations(page, 'Campaigns on a phone');
    await backForwardReload(
      page,
      { url: /\/dashboard\/whatsapp\/contacts$/, shows: twoContacts },
      { url: /\/dashboard\/whatsapp\/campaigns$/, shows: completed },
    );
  });

  await test.step('5. Ann writes in: her conversation has the screen; a reply survives a reload; Back to the list', async () => {
    await section(page, 'Conversations').click();
    await expect(page).toHaveURL(/\/dashboard\/whatsapp\/conversations$/);
    const ann = list.getByRole('option', { name: new RegExp(ANN.name) });
    await expect(ann).toBeVisible(slow);
    const session = await browserSession(context, request, baseURL ?? '');
    await simulateInbound(request, session.userId, { from: ANN.phone, text: 'Does the 10% apply to gift cards?' });
    await expect(ann).toContainText('Does the 10% apply to gift cards?', slow);
    await expect(ann).toContainText('1 unread');

    await ann.click();
    await expect(page).toHaveURL(/\/dashboard\/whatsapp\/conversations\/[^/]+$/);
    const conversationUrl = new RegExp(`${path(page)}$`);
    await expect(thread.getByText('Does the 10% apply to gift cards?')).toBeVisible(slow);
    // The conversation has the screen: no workbench bars, the composer at the bottom, in focus.
    await expect(page.getByRole('button', { name: 'Apps' })).toBeHidden();
    await expect(composer).toBeFocused();
    await expect(composer).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(page, 'a conversation on a phone');
    await composer.fill('Yes, it applies to gift cards too!');
    const open = async () => {
      await expect(thread.getByText('Does the 10% apply to gift cards?')).toBeVisible(slow);
      await expect(composer).toHaveValue('Yes, it applies to gift cards too!');
    };
    const theList = async () => {
      await expect(list).toBeVisible(slow);
      await expect(thread).toBeHidden();
      await expect(page.getByRole('button', { name: 'Apps' })).toBeVisible();
    };
    await backForwardReload(
      page,
      { url: /\/dashboard\/whatsapp\/conversations$/, shows: theList },
      { url: conversationUrl, shows: open },
    );

    await composer.press('Enter');
    await expect(composer).toHaveValue('');
    const reply = thread.getByRole('listitem').filter({ hasText: 'Yes, it applies to gift cards too!' });
    await expect(reply).toContainText('Read', slow);
    // Sent: a reload shows the reply in the thread and an empty composer.
    await page.reload();
    await expect(reply).toBeVisible(slow);
    await expect(composer).toHaveValue('');

    // The browser's Back: the list, with the reply as Ann's last message.
    await page.goBack();
    await theList();
    await expect(ann).toContainText('Yes, it applies to gift cards too!');
  });

  await test.step('6. log out while a new message is announced; /dashboard is closed again', async () => {
    const session = await browserSession(context, request, baseURL ?? '');
    await simulateInbound(request, session.userId, { from: BEN.phone, text: 'Please stop the promotions.' });
    await expect(page.getByText(`New message from ${BEN.name}`)).toBeVisible(slow);
    await page.evaluate(() => window.scrollTo(0, 0));
    const logout = page.getByRole('button', { name: 'Logout' });
    await expectUncovered(logout, 'Logout while a notice shows');
    await expectUncovered(page.getByRole('tab', { name: 'WhatsApp' }), 'the WhatsApp tab while a notice shows');
    await logout.click();
    await expect(page).toHaveURL(/\/auth\/login$/, slow);
    await page.goBack();
    await expect(page).toHaveURL(/\/auth\/login$/, slow);
    await page.goto('/dashboard/whatsapp/conversations');
    await expect(page).toHaveURL(/\/auth\/login$/, slow);
  });
});
