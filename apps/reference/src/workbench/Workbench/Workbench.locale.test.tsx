import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WacrmProvider } from '@wacrm/crm-widgets';
import { localeFormats, type ShippedLocale } from '@wacrm/crm-widgets/i18n';
import { createFakeWacrmClient, DEMO_CLIENT_ID } from '@wacrm/whatsapp-sdk/testing';
import { AppLocaleProvider, applyDocumentLocale, loadAppLocale, useAppLocale } from '../../i18n/AppLocale';
import { LOCALE_STORAGE_KEY } from '../../i18n/appLocales';
import { axeViolations } from '../../test/axe';
import { memoryStorage } from '../../test/memoryStorage';
import { ThreadMenu } from '../ThreadMenu';
import { TOUR_SEEN_KEY } from '../WelcomeTour';
import { Workbench } from './Workbench';

// The workbench in the user's language: every text of its frame and screens from the app's locale texts,
// numbers and counts by Intl and plural rules, and the language switch in its top bar (and the phone's navigation).

/** The widgets' provider follows the app's language, as DashboardPage does. */
function Widgets({ children }: { children: ReactNode }) {
  const { code } = useAppLocale();
  return (
    <WacrmProvider client={createFakeWacrmClient()} clientId={DEMO_CLIENT_ID} locale={code}>
      {children}
    </WacrmProvider>
  );
}

async function renderIn(locale: ShippedLocale, tourSeen = true) {
  await loadAppLocale(locale);
  applyDocumentLocale(locale);
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <AppLocaleProvider initial={locale}>
        <Widgets>
          <Workbench
            clientId={DEMO_CLIENT_ID}
            userName="Ada Lovelace"
            onLogout={vi.fn()}
            storage={memoryStorage(tourSeen ? { [TOUR_SEEN_KEY]: '1' } : {})}
          />
        </Widgets>
      </AppLocaleProvider>
    </MemoryRouter>,
  );
  return { user, ...view };
}

afterEach(() => {
  applyDocumentLocale('en');
  window.localStorage.removeItem(LOCALE_STORAGE_KEY);
});

describe('the workbench in Arabic', () => {
  it('says everything in Arabic: tour, top bar, tabs, sections, the CRM dashboard with Arabic plural forms', async () => {
    const { user } = await renderIn('ar', false);
    const n = (value: number) => localeFormats('ar').number(value);

    const tour = screen.getByRole('dialog', { name: 'مرحبًا بك في Wacrm' });
    for (const title of ['إدارة العملاء', 'مراسلة WhatsApp', 'التحليلات', 'التطبيقات في علامات تبويب']) {
      expect(within(tour).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(tour).getByRole('button', { name: 'تخطي الجولة' }));

    expect(screen.getByRole('button', { name: 'التطبيقات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'التطبيقات المفتوحة' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'CRM', selected: true })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'أقسام CRM' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['لوحة التحكم', 'جهات الاتصال', 'العملاء المحتملون', 'التحليلات', 'الإعدادات']);
    expect(screen.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeInTheDocument();
    expect(document.title).toBe('CRM: لوحة التحكم – Wacrm');

    const figures = screen.getByRole('list', { name: 'الأرقام الرئيسية (بيانات تجريبية)' });
    expect(figures).toHaveTextContent('إجمالي جهات الاتصال');
    expect(figures).toHaveTextContent(n(2847));
    const pipeline = screen.getByRole('region', { name: 'مسار المبيعات' });
    // 8 is 'few' in Arabic, 12 and 45 'many', 18 and 32 'many': each stage's count in its form.
    expect(pipeline).toHaveTextContent(`${n(8)} صفقات`);
    expect(pipeline).toHaveTextContent(`${n(12)} صفقة`);
    expect(screen.getByRole('region', { name: 'الأنشطة الأخيرة' })).toHaveTextContent(
      `أُرسل بريد إلى ${n(45)} عميلًا محتملًا`,
    );
    // No English left on the screen (the brand names and the sample people's names are data).
    const shown = document.body.textContent ?? '';
    for (const english of ['Dashboard', 'Sales pipeline', 'Total Contacts', 'Apps', 'Logout', 'deals', 'ago']) {
      expect(shown, english).not.toContain(english);
    }
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('names the other apps, their placeholder and the Close buttons in Arabic', async () => {
    const { user } = await renderIn('ar');
    await user.click(screen.getByRole('button', { name: 'التطبيقات' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /^CRM/ })).toHaveTextContent(
      'جهات الاتصال والعملاء المحتملون ومسار المبيعات (مفتوح)',
    );
    await user.click(within(menu).getByRole('menuitem', { name: /^المالية/ }));
    expect(screen.getByRole('heading', { name: 'نظرة عامة على المالية' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إغلاق CRM' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'الفواتير' }));
    expect(screen.getByText('سيظهر محتوى الفواتير في المالية هنا.')).toBeInTheDocument();
  });
});

describe('the language switch of the workbench', () => {
  it('is in the top bar, labelled, next in the keyboard order after Apps, and switches the workbench', async () => {
    const { user } = await renderIn('en');
    const banner = screen.getByRole('banner');
    const language = within(banner).getByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('en');
    screen.getByRole('button', { name: 'Apps' }).focus();
    await user.tab();
    expect(language).toHaveFocus();

    await user.selectOptions(language, 'pt-BR');
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel' })).toBeInTheDocument();
    expect(within(banner).getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt-BR');
    expect(screen.getByRole('navigation', { name: 'Seções de CRM' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'pt-BR');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pt-BR');
    await waitFor(() => expect(document.title).toBe('CRM: Painel – Wacrm'));
  });

  it("is in the phone's navigation of an open conversation too, beside Logout", async () => {
    await loadAppLocale('id');
    render(
      <AppLocaleProvider initial="id">
        <ThreadMenu app="whatsapp" section="conversations" onSelect={vi.fn()} onLogout={vi.fn()} />
      </AppLocaleProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Ruang kerja' });
    expect(within(nav).getByRole('combobox', { name: 'Bahasa' })).toHaveValue('id');
    expect(within(nav).getByRole('button', { name: 'Percakapan' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
  });
});
