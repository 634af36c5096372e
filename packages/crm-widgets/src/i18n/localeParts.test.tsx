// Which parts of a language a page downloads: the templates part (locales/<code>-templates) only where the template
// editor is shown. Isolated (scripts/isolatedTests.ts): it mocks the Arabic parts to record their requests.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeWacrmClient, DEMO_CLIENT_ID, FIXTURE_NOW } from '@wacrm/whatsapp-sdk/testing';
import { WacrmProvider } from '../provider';
import { Conversations } from '../inbox/Conversations/Conversations';
import { CampaignManager } from '../campaigns/CampaignManager/CampaignManager';
import { ar } from '../locales/ar';
import type * as ArMedia from '../locales/ar-media';
import type * as ArTemplates from '../locales/ar-templates';
import type * as TemplateEditorModule from '../templates/TemplateEditor/TemplateEditor';
import { loadLocale } from './load';

const requested = vi.hoisted(() => {
  let arrive = () => undefined as void;
  const editorArrived = new Promise<void>((resolve) => (arrive = resolve));
  return { media: 0, templates: 0, editor: 0, editorArrived, releaseEditor: () => arrive() };
});
vi.mock('../locales/ar-media', async (importOriginal) => {
  requested.media += 1;
  return importOriginal<typeof ArMedia>();
});
vi.mock('../locales/ar-templates', async (importOriginal) => {
  requested.templates += 1;
  return importOriginal<typeof ArTemplates>();
});

// The editor's code, a chunk the Campaign Manager loads when the editor opens: held until the test lets it arrive.
vi.mock('../templates/TemplateEditor/TemplateEditor', async (importOriginal) => {
  requested.editor += 1;
  await requested.editorArrived;
  return importOriginal<typeof TemplateEditorModule>();
});

// Each wait below covers a chunk transformed on its first import here (the open conversation's view, the editor).
const LOADED = { timeout: 15_000 };

describe('the parts of a language a page downloads', () => {
  it('a page with the inbox downloads the media part with an open conversation, and never the templates part', async () => {
    await loadLocale('ar');
    await act(async () => {
      render(
        <WacrmProvider client={createFakeWacrmClient()} clientId={DEMO_CLIENT_ID} locale="ar">
          <Conversations now={() => FIXTURE_NOW} />
        </WacrmProvider>,
      );
    });
    await userEvent.click(await screen.findByRole('option', { name: /Ann Lee/ }, LOADED));
    expect(await screen.findByRole('heading', { level: 3, name: /Ann Lee/ }, LOADED)).toBeInTheDocument();
    await waitFor(() => expect(requested.media).toBe(1), LOADED);
    expect(requested.templates).toBe(0);
  });

  it("the Campaign Manager downloads the templates part when the editor is opened, beside the editor's code", async () => {
    await loadLocale('ar');
    await act(async () => {
      render(
        <WacrmProvider client={createFakeWacrmClient()} clientId={DEMO_CLIENT_ID} locale="ar">
          <CampaignManager />
        </WacrmProvider>,
      );
    });
    const newTemplate = await screen.findByRole('button', { name: ar.labels.newTemplate }, LOADED);
    expect(requested.templates).toBe(0);
    expect(requested.editor).toBe(0);
    await userEvent.click(newTemplate);
    // Both requested at once: the part does not wait for the editor's code to arrive and ask for it.
    await waitFor(() => expect(requested.editor).toBe(1), LOADED);
    expect(requested.templates).toBe(1);
    await act(async () => requested.releaseEditor());
    expect(await screen.findByRole('dialog', {}, LOADED)).toBeInTheDocument();
    expect(requested.templates).toBe(1);
  });
});
