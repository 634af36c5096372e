import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { ar as arWidgets } from '../../../packages/crm-widgets/src/locales/ar';
import { ptBR as ptWidgets } from '../../../packages/crm-widgets/src/locales/pt-BR';
// The template editor's texts: a part of each language of their own, downloaded when the editor is shown.
import { arTemplates } from '../../../packages/crm-widgets/src/locales/ar-templates';
import { ptBRTemplates } from '../../../packages/crm-widgets/src/locales/pt-BR-templates';
import { fill } from '../../../packages/crm-widgets/src/i18n/plural';
import { ar as arApp } from '../src/i18n/locales/ar';
import { ptBR as ptApp } from '../src/i18n/locales/pt-BR';
import { browserSession, latestCode, reviewTemplate, simulateInbound } from './support/devtools';
import { askRegistrationCode, enterRegistrationCode, newBusiness, notice, section } from './support/story';

/**
 * The whole story in Brazilian Portuguese and in Arabic: the language chosen with the site's switch (pt-BR)
 * or remembered from an earlier visit (ar), then register, the welcome tour, connect WhatsApp, a template with a
 * variable, contacts imported from CSV files and added by hand, a campaign, a customer's message answered in the
 * inbox, and a broadcast. Every screen in the language (the widgets' and the app's texts: their dictionaries name
 * what to find), counts in the language's plural forms (Arabic 2, 3 and 11: written out here), `<html lang dir>`,
 * right to left in Arabic (the section bar and the conversation list on the right), phone numbers left to right with
 * the + first, and an English message with its full stop at its end (on the right) in the Arabic inbox.
 */
const slow = { timeout: 30_000 };

type Widgets = typeof arWidgets.labels & typeof arTemplates;
type App = typeof arApp;

interface Language {
  code: 'pt-BR' | 'ar';
  dir: 'ltr' | 'rtl';
  /** The widgets' texts and the app's in this language. */
  w: Widgets;
  a: App;
  /** How the visitor chooses it: the site header's switch, or the choice an earlier visit stored. */
  choose: 'switch' | 'stored';
  /** Counts as this language writes them, for 2, 3 and 11 contacts (by hand, not from the plural rules). */
  ready2: string;
  import2: string;
  contacts3: string;
  ready8: string;
  contacts11: string;
  recipients11: string;
  /** 'Broadcast sent to 11 of 11 recipients'. */
  sent11: string;
  /** A reply typed in the language. */
  reply: string;
}

const LANGUAGES: readonly Language[] = [
  {
    code: 'pt-BR',
    dir: 'ltr',
    w: { ...ptWidgets.labels, ...ptBRTemplates },
    a: ptApp,
    choose: 'switch',
    ready2: '2 prontos para importar',
    import2: 'Importar 2 contatos',
    contacts3: '3 contatos',
    ready8: '8 prontos para importar',
    contacts11: '11 contatos',
    recipients11: '11 destinatários',
    sent11: 'Transmissão enviada para 11 de 11 destinatários',
    reply: 'Sim, recebemos o comprovante. Obrigado!',
  },
  {
    code: 'ar',
    dir: 'rtl',
    w: { ...arWidgets.labels, ...arTemplates },
    a: arApp,
    choose: 'stored',
    ready2: 'جهتا اتصال جاهزتان للاستيراد',
    import2: 'استيراد جهتَي اتصال',
    contacts3: '3 جهات اتصال',
    ready8: '8 جهات اتصال جاهزة للاستيراد',
    contacts11: '11 جهة اتصال',
    recipients11: '11 مستلمًا',
    sent11: 'تم إرسال البث إلى 11 من أصل 11 مستلمًا',
    reply: 'نعم، وصلنا الإثبات. شكرًا لك!',
  },
];

const ANN = { name: 'Ann Lee', phone: '+919812300001' };
const BEN = { name: 'Ben Ortiz', phone: '+14155550199' };
const CARLA = { name: 'Carla Souza', phone: '+5511987650001', localPhone: '+55 11 98765 0001' };
const TEMPLATE = 'welcome_offer';
const CAMPAIGN = 'Welcome wave';
/** English from the customer: in the Arabic inbox it keeps its own direction, the full stop at its end. */
const ENGLISH_MESSAGE = 'That is the address proof, flat 4B.';

/** A CSV file of contacts (the columns are the import's, in English as the file format has them). */
function csv(rows: readonly (readonly [string, string])[]) {
  const text = ['Name,Phone', ...rows.map(([name, phone]) => `${name},${phone}`)].join('\r\n');
  return { name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(text) };
}
const EIGHT_MORE = Array.from({ length: 8 }, (_, i) => [`Guest ${i + 1}`, `+9198123100${10 + i}`] as const);

