import { expect, type Locator, type Page } from '@playwright/test';

const slow = { timeout: 30_000 };

/** Opens the dashboard as a signed-in user would and skips the welcome tour when it shows. */
export async function openDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'CRM' })).toBeVisible(slow);
  await skipTour(page);
}

/**
 * Opens a workbench screen by its URL (`/dashboard/<app>/<section>[/<conversation>]`, as a link or a bookmark
 * would) and skips the welcome tour when it shows.
 */
export async function openWorkbenchAt(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#main')).toBeAttached(slow);
  await skipTour(page);
}

async function skipTour(page: Page): Promise<void> {
  const tour = page.getByRole('dialog', { name: 'Welcome to Wacrm' });
  if (await tour.isVisible()) await tour.getByRole('button', { name: 'Skip Tour' }).click();
}

/**
 * Opens the dashboard (openDashboard) and a section of the WhatsApp app (from its tab when the app is open already,
 * else from the Apps menu).
 */
export async function openWhatsAppSection(page: Page, section: string): Promise<void> {
  await openDashboard(page);
  if ((await page.getByRole('tab', { name: 'WhatsApp' }).count()) === 0) {
    await page.getByRole('button', { name: 'Apps' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'WhatsApp' }).click();
  } else {
    await page.getByRole('tab', { name: 'WhatsApp' }).click();
  }
  await page.getByRole('navigation', { name: 'WhatsApp sections' }).getByRole('button', { name: section }).click();
}

/** Opens the dashboard and the WhatsApp app's Conversations section (openWhatsAppSection). */
export async function openInbox(page: Page): Promise<void> {
  await openWhatsAppSection(page, 'Conversations');
}

/** The inbox widget on the page. */
export function inboxWidget(page: Page): Locator {
  return page.locator('[data-wacrm-widget="conversations"]');
}

/**
 * Opens a conversation from the inbox's list with one click and waits for its thread; returns the thread. (Journeys
 * used to click until the thread showed: the first click on a row that had to be scrolled into view was lost, see
 * inbox-defects.spec.ts.)
 */
export async function openConversation(inbox: Locator, name: string): Promise<Locator> {
  await inbox
    .getByRole('listbox', { name: 'Conversation list' })
    .getByRole('option', { name: new RegExp(name) })
    .click();
  const thread = inbox.getByRole('list', { name: `Messages with ${name}` });
  await expect(thread.getByRole('listitem').first()).toBeVisible(slow);
  return thread;
}

/** Opens the Templates section and its New Template dialog; returns the dialog. */
export async function openTemplateEditor(page: Page): Promise<Locator> {
  await openWhatsAppSection(page, 'Templates');
  await page
    .getByRole('region', { name: 'Campaign Manager' })
    .getByRole('button', { name: 'New Template' })
    .click(slow);
  const editor = page.getByRole('dialog', { name: 'Create Template' });
  await expect(editor).toBeVisible(slow);
  return editor;
}
