import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { API_ORIGIN, registerUser, signInWithCookies, type SignedInUser } from './support/session';

/**
 * Contacts journeys in the workbench (WhatsApp > Contacts, the workbench variant of ContactsManagement) against the
 * mock API: add, edit, filter and delete a contact; import a CSV file with a preview; export the filtered contacts.
 * Sign-in goes through the mock API (phone code from the dev outbox, /auth/register) and the session cookies.
 */
const API = `${API_ORIGIN}/api/v1`;
const slow = { timeout: 30_000 };
let user: SignedInUser;

test.beforeEach(async ({ context, baseURL, request }) => {
  user = await registerUser(request, 'Contact');
  await signInWithCookies(context, baseURL ?? '', user);
});

async function seedContact(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post(`${API}/whatsapp/contacts/${user.userId}`, {
    headers: { Authorization: `Bearer ${user.accessToken}` },
    data: body,
  });
  expect(res.ok(), `seeding a contact answered ${res.status()}: ${await res.text()}`).toBe(true);
}

async function openContacts(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'CRM' })).toBeVisible(slow);
  const tour = page.getByRole('dialog', { name: 'Welcome to Wacrm' });
  if (await tour.isVisible()) await tour.getByRole('button', { name: 'Skip Tour' }).click();
  if ((await page.getByRole('tab', { name: 'WhatsApp' }).count()) === 0) {
    await page.getByRole('button', { name: 'Apps' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'WhatsApp' }).click();
  } else {
    await page.getByRole('tab', { name: 'WhatsApp' }).click();
  }
  await page.getByRole('navigation', { name: 'WhatsApp sections' }).getByRole('button', { name: 'Contacts' }).click();
  const screen = page.getByRole('region', { name: 'Contacts Management' });
  // The widgets load lazily (their own chunk) on first use.
  await expect(screen).toBeVisible({ timeout: 45_000 });
  return screen;
}

const notice = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeVisible(slow);