const regex = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Where a character of an element's text is drawn (its box on the screen). */
async function charBox(element: Locator, index: 'first' | 'last' | number) {
  return element.evaluate((el, at) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let node = walker.nextNode();
    while (node && !node.textContent?.trim()) node = walker.nextNode();
    if (!node?.textContent) throw new Error('no text');
    const text = node.textContent;
    const i = at === 'first' ? text.search(/\S/) : at === 'last' ? text.trimEnd().length - 1 : at;
    const range = document.createRange();
    range.setStart(node, i);
    range.setEnd(node, i + 1);
    const r = range.getBoundingClientRect();
    return { x: r.x, right: r.right };
  }, index);
}

/** A phone number reads left to right with the + first, isolated from the text around it. */
async function expectPhoneLtr(phone: Locator, label: string) {
  const isolated = await phone.evaluate(
    (el) => el.closest('bdi, [dir="ltr"]') !== null && getComputedStyle(el).direction === 'ltr',
  );
  expect(isolated, `${label}: in a left-to-right bdi or dir="ltr"`).toBe(true);
  const plus = await charBox(phone, 'first');
  const lastDigit = await charBox(phone, 'last');
  expect(plus.x, `${label}: the + before the digits`).toBeLessThan(lastDigit.x);
}

/** None of these English words (whole words: 'Import' is not in 'Importar') on the screen. */
async function expectNoEnglish(page: Page, where: string, words: readonly string[]) {
  const text = await page.locator('body').innerText();
  for (const word of words) expect(text, `'${word}' in English on ${where}`).not.toMatch(new RegExp(`\\b${word}\\b`));
}

async function expectDocument(page: Page, lang: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang.code);
  await expect(page.locator('html')).toHaveAttribute('dir', lang.dir);
}

