import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { elementsOnPage } from '../testing/elementsOnPage';
import { createFakeWacrmClient, DEMO_CLIENT_ID } from '@wacrm/whatsapp-sdk/testing';
import type { WacrmElement } from '../types';

const added = elementsOnPage();

describe('per-widget entries', () => {
  it('`@wacrm/elements/inbox` defines <wacrm-inbox> and nothing else, and it renders', async () => {
    await import('./inbox');
    expect(customElements.get('wacrm-inbox')).toBeTypeOf('function');
    for (const other of ['wacrm-campaigns', 'wacrm-contacts', 'wacrm-template-editor', 'wacrm-login']) {
      expect(customElements.get(other), other).toBeUndefined();
    }
    const inbox = document.createElement('wacrm-inbox') as WacrmElement;
    inbox.client = createFakeWacrmClient();
    inbox.clientId = DEMO_CLIENT_ID;
    added.push(document.body.appendChild(inbox));
    const view = within(inbox.shadowRoot!.querySelector<HTMLElement>('[data-wacrm-mount]')!);
    expect(await view.findByRole('heading', { name: 'Conversations' })).toBeInTheDocument();
  });

  it('each entry defines its own element once, leaving a name already defined alone', async () => {
    await import('./campaigns');
    const campaigns = customElements.get('wacrm-campaigns');
    expect(campaigns).toBeTypeOf('function');
    await Promise.all([import('./contacts'), import('./template-editor'), import('./login')]);
    for (const name of ['wacrm-contacts', 'wacrm-template-editor', 'wacrm-login']) {
      expect(customElements.get(name), name).toBeTypeOf('function');
    }
    const { defineWacrmElements } = await import('../defineElements');
    expect(defineWacrmElements()).toEqual([]);
    expect(customElements.get('wacrm-campaigns')).toBe(campaigns);
  });
});
