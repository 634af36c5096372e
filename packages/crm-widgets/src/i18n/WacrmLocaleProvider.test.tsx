import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { createFakeWacrmClient, DEMO_CLIENT_ID, makeConversation } from '@wacrm/whatsapp-sdk/testing';
import { Modal } from '@wacrm/ui';
import { WacrmProvider, useWacrmLabels } from '../provider';
import { ConversationRow } from '../inbox/ConversationList/ConversationRow';
import { inboxLabels } from '../inbox/labels';
import { contactLabels } from '../contacts/labels';
import { ar } from '../locales/ar';
import { ptBR } from '../locales/pt-BR';
import { WacrmLocaleProvider, useLocaleAttributes, useWacrmLocale } from './WacrmLocaleProvider';
import { defineLocale, type WacrmLocale } from './locale';
import type { PluralForms } from './plural';
import { en } from '../locales/en';
import { loadLocale } from './load';

function Labels() {
  const labels = useWacrmLabels(contactLabels);
  const { formats } = useWacrmLocale();
  const attributes = useLocaleAttributes();
  return (
    <div data-testid="root" {...attributes}>
      <span>{labels.addContact}</span>
      <span>{formats.plural(labels.exported, 3)}</span>
    </div>
  );
}

function withProvider(locale: WacrmLocale | string | undefined, extra: { labels?: Record<string, string> } = {}) {
  return (
    <WacrmProvider client={createFakeWacrmClient()} clientId={DEMO_CLIENT_ID} locale={locale} {...extra}>
      <Labels />
    </WacrmProvider>
  );
}

describe('WacrmLocaleProvider', () => {
  it('speaks English by default, with lang and dir on the widget root', () => {
    render(withProvider(undefined));
    expect(screen.getByText('Add Contact')).toBeInTheDocument();
    expect(screen.getByText('Exported 3 contacts')).toBeInTheDocument();
    expect(screen.getByTestId('root')).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('root')).toHaveAttribute('dir', 'ltr');
  });

  it('takes a locale object: its texts, plural forms and direction, the host labels on top', () => {
    render(withProvider(ar, { labels: { addContact: 'Nouveau' } }));
    expect(screen.getByText('Nouveau')).toBeInTheDocument();
    const exported: PluralForms = ar.labels.exported;
    expect(
      screen.getByText((exported.few ?? '').replace('{n}', new Intl.NumberFormat('ar').format(3))),
    ).toBeInTheDocument();
    expect(screen.getByTestId('root')).toHaveAttribute('lang', 'ar');
    expect(screen.getByTestId('root')).toHaveAttribute('dir', 'rtl');
  });

  it('downloads a shipped locale given by its tag, suspending until it is in', async () => {
    // React 19 retries a render suspended inside `act` only when the `act` is awaited.
    await act(async () => {
      render(<Suspense fallback={<p>waiting</p>}>{withProvider('pt-BR')}</Suspense>);
    });
    expect(await screen.findByText('Adicionar contato')).toBeInTheDocument();
    expect(screen.getByText('3 contatos exportados')).toBeInTheDocument();
    expect(screen.getByTestId('root')).toHaveAttribute('lang', 'pt-BR');
  });

  it('serves a regional tag with its language and writes numbers for the tag', async () => {
    await loadLocale('es');
    render(withProvider('es-MX'));
    expect(screen.getByTestId('root')).toHaveAttribute('lang', 'es-MX');
    expect(screen.getByText('Agregar contacto')).toBeInTheDocument();
  });

  it('speaks English for a language it does not ship, and for a malformed tag', () => {
    render(
      <>
        {withProvider('fr')}
        {withProvider('<not a tag>')}
      </>,
    );
    expect(screen.getAllByText('Add Contact')).toHaveLength(2);
    expect(screen.getAllByTestId('root').map((el) => el.getAttribute('lang'))).toEqual(['fr', 'en']);
  });

  it('inherits an enclosing locale provider, and dir can be overridden', () => {
    render(
      <WacrmLocaleProvider locale={ptBR}>
        {withProvider(undefined)}
        <WacrmLocaleProvider dir="rtl">
          <Direction />
        </WacrmLocaleProvider>
      </WacrmLocaleProvider>,
    );
    expect(screen.getByText('Adicionar contato')).toBeInTheDocument();
    expect(screen.getByTestId('direction')).toHaveTextContent('pt-BR rtl');
  });

  it('gives dialogs, which render outside the widget, the same lang and dir', () => {
    render(
      <WacrmLocaleProvider locale={ar}>
        <Modal open title="t" closeLabel="x" onClose={() => undefined}>
          <p>body</p>
        </Modal>
      </WacrmLocaleProvider>,
    );
    const portal = screen.getByText('body').closest('[data-wacrm-portal]');
    expect(portal).toHaveAttribute('dir', 'rtl');
    expect(portal).toHaveAttribute('lang', 'ar');
  });

  it('takes a partner locale from defineLocale', () => {
    const fr = defineLocale('fr', { ...en.labels, addContact: 'Ajouter un contact' });
    render(withProvider(fr));
    expect(screen.getByText('Ajouter un contact')).toBeInTheDocument();
  });
});

function Direction() {
  const { code, dir } = useWacrmLocale();
  return <p data-testid="direction">{`${code} ${dir}`}</p>;
}

describe('count texts in a widget', () => {
  it("uses Arabic's plural forms for 2, 3 and 11 unread", () => {
    const one = (n: number) =>
      render(
        <WacrmLocaleProvider locale={ar}>
          <ConversationRow
            conversation={makeConversation({ id: `c${n}`, unreadCount: n })}
            labels={{ ...inboxLabels, unreadCount: ar.labels.unreadCount }}
            now={Date.now()}
          />
        </WacrmLocaleProvider>,
      );
    const forms: PluralForms = ar.labels.unreadCount;
    for (const [n, category] of [
      [2, 'two'],
      [3, 'few'],
      [11, 'many'],
    ] as const) {
      const { unmount } = one(n);
      const text = (forms[category] ?? '').replace('{n}', new Intl.NumberFormat('ar').format(n));
      expect(screen.getByText(text)).toBeInTheDocument();
      unmount();
    }
  });
});
