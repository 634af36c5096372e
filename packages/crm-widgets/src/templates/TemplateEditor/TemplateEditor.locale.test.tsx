// The editor's texts in a shipped language are a part of their own (locales/<code>-templates), downloaded when the
// editor is shown. Isolated (scripts/isolatedTests.ts): it mocks the Arabic part to hold its download.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeWacrmClient, DEMO_CLIENT_ID } from '@wacrm/whatsapp-sdk/testing';
import { WacrmProvider, type WacrmProviderProps } from '../../provider';
import { loadLocale } from '../../i18n/load';
import { defineLocale } from '../../i18n/locale';
import { en } from '../../locales/en';
import { ar } from '../../locales/ar';
import type * as ArTemplates from '../../locales/ar-templates';
import { TemplateEditor } from './TemplateEditor';

// The Arabic templates part: each request recorded, its download held until the test lets it arrive.
const part = vi.hoisted(() => {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { requests: 0, arrived, arrive: () => arrive() };
});
vi.mock('../../locales/ar-templates', async (importOriginal) => {
  part.requests += 1;
  await part.arrived;
  return importOriginal<typeof ArTemplates>();
});

/** The Arabic part's texts, read without the mock (a static import would request it). */
const arabic = async () => (await vi.importActual<typeof ArTemplates>('../../locales/ar-templates')).arTemplates;

const LOADED = { timeout: 15_000 };

function page(props: Partial<WacrmProviderProps>) {
  return (
    <WacrmProvider client={createFakeWacrmClient()} clientId={DEMO_CLIENT_ID} {...props}>
      <p>The host page</p>
      <TemplateEditor open onClose={vi.fn()} />
    </WacrmProvider>
  );
}

describe('TemplateEditor in a shipped language', () => {
  it('shows its translated texts only once the Arabic templates part is in, the page staying as it is meanwhile', async () => {
    const texts = await arabic();
    await loadLocale('ar');
    await act(async () => {
      render(page({ locale: 'ar' }));
    });
    await waitFor(() => expect(part.requests).toBe(1));
    // The editor waits for its texts: no dialog yet, and no English text in its place; the host's page is shown.
    expect(screen.getByText('The host page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(texts.hintApproval)).toBeNull();
    expect(screen.queryByText('Create Template')).toBeNull();

    await act(async () => part.arrive());
    const dialog = within(await screen.findByRole('dialog', { name: texts.createTitle }, LOADED));
    // The guidance hint and a field's hint from the part; Cancel from the language's main dictionary.
    expect(dialog.getByText(texts.hintApproval)).toBeInTheDocument();
    expect(dialog.getByText(texts.nameHint)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: ar.labels.cancel })).toBeInTheDocument();
    expect(screen.queryByText(en.labels.hintApproval as string)).toBeNull();

    // The validation messages only the editor shows come with the part too.
    await userEvent.click(dialog.getByRole('button', { name: texts.submitCreate }));
    expect(await dialog.findByText(texts.templateNameRequired)).toBeInTheDocument();
    expect(dialog.queryByText('Template name is required')).toBeNull();
    expect(part.requests).toBe(1);
  });

  it("keeps the host's labels over the part's texts", async () => {
    const texts = await arabic();
    await loadLocale('ar');
    await act(async () => {
      render(page({ locale: 'ar', labels: { createTitle: 'Nouveau modèle' } }));
    });
    expect(await screen.findByRole('dialog', { name: 'Nouveau modèle' }, LOADED)).toBeInTheDocument();
    expect(screen.getByText(texts.hintApproval)).toBeInTheDocument();
  });

  it("speaks a partner's language given with defineLocale, its editor texts included, and downloads no part", async () => {
    const requests = part.requests;
    const fr = defineLocale('fr', {
      ...en.labels,
      createTitle: 'Créer un modèle',
      hintApproval: 'Meta vérifie chaque modèle avant son envoi.',
      templateNameRequired: 'Le nom du modèle est obligatoire',
    });
    render(page({ locale: fr }));
    const dialog = within(screen.getByRole('dialog', { name: 'Créer un modèle' }));
    expect(dialog.getByText('Meta vérifie chaque modèle avant son envoi.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit for Review' }));
    expect(await dialog.findByText('Le nom du modèle est obligatoire')).toBeInTheDocument();
    expect(part.requests).toBe(requests);
  });
});
