import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { API, expect, registerUser, storeSession, test } from './support';

/**
 * The elements in the page's language: `<html lang="pt-BR">` downloads the pt-BR chunk and no other language's, and
 * `<wacrm-inbox locale="ar">` on an English page renders right to left inside its shadow root. The script-tag
 * loader's chunks (dist/wacrm-elements/) and the single-file build's language files (dist/wacrm-elements.locales/).
 */
const slow = { timeout: 30_000 };
const LANGUAGES = ['es', 'pt-BR', 'hi', 'ar', 'id'];

/** The chunk of each shipped language in the loader's build, from the chunk graph Vite wrote. */
function languageChunks(): Record<string, string> {
  const manifest = JSON.parse(
    readFileSync(new URL('../dist/wacrm-elements/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  return Object.fromEntries(
    LANGUAGES.map((code) => {
      const chunk = manifest[`../crm-widgets/src/locales/${code}.ts`];
      if (!chunk) throw new Error(`no chunk for ${code} in the manifest`);
      return [code, `/dist/wacrm-elements/${chunk.file}`];
    }),
  );
}

/** The paths of the scripts the page requests, from now on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Which shipped languages' files are among `scripts`. */
function languagesIn(scripts: string[], files: Record<string, string>): string[] {
  return LANGUAGES.filter((code) => scripts.includes(files[code]!));
}

test('a page with <html lang="pt-BR"> shows the elements in Portuguese and downloads only the pt-BR chunk', async ({
  page,
}) => {
  const chunks = languageChunks();
  const scripts = scriptsOf(page);
  await page.goto(`/language.html?lang=pt-BR&api=${encodeURIComponent(API)}`);
  const login = page.locator('wacrm-login');
  await expect(login.getByRole('button', { name: 'Enviar código' })).toBeVisible(slow);
  await expect(login.getByRole('textbox', { name: 'E-mail corporativo ou número de telefone' })).toBeEditable();
  expect(languagesIn(scripts, chunks)).toEqual(['pt-BR']);
});

test('an English page downloads no translation at all', async ({ page }) => {
  const chunks = languageChunks();
  const scripts = scriptsOf(page);
  await page.goto(`/language.html?lang=en&api=${encodeURIComponent(API)}`);
  await expect(page.locator('wacrm-login').getByRole('button', { name: 'Send OTP' })).toBeVisible(slow);
  expect(scripts).toContain('/dist/wacrm-elements/login.js');
  expect(languagesIn(scripts, chunks)).toEqual([]);
});

test('<wacrm-inbox locale="ar"> on an English page renders right to left in Arabic inside its shadow root', async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  await storeSession(page, user);
  const chunks = languageChunks();
  const scripts = scriptsOf(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/language.html?lang=en&locale=ar&api=${encodeURIComponent(API)}`);
  const inbox = page.locator('wacrm-inbox');
  await expect(inbox.getByRole('heading', { name: 'المحادثات' })).toBeVisible(slow);
  const list = inbox.getByRole('region', { name: 'المحادثات' });
  const thread = inbox.getByRole('region', { name: 'اختر محادثة' });
  await expect(list.getByText('لا توجد محادثات بعد')).toBeVisible();

  // Inside the shadow root: the widget's root says Arabic, right to left, and lays out so (the list on the right).
  const root = inbox.locator('[data-wacrm-element="inbox"]');
  await expect(root).toHaveAttribute('dir', 'rtl');
  await expect(root).toHaveAttribute('lang', 'ar');
  await expect(root).toHaveCSS('direction', 'rtl');
  const [listBox, threadBox] = await Promise.all([list.boundingBox(), thread.boundingBox()]);
  expect(listBox!.x).toBeGreaterThanOrEqual(threadBox!.x + threadBox!.width);
  // The page itself stays English and left to right.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Partner portal' })).toHaveCSS('direction', 'ltr');
  expect(languagesIn(scripts, chunks)).toEqual(['ar']);

  // Changing the attribute shows the new language.
  await inbox.evaluate((element) => element.setAttribute('locale', 'es'));
  await expect(inbox.getByRole('heading', { name: 'Conversaciones' })).toBeVisible(slow);
  await expect(root).toHaveAttribute('dir', 'ltr');
});

test('the single-file build fetches the page language from the file next to it, and nothing for English', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto(`/single-file.html?lang=pt-BR&api=${encodeURIComponent(API)}`);
  const login = page.locator('wacrm-login');
  await expect(login.getByRole('button', { name: 'Enviar código' })).toBeVisible(slow);
  expect(scripts).toEqual(['/dist/wacrm-elements.bundle.global.js', '/dist/wacrm-elements.locales/pt-BR.js']);
});
