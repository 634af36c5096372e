import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lightTheme } from '@wacrm/ui';
import { createFakeWacrmClient, DEMO_CLIENT_ID } from '@wacrm/whatsapp-sdk/testing';
import { defineWacrmElements, mount, WACRM_ELEMENTS, type WacrmElement, type WacrmElementEventMap } from './index';
import { REMOVAL_GRACE_MS } from './internal/createElementClass';
import { elementsOnPage } from './testing/elementsOnPage';

const added = elementsOnPage();
function add<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  added.push(element);
  return element;
}

/** Queries inside an element's shadow root (its widget's mount point; dialogs render next to it). */
function shadow(element: HTMLElement) {
  const mountPoint = element.shadowRoot?.querySelector<HTMLElement>('[data-wacrm-mount]');
  if (!mountPoint) throw new Error('no shadow root');
  return within(mountPoint);
}

function collect<K extends keyof WacrmElementEventMap>(target: EventTarget, type: K) {
  const events: WacrmElementEventMap[K][] = [];
  target.addEventListener(type, (event) => events.push(event as WacrmElementEventMap[K]));
  return events;
}

describe('defineWacrmElements', () => {
  it('upgrades elements created before it ran, keeping properties set on them, and is harmless when called again', async () => {
    const client = createFakeWacrmClient();
    const early = document.createElement('wacrm-campaigns') as WacrmElement;
    added.push(early);
    // Set before the class exists (a framework or a slow script tag): an own property the upgrade must take over.
    early.client = client;
    early.setAttribute('client-id', DEMO_CLIENT_ID);
    document.body.appendChild(early);
    expect(early.shadowRoot).toBeNull();

    expect(defineWacrmElements()).toEqual(Object.keys(WACRM_ELEMENTS));
    expect(defineWacrmElements()).toEqual([]);
    for (const name of Object.keys(WACRM_ELEMENTS)) expect(customElements.get(name)).toBeTypeOf('function');

    expect(early.shadowRoot?.mode).toBe('open');
    expect(await shadow(early).findByRole('heading', { name: 'Campaign Manager' })).toBeInTheDocument();
    expect(early.client).toBe(client);
  });
});

