import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openTemplateEditor } from './support/workbench';
import { signedInNewUser } from './support/session';

/**
 * The template editor asks before it discards a half-written template (Escape, Cancel, the
 * close button), and its preview stays in view while any field is edited on a desktop (sticky beside the form), or
 * is one tap away on a phone.
 */

async function openEditor(page: Page): Promise<Locator> {
  const editor = await openTemplateEditor(page);
  // The dialog has taken focus (its first field): Escape is the dialog's.
  await expect(editor.getByLabel(/^Template Name/)).toBeFocused();
  return editor;
}

/** True when the element's box is within the visible part of the dialog's scrolling body (and the viewport). */
async function inView(editor: Locator, element: Locator): Promise<boolean> {
  return element.evaluate(
    (el, dialog) => {
      const box = el.getBoundingClientRect();
      let scroller: HTMLElement | null = el.parentElement;
      while (scroller && scroller !== dialog && getComputedStyle(scroller).overflowY !== 'auto') {
        scroller = scroller.parentElement;
      }
      const view = (scroller ?? document.documentElement).getBoundingClientRect();
      const top = Math.max(view.top, 0);
      const bottom = Math.min(view.bottom, window.innerHeight);
      return box.height > 0 && box.top >= top - 1 && box.top < bottom - 40;
    },
    await editor.elementHandle(),
  );
}

test('the template editor asks before discarding and keeps its preview in view while the buttons are edited', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInNewUser({ request, context, baseURL }, 'Tess');
  const editor = await openEditor(page);
  await editor.getByLabel(/^Template Name/).fill('spring_offer');
  await editor.getByRole('button', { name: 'Add Header' }).click();
  await editor.getByLabel(/^Header Text/).fill('Spring sale');
  await editor.getByLabel(/^Body Text/).fill('Hi {{1}}, enjoy *20% off* all week.\n\nSee you soon.');
  await editor.getByLabel(/^Example for \{\{1\}\}/).fill('Ann');
  await editor.getByRole('button', { name: 'Add Footer' }).click();
  await editor.getByLabel(/^Footer Text/).fill('Acme Store');
  await editor.getByRole('button', { name: 'Add Buttons' }).click();
  await editor.getByRole('button', { name: 'Add Button' }).click();
  const buttonTexts = editor.getByLabel(/^Button Text/);
  await buttonTexts.first().fill('Shop now');
  await buttonTexts.last().fill('Stop promotions');
  // Editing the last field of the form (scrolled to it): the preview beside it is still in view, and shows it.
  const preview = editor.getByRole('complementary', { name: 'Preview' });
  await buttonTexts.last().scrollIntoViewIfNeeded();
  expect(await inView(editor, preview.getByText('Spring sale'))).toBe(true);
  await expect(preview).toContainText('Stop promotions');

  // Escape asks first; keeping on editing keeps everything typed.
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(confirm).toBeHidden();
  await expect(editor.getByLabel(/^Template Name/)).toHaveValue('spring_offer');
  // So do Cancel and the close button; Discard closes it.
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await editor.getByRole('button', { name: 'Close' }).first().click();
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expect(editor).toBeHidden();

  // An editor without changes closes at once.
  const fresh = await openEditor(page);
  await page.keyboard.press('Escape');
  await expect(fresh).toBeHidden();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // On a phone the preview is one tap away.
  await page.setViewportSize({ width: 375, height: 667 });
  const phone = await openEditor(page);
  await phone.getByLabel(/^Body Text/).fill('Hello from the phone');
  await phone.getByRole('button', { name: 'Show preview' }).click();
  const phonePreview = phone.getByRole('complementary', { name: 'Preview' });
  await expect(phonePreview).toContainText('Hello from the phone');
  await expect.poll(() => inView(phone, phonePreview.getByText('Hello from the phone'))).toBe(true);
});