test('add, edit, filter and delete a contact', async ({ page, request }) => {
  test.setTimeout(120_000);
  await seedContact(request, { name: 'Priya Shah', phone: '+919811100001', tags: ['Lead'], status: 'potential' });
  await seedContact(request, { name: 'Omar Haddad', phone: '+14155550190', tags: ['VIP'], status: 'active' });
  const screen = await openContacts(page);
  const table = screen.getByRole('table', { name: 'Contacts' });
  await expect(table.getByRole('rowheader', { name: /Priya Shah/ })).toBeVisible(slow);

  // Add
  await screen.getByRole('button', { name: 'Add Contact' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Contact' });
  await add.getByRole('button', { name: 'Add Contact' }).click();
  await expect(add.getByText('Full name is required')).toBeVisible();
  await expect(add.getByText('Phone number is required')).toBeVisible();
  await add.getByLabel(/^Full Name/).fill('Zoe Park');
  await add.getByLabel(/^Phone Number/).fill('98765 43210');
  await add.getByRole('button', { name: 'Customer' }).click();
  await add.getByRole('button', { name: 'Add Contact' }).click();
  await notice(page, 'Contact created successfully');
  const zoe = table.getByRole('row', { name: /Zoe Park/ });
  await expect(zoe).toContainText('+919876543210');
  await expect(zoe).toContainText('Customer');
  await expect(zoe).toContainText('Manual');

  // Edit
  await zoe.getByRole('button', { name: 'Edit Zoe Park' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Contact' });
  await edit.getByLabel(/^Full Name/).fill('Zoe Park-Lee');
  await edit.getByLabel('Status').selectOption('Inactive');
  await edit.getByRole('button', { name: 'Update Contact' }).click();
  await notice(page, 'Contact updated successfully');
  await expect(table.getByRole('row', { name: /Zoe Park-Lee/ })).toContainText('Inactive');

  // Filter: search, status and tag combine with AND
  const search = screen.getByRole('searchbox', { name: 'Search contacts' });
  await search.fill('PRIYA');
  await expect(table.getByRole('rowheader')).toHaveCount(1);
  await search.fill('');
  await screen.getByRole('combobox', { name: 'Status' }).selectOption('Active');
  await expect(table.getByRole('rowheader')).toHaveCount(1);
  await expect(table.getByRole('rowheader', { name: /Omar Haddad/ })).toBeVisible();
  await screen.getByRole('combobox', { name: 'Tag' }).selectOption('Lead');
  await expect(screen.getByText('No contacts found.')).toBeVisible();
  await screen.getByRole('combobox', { name: 'Status' }).selectOption('All Status');
  await expect(table.getByRole('rowheader', { name: /Priya Shah/ })).toBeVisible();
  await expect(screen.getByText('Showing 1-1 of 1 contact')).toBeVisible();
  await screen.getByRole('combobox', { name: 'Tag' }).selectOption('All Tags');
  await expectNoAxeViolations(page, 'WhatsApp > Contacts');

  // Delete
  await table.getByRole('button', { name: 'Delete Zoe Park-Lee' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this contact?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await notice(page, 'Contact deleted successfully');
  await expect(table.getByRole('rowheader', { name: /Zoe Park-Lee/ })).toHaveCount(0);

  // The server agrees.
  const res = await request.get(`${API}/whatsapp/contacts/${user.userId}`, {
    headers: { Authorization: `Bearer ${user.accessToken}` },
  });
  const names = ((await res.json()) as { data: { name: string }[] }).data.map((c) => c.name).sort();
  expect(names).toEqual(['Omar Haddad', 'Priya Shah']);
});

test('import contacts from a CSV file with a preview, then export the filtered contacts', async ({ page, request }) => {
  test.setTimeout(120_000);
  await seedContact(request, { name: 'Priya Shah', phone: '+919811100001', tags: ['Lead'] });
  const screen = await openContacts(page);
  const table = screen.getByRole('table', { name: 'Contacts' });
  await expect(table.getByRole('rowheader', { name: /Priya Shah/ })).toBeVisible(slow);

  // Import
  await screen.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Contacts' });
  const csv = [
    '\uFEFFName,Phone,Email,Tags,Notes',
    'Ravi Kumar,98111 00002,ravi@kumar.in,VIP;Lead,"Prefers calls, not texts"',
    'Ravi Twin,+91 98111-00002,,,',
    'Priya Again,+919811100001,,,',
    ',+14155550177,,,',
    '=1+2,+14155550178,,,',
  ].join('\r\n');
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByText('2 ready to import, 3 with errors')).toBeVisible();
  await expect(dialog.getByText('Same phone number as row 1 of this file')).toBeVisible();
  await expect(dialog.getByText('A contact with this phone number already exists')).toBeVisible();
  await expect(dialog.getByText('Full name is required')).toBeVisible();
  await expectNoAxeViolations(page, 'import preview');
  await dialog.getByRole('button', { name: 'Import 2 contacts' }).click();
  await expect(dialog.getByText('Imported 2 of 2 contacts')).toBeVisible(slow);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(table.getByRole('rowheader', { name: /Ravi Kumar/ })).toBeVisible(slow);
  await expect(table.getByRole('row', { name: /Ravi Kumar/ })).toContainText('+919811100002');

  // Export what the filter shows
  await screen.getByRole('combobox', { name: 'Tag' }).selectOption('VIP');
  await expect(table.getByRole('rowheader')).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    screen.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe('Name,Phone,Email,Status,Tags,Source,Last Interaction,Notes');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain("Ravi Kumar,'+919811100002,ravi@kumar.in,Active,VIP; Lead");
  expect(lines[1]).toContain('"Prefers calls, not texts"');
});

test('start conversation switches to the conversations screen with a draft for the contact', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await seedContact(request, { name: 'Priya Shah', phone: '+919811100001' });
  const screen = await openContacts(page);
  await screen.getByRole('button', { name: 'Start conversation with Priya Shah' }).click();
  await expect(screen).toHaveCount(0, slow);
  await expect(page.getByText('+919811100001').first()).toBeVisible(slow);
  await expect(page.getByText('Priya Shah').first()).toBeVisible();
});
