import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * The public site and the auth pages in the visitor's language: `?lang=`, the header's language switch,
 * the choice remembered across a reload, right to left in Arabic, and an English page that downloads no translation.
 */

const slow = { timeout: 30_000 };

/**
 * A translation chunk: the app's and the widgets' dictionaries of a shipped language, built as `assets/<code>-<hash>.js`
 * (served from `src/i18n/locales/<code>.ts` and `crm-widgets/src/locales/<code>.ts` by the dev server).
 */
const LOCALE_CHUNK = /\/(?:assets\/(?:es|pt-BR|hi|ar|id)-[\w-]{8}\.js|locales\/(?:es|pt-BR|hi|ar|id)\.ts)(?:\?|$)/;
const localeOf = (url: string) => /\/(?:assets|locales)\/(es|pt-BR|hi|ar|id)[-.]/.exec(url)?.[1];

/** Every URL the page requests from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const html = (page: Page) => page.locator('html');

// The browser's own language is English: only `?lang=` or the switch choose another.
test.use({ locale: 'en-US' });

test('the landing page in pt-BR via ?lang=pt-BR: Portuguese throughout, only pt-BR downloaded', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/?lang=pt-BR');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Transforme conversas no WhatsApp em receita' }),
  ).toBeVisible(slow);
  await expect(html(page)).toHaveAttribute('lang', 'pt-BR');
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await expect(page).toHaveTitle('Wacrm – CRM para WhatsApp Business');

  // Key phrases of every part of the page (header, hero, stats, sections, calls to action, footer): the English
  // is gone and the Portuguese is there. Brand names (Wacrm, WhatsApp, Shopify...) stay as they are.
  const phrases: readonly (readonly [string, string])[] = [
    ['Skip to main content', 'Pular para o conteúdo principal'],
    ['Help Center', 'Central de Ajuda'],
    ['Pricing', 'Preços'],
    ['Partners', 'Parceiros'],
    ['Solutions', 'Soluções'],
    ['Resources', 'Recursos'],
    ['Log in', 'Entrar'],
    ['Try for Free', 'Teste grátis'],
    ['Turn WhatsApp conversations into revenue', 'Transforme conversas no WhatsApp em receita'],
    ['Start Free Trial', 'Comece o teste grátis'],
    ['Book Demo', 'Agendar demonstração'],
    ['ROI Increase', 'Aumento do ROI'],
    [
      'Everything you need to sell and support on WhatsApp',
      'Tudo o que você precisa para vender e atender no WhatsApp',
    ],
    ['Team Inbox', 'Caixa de entrada da equipe'],
    ['AI that keeps every conversation moving', 'IA que mantém cada conversa em andamento'],
    ['See AI in Action', 'Veja a IA em ação'],
    ['Contacts Managed', 'Contatos gerenciados'],
    ['Uptime Guaranteed', 'Disponibilidade garantida'],
    ['Expert Support', 'Suporte especializado'],
    [
      'One workbench for messaging, contacts and campaigns',
      'Um só espaço de trabalho para mensagens, contatos e campanhas',
    ],
    ['Template editor', 'Editor de modelos'],
    ['Works with the tools you already use', 'Funciona com as ferramentas que você já usa'],
    ['Ready to grow on WhatsApp?', 'Pronto para crescer no WhatsApp?'],
    ['No credit card needed', 'Não é necessário cartão de crédito'],
    ['WhatsApp Business messaging and CRM for growing businesses.', 'Mensagens do WhatsApp Business e CRM'],
    ['WhatsApp is a trademark of its owner', 'WhatsApp é uma marca registrada de seu proprietário'],
  ];
  const text = await page.locator('body').innerText();
  for (const [english, portuguese] of phrases) {
    expect(text, `'${english}' in English`).not.toContain(english);
    expect(text, `'${portuguese}' in Portuguese`).toContain(portuguese);
  }
  // The spec's figures, written by Intl for pt-BR (99.9% and 5M+ in English).
  const stats = page.getByRole('region', { name: 'O Wacrm em números' });
  await expect(stats).toContainText('99,9%');
  await expect(stats).toContainText('5 mi+');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt-BR');
  await expectNoAxeViolations(page, '/?lang=pt-BR');

  // The pt-BR texts came as chunks of their own (the app's and the widgets'), and no other language did.
  expect(requests.filter((url) => LOCALE_CHUNK.test(url)).map(localeOf)).toEqual(['pt-BR', 'pt-BR']);
});

test('the header switch to العربية: right to left, remembered after a reload, the login page and its form in Arabic', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Turn WhatsApp conversations into revenue' })).toBeVisible(
    slow,
  );
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('the journey needs a viewport');
  const brandIn = (name: string) => page.getByRole('banner').getByRole('link', { name });
  const english = await brandIn('Wacrm home').boundingBox();
  expect(english?.x, 'the brand on the left in English').toBeLessThan(100);

  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.getByRole('heading', { level: 1, name: 'حوّل محادثات WhatsApp إلى إيرادات' })).toBeVisible(slow);
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');

  // The header mirrors: its brand is now at the right edge.
  const brand = brandIn('الصفحة الرئيسية لـ Wacrm');
  const arabic = await brand.boundingBox();
  if (!arabic) throw new Error('the brand link has no box');
  expect(arabic.x + arabic.width, 'the brand on the right in Arabic').toBeGreaterThan(viewport.width - 100);
  await expect(
    page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'الأسعار' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/ in Arabic');

  // Remembered in this browser: a reload opens in Arabic, right to left.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'حوّل محادثات WhatsApp إلى إيرادات' })).toBeVisible(slow);
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');

  // The login page: the page's own texts and the widgets' form, both in Arabic.
  await page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول إلى Wacrm' })).toBeVisible(slow);
  await expect(page).toHaveTitle('تسجيل الدخول – Wacrm');
  await expect(page.getByRole('textbox', { name: 'بريد العمل الإلكتروني أو رقم الهاتف' })).toBeVisible(slow);
  await expect(page.getByRole('button', { name: 'إرسال رمز التحقق' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'المتابعة باستخدام Google' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'أنشئ حسابًا' })).toHaveAttribute('href', '/auth/register');
  const login = await page.locator('body').innerText();
  for (const english of ['Log in to Wacrm', 'New to Wacrm?', 'Create an account', 'Send OTP', 'Continue with Google']) {
    expect(login, `'${english}' in English`).not.toContain(english);
  }
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page, '/auth/login in Arabic');
});

test('a page in English downloads no translation', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Turn WhatsApp conversations into revenue' })).toBeVisible(
    slow,
  );
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  // The landing, a content page, and the login page with the widgets' form: English all the way.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Simple pricing that grows with you' })).toBeVisible(slow);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible(slow);
  await page.waitForLoadState('networkidle');
  expect(requests.length, 'the journey made requests').toBeGreaterThan(3);
  expect(requests.filter((url) => LOCALE_CHUNK.test(url))).toEqual([]);
});