describe('<wacrm-inbox>', () => {
  it('renders the inbox in an open shadow root, with its styles in that root and none in the page', async () => {
    defineWacrmElements();
    const inbox = add('wacrm-inbox', { 'client-id': DEMO_CLIENT_ID });
    inbox.client = createFakeWacrmClient();
    document.body.appendChild(inbox);
    const root = inbox.shadowRoot!;
    expect(await shadow(inbox).findByRole('heading', { name: 'Conversations' })).toBeInTheDocument();
    expect(root.querySelector('style[data-styled]')?.textContent).toContain('font-family');
    expect(root.querySelector('style[data-wacrm-host-styles]')?.textContent).toContain('all:initial');
    expect(document.head.querySelector('style[data-styled]')).toBeNull();
  });

  it('maps attributes to the widget (theme, brand colour) and reflects the string properties', async () => {
    defineWacrmElements();
    const inbox = add('wacrm-inbox', { 'client-id': DEMO_CLIENT_ID, theme: 'light' });
    inbox.client = createFakeWacrmClient();
    document.body.appendChild(inbox);
    await shadow(inbox).findByRole('heading', { name: 'Conversations' });
    const themeRoot = () => inbox.shadowRoot!.querySelector<HTMLElement>('[data-wacrm-element="inbox"]')!;
    expect(themeRoot().dataset.theme).toBe('light');
    expect(themeRoot().style.getPropertyValue('--wacrm-color-background')).toBe(lightTheme.tokens.color.background);

    inbox.brandColor = '#7c3aed';
    expect(inbox.getAttribute('brand-color')).toBe('#7c3aed');
    await waitFor(() => expect(themeRoot().style.getPropertyValue('--wacrm-color-primary')).toBe('#7c3aed'));
    inbox.theme = 'dark';
    await waitFor(() => expect(themeRoot().style.getPropertyValue('--wacrm-color-scheme')).toBe('dark'));
    inbox.apiUrl = 'https://api.example.com/api/v1';
    expect(inbox.getAttribute('api-url')).toBe('https://api.example.com/api/v1');
    inbox.apiUrl = null;
    expect(inbox.hasAttribute('api-url')).toBe(false);
  });

  it('reads the clientId from the signed-in profile when client-id is absent', async () => {
    defineWacrmElements();
    const client = createFakeWacrmClient();
    const inbox = add('wacrm-inbox');
    inbox.client = client;
    document.body.appendChild(inbox);
    expect(await shadow(inbox).findByRole('heading', { name: 'Conversations' })).toBeInTheDocument();
    expect(client.controls.callsTo('auth.getProfile').length).toBeGreaterThan(0);
    expect(client.controls.calls.some((call) => call.op.startsWith('conversations.'))).toBe(true);
  });

  it('takes labels as an object or as JSON, and reports bad JSON as wacrm-error without throwing', async () => {
    defineWacrmElements();
    const inbox = add('wacrm-inbox', { 'client-id': DEMO_CLIENT_ID });
    inbox.client = createFakeWacrmClient();
    inbox.labels = { listTitle: 'Gespräche' };
    document.body.appendChild(inbox);
    expect(await shadow(inbox).findByRole('heading', { name: 'Gespräche' })).toBeInTheDocument();

    (inbox as unknown as { labels: string }).labels = '{"listTitle":"Chats"}';
    expect(await shadow(inbox).findByRole('heading', { name: 'Chats' })).toBeInTheDocument();

    const errors = collect(document, 'wacrm-error');
    (inbox as unknown as { labels: string }).labels = '{not json';
    expect(errors.map((e) => e.detail)).toEqual([{ code: 'CONFIGURATION', message: 'labels is not valid JSON' }]);
    expect(await shadow(inbox).findByRole('heading', { name: 'Conversations' })).toBeInTheDocument();
  });

  it('dispatches wacrm-message for an incoming realtime message, bubbling out of the shadow root', async () => {
    defineWacrmElements();
    const client = createFakeWacrmClient();
    const inbox = add('wacrm-inbox', { 'client-id': DEMO_CLIENT_ID });
    inbox.client = client;
    const messages = collect(document, 'wacrm-message');
    document.body.appendChild(inbox);
    await shadow(inbox).findByRole('heading', { name: 'Conversations' });
    await waitFor(() => expect(client.realtime(DEMO_CLIENT_ID).state.getSnapshot().connected).toBe(true));
    client.realtime(DEMO_CLIENT_ID).controls.emitMessage({ text: 'Is my order on its way?', direction: 'inbound' });
    await waitFor(() => expect(messages).toHaveLength(1));
    expect(messages[0]?.detail.message.text).toBe('Is my order on its way?');
    expect(messages[0]?.target).toBe(inbox);
    expect(messages[0]?.bubbles && messages[0]?.composed).toBe(true);
  });

  it('reports a missing api-url and a missing session as wacrm-error', async () => {
    defineWacrmElements();
    const errors = collect(document, 'wacrm-error');
    const unconfigured = add('wacrm-contacts');
    document.body.appendChild(unconfigured);
    await waitFor(() => expect(errors.map((e) => e.detail.code)).toContain('CONFIGURATION'));

    const signedOut = add('wacrm-contacts');
    signedOut.client = createFakeWacrmClient({ signedIn: false });
    document.body.appendChild(signedOut);
    await waitFor(() => expect(errors.map((e) => e.detail.code)).toContain('NOT_SIGNED_IN'));
    expect(signedOut.shadowRoot!.querySelector('table')).toBeNull();
  });

  it('does not report a missing api-url that a script set while the page was still parsing', async () => {
    defineWacrmElements();
    const errors = collect(document, 'wacrm-error');
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    try {
      const inbox = add('wacrm-inbox');
      document.body.appendChild(inbox);
      // The first render (no api-url yet) waits for the end of parsing to report.
      await new Promise((resolve) => setTimeout(resolve, 50));
      // A later inline script sets it, and parsing ends before the element renders again (seen under CPU load).
      inbox.setAttribute('api-url', 'http://127.0.0.1:9/api/v1');
      Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
      document.dispatchEvent(new Event('DOMContentLoaded'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(errors.filter((e) => e.detail.code === 'CONFIGURATION')).toEqual([]);
    } finally {
      // Back to jsdom's own (prototype) readyState.
      delete (document as { readyState?: unknown }).readyState;
    }
  });

  it('dispatches wacrm-session-expired when the API refuses the stored session, and signs the client out', async () => {
    defineWacrmElements();
    const client = createFakeWacrmClient();
    client.controls.setFailure('auth.getProfile', { status: 401, code: 'UNAUTHORIZED' });
    const expired = collect(document, 'wacrm-session-expired');
    const contacts = add('wacrm-contacts');
    contacts.client = client;
    document.body.appendChild(contacts);
    await waitFor(() => expect(expired.map((e) => e.detail)).toEqual([{ reason: 'session-ended' }]));
    expect(expired[0]?.target).toBe(contacts);
    expect(client.auth.hasSession()).toBe(false);
  });

  it('shows and reports a profile that cannot be read (not a session problem)', async () => {
    defineWacrmElements();
    const client = createFakeWacrmClient();
    client.controls.setFailure('auth.getProfile', { status: 500, message: 'Failed to fetch user profile' });
    const errors = collect(document, 'wacrm-error');
    const contacts = add('wacrm-contacts');
    contacts.client = client;
    document.body.appendChild(contacts);
    expect(await shadow(contacts).findByText('Failed to fetch user profile')).toBeInTheDocument();
    expect(errors.map((e) => e.detail)).toContainEqual({
      code: 'PROFILE',
      message: 'Failed to fetch user profile',
      status: 500,
    });
    expect(client.auth.hasSession()).toBe(true);
  });

  it('goes back to the default theme when the theme attribute is removed', async () => {
    defineWacrmElements();
    const inbox = add('wacrm-inbox', { 'client-id': DEMO_CLIENT_ID, theme: 'light' });
    inbox.client = createFakeWacrmClient();
    document.body.appendChild(inbox);
    await shadow(inbox).findByRole('heading', { name: 'Conversations' });
    const themeRoot = () => inbox.shadowRoot!.querySelector<HTMLElement>('[data-wacrm-root]')!;
    expect(themeRoot().dataset.theme).toBe('light');
    inbox.removeAttribute('theme');
    await waitFor(() => expect(themeRoot().dataset.theme).toBe('dark'));
    expect(inbox.theme).toBeNull();
  });

  it('keeps its widget, its state and its styles through moves, and unmounts it once removed for good', async () => {
    defineWacrmElements();
    const inbox = add('wacrm-inbox', { 'client-id': DEMO_CLIENT_ID });
    inbox.client = createFakeWacrmClient();
    document.body.appendChild(inbox);
    const heading = await shadow(inbox).findByRole('heading', { name: 'Conversations' });
    const styles = () => inbox.shadowRoot!.querySelector('[data-wacrm-styles]')!;
    const rules = () => styles().querySelector('style[data-styled]')?.textContent ?? '';
    await waitFor(() => expect(rules()).toContain('font-family'));
    const before = styles();

    // A move in one task (a framework reordering its list) and one into another shadow root.
    const other = document.createElement('section');
    document.body.appendChild(other);
    other.appendChild(inbox);
    const shadowHost = document.createElement('div');
    document.body.appendChild(shadowHost);
    shadowHost.attachShadow({ mode: 'open' }).appendChild(inbox);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heading.isConnected).toBe(true);
    // Its styles were injected again, into a new container (a moved <style> loses the rules inserted into it).
    expect(styles()).not.toBe(before);
    await waitFor(() => expect(rules()).toContain('font-family'));

    // Removed, then inserted again within the grace period: still the same widget.
    inbox.remove();
    await new Promise((resolve) => setTimeout(resolve, REMOVAL_GRACE_MS / 2));
    other.appendChild(inbox);
    await new Promise((resolve) => setTimeout(resolve, REMOVAL_GRACE_MS));
    expect(heading.isConnected).toBe(true);

    // Removed for good: unmounted after the grace period.
    const mounted = () => inbox.shadowRoot!.querySelector('[data-wacrm-mount]')?.childElementCount;
    inbox.remove();
    await new Promise((resolve) => setTimeout(resolve, REMOVAL_GRACE_MS / 2));
    expect(mounted()).toBeGreaterThan(0);
    await waitFor(() => expect(mounted()).toBe(0), {
      timeout: REMOVAL_GRACE_MS * 2,
    });
    other.remove();
    shadowHost.remove();
  });
});

describe('configuration mistakes are loud for the developer', () => {
  it('warns once, naming the fix, when an element has no session and no <wacrm-login> on the page', async () => {
    defineWacrmElements();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const errors = collect(document, 'wacrm-error');
      const lonely = add('wacrm-contacts');
      lonely.client = createFakeWacrmClient({ signedIn: false });
      document.body.appendChild(lonely);
      await waitFor(() => expect(errors.map((e) => e.detail.code)).toContain('NOT_SIGNED_IN'));
      expect(warn.mock.calls).toEqual([
        [expect.stringMatching(/^Wacrm <wacrm-contacts>: no session, and no <wacrm-login> on the page/), lonely],
      ]);

      // With a sign-in form on the page, not being signed in is the user's business: no warning.
      warn.mockClear();
      const login = add('wacrm-login');
      login.client = createFakeWacrmClient({ signedIn: false });
      document.body.appendChild(login);
      const other = add('wacrm-campaigns');
      other.client = createFakeWacrmClient({ signedIn: false });
      document.body.appendChild(other);
      await waitFor(() => expect(errors.filter((e) => e.target === other)).toHaveLength(1));
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it.each([
    [
      'answers, but refuses this page in CORS',
      () => Promise.resolve(new Response()),
      /answered, but refused this page \(CORS\): allow the origin http:\/\/localhost:3000/,
    ],
    [
      'cannot be reached',
      () => Promise.reject(new TypeError('Failed to fetch')),
      /cannot reach the API at fake:\/\/wacrm/,
    ],
  ])('tells the developer when the API %s', async (_, fetchResult, diagnosis) => {
    defineWacrmElements();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(fetchResult));
    try {
      const client = createFakeWacrmClient();
      client.controls.setFailure('auth.getProfile', {
        status: 0,
        code: 'NETWORK_ERROR',
        message: 'Network error. Please try again.',
      });
      const errors = collect(document, 'wacrm-error');
      const inbox = add('wacrm-inbox');
      inbox.client = client;
      document.body.appendChild(inbox);
      // The user sees the SDK's message; the developer gets the diagnosis.
      expect(await shadow(inbox).findByText('Network error. Please try again.')).toBeInTheDocument();
      await waitFor(() =>
        expect(errors.map((e) => e.detail)).toEqual([
          { code: 'PROFILE', status: 0, message: expect.stringMatching(diagnosis) },
        ]),
      );
      expect(warn.mock.calls).toEqual([[expect.stringMatching(diagnosis), inbox]]);
    } finally {
      warn.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});

describe('<wacrm-template-editor>', () => {
  it('opens its dialog inside the shadow root while `open` is set, and clears `open` when closed', async () => {
    defineWacrmElements();
    const user = userEvent.setup();
    const editor = add('wacrm-template-editor', { 'client-id': DEMO_CLIENT_ID, open: '' });
    editor.client = createFakeWacrmClient();
    document.body.appendChild(editor);
    const portals = editor.shadowRoot!.querySelector<HTMLElement>('[data-wacrm-portals]')!;
    const dialog = await within(portals).findByRole('dialog', { name: 'Create Template' });
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(editor.open).toBe(false));
    expect(within(portals).queryByRole('dialog')).toBeNull();
  });
});

describe('<wacrm-login>', () => {
  // Signing in by code through the form is proven in Chromium (e2e/elements.spec.ts): jsdom neither resolves
  // <label for> nor moves user-event's typing across the code boxes inside a shadow root.
  it('shows the sign-in form when signed out, with its views switching inside the element', async () => {
    defineWacrmElements();
    const user = userEvent.setup();
    const login = add('wacrm-login');
    login.client = createFakeWacrmClient({ signedIn: false });
    document.body.appendChild(login);
    const form = shadow(login);
    expect(await form.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    await user.type(form.getByPlaceholderText('you@company.com or +91 98765 43210'), 'new@acme.test');
    await user.click(form.getByRole('button', { name: 'Send OTP' }));
    // An unknown email goes to registration: a view of the element, not a URL of the host page.
    expect(await form.findByRole('heading', { name: 'Start your free trial' })).toBeInTheDocument();
  });

  it('shows the Google button only once an identity provider that signs in with Google is set', async () => {
    defineWacrmElements();
    const login = add('wacrm-login');
    login.client = createFakeWacrmClient({ signedIn: false });
    document.body.appendChild(login);
    const form = shadow(login);
    expect(await form.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(form.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    const never = () => new Promise<never>(() => undefined);
    login.identityProvider = {
      kind: 'test',
      signInWithGoogle: never,
      sendPhoneCode: never,
      confirmPhoneCode: never,
      signOut: async () => undefined,
    };
    expect(await form.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('dispatches wacrm-signed-in with the user for a session found at start-up, once', async () => {
    defineWacrmElements();
    const login = add('wacrm-login');
    login.client = createFakeWacrmClient();
    const signedIn = collect(document, 'wacrm-signed-in');
    document.body.appendChild(login);
    await waitFor(() => expect(signedIn).toHaveLength(1));
    expect(signedIn[0]?.detail.user.userId).toBe(DEMO_CLIENT_ID);
    expect(signedIn[0]?.target).toBe(login);
    expect(shadow(login).queryByRole('heading', { name: 'Welcome back' })).toBeNull();
  });
});

describe('mount()', () => {
  it('renders a widget into a shadow root of any element, updates it and unmounts it', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    added.push(host);
    const handle = mount(host, { widget: 'inbox', client: createFakeWacrmClient(), clientId: DEMO_CLIENT_ID });
    expect(await shadow(host).findByRole('heading', { name: 'Conversations' })).toBeInTheDocument();
    handle.update({ labels: { listTitle: 'Chats' } });
    expect(await shadow(host).findByRole('heading', { name: 'Chats' })).toBeInTheDocument();
    handle.unmount();
    handle.unmount();
    expect(shadow(host).queryByRole('heading')).toBeNull();
  });
});