for (const lang of LANGUAGES) {
  test(`the whole story in ${lang.code}`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(90_000);
    const { w, a } = lang;
    const business = newBusiness();
    const whatsAppSections = fill(a.wbAppSections, { app: a.appWhatsApp });
    const rtl = lang.dir === 'rtl';

    await test.step('choose the language and register', async () => {
      await page.goto('/');
      if (lang.choose === 'switch') {
        await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption(lang.code);
        // The page switches once the language has downloaded, as the visitor sees it.
        await expectDocument(page, lang);
      } else {
        await page.evaluate((code) => window.localStorage.setItem('wacrm.locale', code), lang.code);
      }
      await page.goto('/auth/register');
      await expectDocument(page, lang);
      await expect(page.getByRole('heading', { level: 1, name: a.authRegisterTitle })).toBeVisible(slow);
      const sentAfter = await askRegistrationCode(page, business, w);
      await expect(page.getByRole('group', { name: w.summaryTitle })).toContainText(business.phone);
      await enterRegistrationCode(page, await latestCode(request, business.phone, sentAfter), w);
      await expect(page).toHaveURL(/\/dashboard\/crm\/dashboard$/, slow);
    });

    await test.step('the welcome tour and the CRM dashboard in the language', async () => {
      const tour = page.getByRole('dialog', { name: a.tourTitle });
      await expect(tour).toBeVisible(slow);
      await expect(tour.getByRole('heading', { name: a.tourCustomersTitle })).toBeVisible();
      await tour.getByRole('button', { name: a.tourSkip }).click();
      await expectDocument(page, lang);
      await expect(page.getByRole('heading', { level: 1, name: a.sectionDashboard })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('combobox', { name: a.language })).toHaveValue(lang.code);
      await expect(page).toHaveTitle(`${fill(a.wbDocumentTitle, { app: 'CRM', section: a.sectionDashboard })} – Wacrm`);
      await expectNoEnglish(page, 'the CRM dashboard', [
        'Dashboard',
        'Total Contacts',
        'Sales pipeline',
        'Recent activities',
        'Sample data',
        'Logout',
        'Apps',
        'deals',
      ]);
      const sidebar = await page.getByRole('navigation', { name: fill(a.wbAppSections, { app: 'CRM' }) }).boundingBox();
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      if (!sidebar || !heading) throw new Error('the section bar and the heading have boxes');
      // Right to left the section bar is at the right edge, beside the screen; left to right at the left.
      if (rtl) expect(sidebar.x, 'the section bar on the right').toBeGreaterThan(heading.x + heading.width);
      else expect(sidebar.x + sidebar.width, 'the section bar on the left').toBeLessThanOrEqual(heading.x);
    });

    await test.step('open WhatsApp from the Apps menu and connect it', async () => {
      await page.getByRole('button', { name: a.wbApps }).click();
      await page
        .getByRole('menu')
        .getByRole('menuitem', { name: /^WhatsApp/ })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: w.dashboardTitle })).toBeVisible(slow);
      await page.getByRole('button', { name: w.connectWhatsApp }).click();
      const connect = page.getByRole('dialog', { name: w.modalTitle });
      await connect.getByRole('textbox', { name: w.accessToken, exact: true }).fill('EAAG-locale-story-token');
      await connect.getByRole('textbox', { name: w.phoneNumberIdField, exact: true }).fill('109876543210');
      await connect.getByRole('textbox', { name: w.businessAccountId }).fill('2024');
      await connect.getByRole('button', { name: w.connect, exact: true }).click();
      await expect(connect).toBeHidden(slow);
      await expect(page.getByText(w.connectionConnected, { exact: true })).toBeVisible(slow);
    });

    await test.step('a template with a variable, approved by Meta', async () => {
      await section(page, a.sectionTemplates, whatsAppSections).click();
      const manager = page.getByRole('region', { name: w.managerTitle });
      await manager.getByRole('button', { name: w.newTemplate }).click();
      const editor = page.getByRole('dialog', { name: w.createTitle });
      await editor.getByLabel(regex(w.nameLabel)).fill(TEMPLATE);
      await editor.getByLabel(regex(w.bodyTextLabel)).fill('Hi {{1}}, welcome to Acme! Enjoy 10% off.');
      await editor.getByLabel(regex(fill(w.exampleLabel, { var: '{{1}}' }))).fill('Ann');
      await editor.getByRole('button', { name: w.submitCreate }).click();
      await expect(editor).toBeHidden(slow);
      await reviewTemplate(request, await browserSession(context, request, baseURL ?? ''), TEMPLATE, 'APPROVED');
      await manager.getByRole('tab', { name: regex(w.tabCampaigns) }).click();
      await manager.getByRole('tab', { name: regex(w.tabTemplates) }).click();
      await expect(
        manager.getByRole('row', { name: new RegExp(TEMPLATE) }).getByText(w.templateApproved, { exact: true }),
      ).toBeVisible(slow);
      await expectNoEnglish(page, 'the templates', ['New Template', 'New Campaign', 'Approved', 'Templates', 'Edit']);
    });

    await test.step('contacts: 2 imported, 1 added by hand, 8 more imported (2, 3 and 11 in the language)', async () => {
      await section(page, a.sectionContacts, whatsAppSections).click();
      const contacts = page.getByRole('region', { name: w.contactsTitle });
      const importFile = async (file: ReturnType<typeof csv>, ready: string, button: RegExp | string) => {
        await contacts.getByRole('button', { name: w.import, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: w.importTitle });
        await dialog.getByLabel(w.csvFile).setInputFiles(file);
        await expect(dialog.getByText(ready)).toBeVisible(slow);
        await dialog.getByRole('button', { name: button }).click();
        await dialog.getByRole('button', { name: w.done }).click();
        await expect(dialog).toBeHidden();
      };
      await importFile(
        csv([
          [ANN.name, ANN.phone],
          [BEN.name, BEN.phone],
        ]),
        lang.ready2,
        lang.import2,
      );
      const table = contacts.getByRole('table', { name: w.contactsTableCaption });
      const ann = table.getByRole('row', { name: new RegExp(ANN.name) });
      await expect(ann).toBeVisible(slow);
      await expectPhoneLtr(ann.getByText(ANN.phone, { exact: true }), 'a phone number in the contacts table');

      await contacts.getByRole('button', { name: w.addContact }).click();
      const add = page.getByRole('dialog', { name: w.addContactTitle });
      await add.getByLabel(regex(w.fullName)).fill(CARLA.name);
      await add.getByLabel(regex(w.phoneNumber)).fill(CARLA.localPhone);
      await add.getByRole('button', { name: w.submitAdd }).click();
      await notice(page, w.contactCreated);
      await expect(contacts.getByText(lang.contacts3)).toBeVisible(slow);

      await importFile(csv(EIGHT_MORE), lang.ready8, regex(w.import));
      await expect(contacts.getByText(lang.contacts11)).toBeVisible(slow);
      await expectNoEnglish(page, 'the contacts', ['Contacts', 'Import', 'Export', 'Add Contact', 'Phone', 'Delete']);
    });

    await test.step('a campaign to the 11 contacts, launched', async () => {
      await section(page, a.sectionCampaigns, whatsAppSections).click();
      const manager = page.getByRole('region', { name: w.managerTitle });
      await manager.getByRole('button', { name: w.newCampaign }).click();
      const modal = page.getByRole('dialog', { name: w.createCampaignTitle });
      await modal.getByLabel(regex(w.campaignName)).fill(CAMPAIGN);
      await modal.getByRole('combobox', { name: regex(w.template) }).selectOption(TEMPLATE);
      await expect(modal.getByText(lang.recipients11)).toBeVisible(slow);
      await modal.getByRole('textbox', { name: regex(fill(w.parameter, { n: 1 })) }).fill('friend');
      await modal.getByRole('button', { name: w.saveCreate }).click();
      await notice(page, w.campaignCreated);
      const card = manager.getByRole('listitem', { name: CAMPAIGN });
      await expect(card.getByText(w.statusDraft, { exact: true })).toBeVisible(slow);
      await card.getByRole('button', { name: fill(w.launchNamed, { name: CAMPAIGN }) }).click();
      await notice(page, w.campaignStarted);
      await expectNoEnglish(page, 'the campaigns', [
        'Campaigns',
        'Draft',
        'Active',
        'Launch',
        'Pause',
        'Messages Sent',
      ]);
    });

    await test.step("the inbox: a customer's English message arrives, the reply in the language", async () => {
      await section(page, a.sectionConversations, whatsAppSections).click();
      const list = page.getByRole('listbox', { name: w.conversationList });
      await expect(list).toBeVisible(slow);
      // The campaign reached Ann first (one recipient per tick); she answers after it.
      const ann = list.getByRole('option', { name: new RegExp(ANN.name) });
      await expect(ann).toContainText('Hi friend', slow);
      const session = await browserSession(context, request, baseURL ?? '');
      await simulateInbound(request, session.userId, { from: ANN.phone, text: ENGLISH_MESSAGE });
      await expect(ann).toContainText(ENGLISH_MESSAGE, slow);
      await notice(page, fill(w.newMessageFrom, { name: ANN.name }));

      const listBox = await list.boundingBox();
      const empty = await page.getByText(w.selectConversation, { exact: true }).boundingBox();
      if (!listBox || !empty) throw new Error('the list and the empty conversation pane have boxes');
      if (rtl) expect(listBox.x, 'the conversation list on the right').toBeGreaterThan(empty.x + empty.width);
      else expect(listBox.x + listBox.width, 'the conversation list on the left').toBeLessThan(empty.x);

      await ann.click();
      const thread = page.getByRole('list', { name: fill(w.messageList, { name: ANN.name }) });
      const message = thread.getByText(ENGLISH_MESSAGE, { exact: true });
      await expect(message).toBeVisible(slow);
      const first = await charBox(message, 'first');
      const stop = await charBox(message, 'last');
      expect(stop.x, 'the English message ends with its full stop on the right').toBeGreaterThan(first.x);
      await expectPhoneLtr(page.getByText(ANN.phone, { exact: true }).first(), 'the phone number in the chat header');

      const composer = page.getByRole('textbox', { name: w.messageLabel });
      await composer.fill(lang.reply);
      await composer.press('Enter');
      await expect(composer).toHaveValue('');
      await expect(thread.getByText(lang.reply)).toBeVisible(slow);
      await expectDocument(page, lang);
      await expectNoEnglish(page, 'the inbox', ['Conversations', 'Contacts', 'Unread', 'Type your own message']);
    });

    await test.step('a broadcast of the approved template to all 11 contacts', async () => {
      await page.getByRole('button', { name: w.broadcastButton }).click();
      const dialog = page.getByRole('dialog', { name: w.broadcastTitle });
      await dialog.getByRole('textbox', { name: regex(w.broadcastName) }).fill('Spring news');
      await dialog.getByRole('radio', { name: w.messageTypeTemplate }).check();
      await dialog.getByRole('combobox', { name: regex(w.template) }).selectOption({ label: TEMPLATE });
      await dialog.getByRole('textbox', { name: regex(fill(w.parameter, { n: 1 })) }).fill('friend');
      await dialog.getByRole('button', { name: w.sendNow }).click();
      await expect(page.getByText(lang.sent11)).toBeVisible(slow);
      await expect(dialog).toBeHidden();
    });
  });
}
