import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { elementsOnPage } from '../testing/elementsOnPage';
import { createFakeWacrmClient, DEMO_CLIENT_ID } from '@wacrm/whatsapp-sdk/testing';
import { defineWacrmElements, mount, type WacrmElement } from '../index';
import { elementDir, elementLocale, nearestLang } from './elementLocale';

const added = elementsOnPage();
// Each heading wait below follows a language being downloaded (its module transformed on first import here): under
// CI's three parallel lines that took more than the default 5 s (retried in clean-clone runs, the first Arabic wait
// too). The language is asserted, not its speed.
const LOADED = { timeout: 15_000 };
function attach<T extends HTMLElement>(element: T, parent: Node = document.body): T {
  if (parent === document.body) added.push(element);
  parent.appendChild(element);
  return element;
}

/** A host whose open shadow root holds `inner`: an element inside another component's shadow root. */
function inShadowOf(host: HTMLElement, inner: HTMLElement): HTMLElement {
  attach(host);
  const root = host.attachShadow({ mode: 'open' });
  root.appendChild(inner);
  return inner;
}

beforeEach(() => document.documentElement.setAttribute('lang', 'en'));
afterEach(() => {
  document.documentElement.setAttribute('lang', 'en');
  vi.restoreAllMocks();
});

describe('the language of an element', () => {
  it('is its locale attribute first, whatever the lang attributes around it say', () => {
    document.documentElement.setAttribute('lang', 'hi');
    const element = attach(document.createElement('div'));
    element.setAttribute('lang', 'id');
    element.setAttribute('locale', ' ar ');
    expect(elementLocale(element)).toBe('ar');
  });

  it("follows the nearest lang attribute: its own, a container's, then the page's <html lang>", () => {
    document.documentElement.setAttribute('lang', 'pt-BR');
    const container = attach(document.createElement('section'));
    const element = attach(document.createElement('div'), container);
    expect(elementLocale(element)).toBe('pt-BR');
    container.setAttribute('lang', 'es-MX');
    expect(elementLocale(element)).toBe('es-MX');
    element.setAttribute('lang', 'hi');
    expect(elementLocale(element)).toBe('hi');
    // A blank lang says nothing: the search goes on above it.
    element.setAttribute('lang', ' ');
    expect(elementLocale(element)).toBe('es-MX');
  });

  it("crosses shadow roots: inside another component's shadow root it finds the lang of that host and the page", () => {
    document.documentElement.setAttribute('lang', 'ar');
    const outer = document.createElement('div');
    const inner = inShadowOf(outer, document.createElement('div'));
    expect(nearestLang(inner)).toBe('ar');
    outer.setAttribute('lang', 'id');
    expect(elementLocale(inner)).toBe('id');
  });

  it("is the browser's language without any lang on the page, and English without that either", () => {
    document.documentElement.removeAttribute('lang');
    const element = attach(document.createElement('div'));
    const language = vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-419');
    expect(nearestLang(element)).toBeUndefined();
    expect(elementLocale(element)).toBe('es-419');
    language.mockReturnValue('');
    expect(elementLocale(element)).toBe('en');
  });

  it('takes dir="ltr" or "rtl" as a forced direction and nothing else', () => {
    const element = attach(document.createElement('div'));
    expect(elementDir(element)).toBeUndefined();
    element.setAttribute('dir', 'RTL');
    expect(elementDir(element)).toBe('rtl');
    element.setAttribute('dir', 'auto');
    expect(elementDir(element)).toBeUndefined();
  });
});

describe('<wacrm-inbox> in a language', () => {
  function inbox(attributes: Record<string, string>): WacrmElement {
    defineWacrmElements();
    const element = document.createElement('wacrm-inbox');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.client = createFakeWacrmClient();
    element.setAttribute('client-id', DEMO_CLIENT_ID);
    return attach(element);
  }
  const themeRoot = (element: HTMLElement) =>
    element.shadowRoot!.querySelector<HTMLElement>('[data-wacrm-element="inbox"]')!;
  const view = (element: HTMLElement) => within(element.shadowRoot!.querySelector<HTMLElement>('[data-wacrm-mount]')!);

  it('renders right to left in Arabic with locale="ar", and again in the new language when locale changes', async () => {
    const element = inbox({ locale: 'ar' });
    expect(await view(element).findByRole('heading', { name: 'المحادثات' }, LOADED)).toBeInTheDocument();
    expect(themeRoot(element)).toHaveAttribute('dir', 'rtl');
    expect(themeRoot(element)).toHaveAttribute('lang', 'ar');
    expect(element.locale).toBe('ar');

    element.locale = 'pt-BR';
    expect(await view(element).findByRole('heading', { name: 'Conversas' }, LOADED)).toBeInTheDocument();
    expect(themeRoot(element)).toHaveAttribute('dir', 'ltr');
    expect(themeRoot(element)).toHaveAttribute('lang', 'pt-BR');
  }, 40_000);

  it("follows the page's <html lang> while it has no locale of its own, and dir overrides the direction", async () => {
    document.documentElement.setAttribute('lang', 'es');
    const element = inbox({});
    expect(await view(element).findByRole('heading', { name: 'Conversaciones' }, LOADED)).toBeInTheDocument();
    expect(element.locale).toBeNull();

    // The host switches its language: the element follows without being told.
    document.documentElement.setAttribute('lang', 'ar');
    expect(await view(element).findByRole('heading', { name: 'المحادثات' }, LOADED)).toBeInTheDocument();
    element.setAttribute('dir', 'ltr');
    await waitFor(() => expect(themeRoot(element)).toHaveAttribute('dir', 'ltr'));
    expect(themeRoot(element)).toHaveAttribute('lang', 'ar');

    element.removeAttribute('dir');
    element.setAttribute('locale', 'en');
    expect(await view(element).findByRole('heading', { name: 'Conversations' }, LOADED)).toBeInTheDocument();
    expect(themeRoot(element)).toHaveAttribute('dir', 'ltr');
  }, 40_000);
});

describe('mount() in a language', () => {
  it("takes the page's language around the element unless given a locale", async () => {
    const container = attach(document.createElement('section'));
    container.setAttribute('lang', 'pt-BR');
    const target = attach(document.createElement('div'), container);
    const handle = mount(target, { widget: 'inbox', client: createFakeWacrmClient(), clientId: DEMO_CLIENT_ID });
    const view = within(target.shadowRoot!.querySelector<HTMLElement>('[data-wacrm-mount]')!);
    expect(await view.findByRole('heading', { name: 'Conversas' }, LOADED)).toBeInTheDocument();
    handle.update({ locale: 'ar' });
    expect(await view.findByRole('heading', { name: 'المحادثات' }, LOADED)).toBeInTheDocument();
    expect(target.shadowRoot!.querySelector('[data-wacrm-element="inbox"]')).toHaveAttribute('dir', 'rtl');
    handle.unmount();
  }, 40_000);
});
