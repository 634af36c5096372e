import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WacrmElementOptions, WacrmWidgetName } from '../types';
import { createElementClass } from './createElementClass';
import { chunkDiagnostics, chunkSignOut, loadChunkView, widgetChunkBase } from './loadChunks';
import { mountWith } from './mountWith';
import * as diagnostics from './diagnostics';
import type { CodeSource, CreateWidgetView } from './widgetView';

/** A code source with this view loader and the diagnostics at hand. */
const sourceOf = (view: CodeSource['view'], withDiagnostics: CodeSource['diagnostics'] = () => diagnostics) => ({
  view,
  diagnostics: withDiagnostics,
});

/** A widget view that records what it was asked to render. */
function recordingView() {
  const renders: WacrmElementOptions[] = [];
  const unmounts = vi.fn();
  const make: CreateWidgetView = () => ({
    render: (options) => renders.push(options),
    unmount: unmounts,
  });
  return { make, renders, unmounts };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let counter = 0;
/** A custom element class under a fresh name (names cannot be defined twice). */
function defineLazy(
  widget: WacrmWidgetName,
  load: () => CreateWidgetView | Promise<CreateWidgetView>,
  loadDiagnostics?: CodeSource['diagnostics'],
) {
  counter += 1;
  const name = `lazy-widget-${counter}`;
  customElements.define(name, createElementClass(widget, sourceOf(load, loadDiagnostics)));
  const element = document.createElement(name) as HTMLElement & { labels: unknown };
  element.setAttribute('api-url', API);
  added.push(element);
  return element;
}

const API = 'http://api.test/api/v1';

const added: HTMLElement[] = [];
afterEach(() => {
  for (const element of added.splice(0)) element.remove();
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('an element whose widget code arrives later (the script-tag loader)', () => {
  it('renders once the code is here, with the attributes and properties set in the meantime', async () => {
    const code = deferred<CreateWidgetView>();
    const view = recordingView();
    const load = vi.fn(() => code.promise);
    const element = defineLazy('inbox', load);
    document.body.appendChild(element);
    await tick();
    element.setAttribute('theme', 'light');
    element.labels = { listTitle: 'Chats' };
    await tick();
    expect(view.renders).toEqual([]);
    code.resolve(view.make);
    await tick();
    expect(view.renders).toHaveLength(1);
    expect(view.renders[0]).toMatchObject({
      apiUrl: 'http://api.test/api/v1',
      theme: 'light',
      labels: { listTitle: 'Chats' },
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('dispatches wacrm-error (LOAD) when the code cannot load, and tries again on the next change', async () => {
    const view = recordingView();
    const load = vi
      .fn<() => Promise<CreateWidgetView>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(view.make);
    const element = defineLazy('campaigns', load);
    const errors: unknown[] = [];
    document.addEventListener('wacrm-error', (event) => errors.push((event as CustomEvent<unknown>).detail), {
      once: true,
    });
    document.body.appendChild(element);
    await tick();
    expect(errors).toEqual([
      {
        code: 'LOAD',
        message: 'The code of the campaigns widget could not be loaded: Failed to fetch dynamically imported module',
      },
    ]);
    element.setAttribute('theme', 'dark');
    await tick();
    expect(view.renders).toEqual([expect.objectContaining({ theme: 'dark' })]);
  });

  it('makes no view for an element removed before its code arrived', async () => {
    const code = deferred<CreateWidgetView>();
    const make = vi.fn(recordingView().make);
    const element = defineLazy('contacts', () => code.promise);
    document.body.appendChild(element);
    await tick();
    element.remove();
    code.resolve(make);
    await tick();
    expect(make).not.toHaveBeenCalled();
  });
});

describe('configuration mistakes', () => {
  const errorsOf = (element: HTMLElement) => {
    const errors: unknown[] = [];
    element.addEventListener('wacrm-error', (event) => errors.push((event as CustomEvent<unknown>).detail));
    return errors;
  };

  it.each([
    ['no api-url', null, 'api-url is missing: set api-url="https://your-api.example/api/v1" (or the client property)'],
    [
      'an api-url without scheme',
      '127.0.0.1:4010/api/v1',
      'api-url "127.0.0.1:4010/api/v1" has no http:// or https:// and would be read as a path of this page: write ' +
        'api-url="http://127.0.0.1:4010/api/v1"',
    ],
  ])(
    '%s: the code is not fetched, wacrm-error and one console.warn name the attribute and the fix',
    async (_, url, message) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const load = vi.fn(() => recordingView().make);
      const element = defineLazy('inbox', load);
      if (url === null) element.removeAttribute('api-url');
      else element.setAttribute('api-url', url);
      const errors = errorsOf(element);
      document.body.appendChild(element);
      await tick();
      await tick();
      element.setAttribute('theme', 'light');
      await tick();
      await tick();
      expect(load).not.toHaveBeenCalled();
      expect(errors).toEqual([{ code: 'CONFIGURATION', message }]);
      expect(warn.mock.calls).toEqual([[`Wacrm <${element.localName}>: ${message}`, element]]);
      warn.mockRestore();
    },
  );

  it('a well-configured element never fetches the diagnostics', async () => {
    const loadDiagnostics = vi.fn(() => diagnostics);
    const view = recordingView();
    const element = defineLazy('inbox', () => view.make, loadDiagnostics);
    document.body.appendChild(element);
    await tick();
    await tick();
    expect(view.renders).toHaveLength(1);
    expect(loadDiagnostics).not.toHaveBeenCalled();
  });

  it('an api-url without the base path is reported and the widget still loads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = recordingView();
    const element = defineLazy('inbox', () => view.make);
    element.setAttribute('api-url', 'http://127.0.0.1:4010/');
    const errors = errorsOf(element);
    document.body.appendChild(element);
    await tick();
    await tick();
    const message =
      'api-url "http://127.0.0.1:4010/" does not end with /api/v1, the API\'s base path: write ' +
      'api-url="http://127.0.0.1:4010/api/v1"';
    expect(errors).toEqual([{ code: 'CONFIGURATION', message }]);
    expect(view.renders).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    // Fixed: nothing more to say.
    element.setAttribute('api-url', 'http://127.0.0.1:4010/api/v1');
    await tick();
    await tick();
    expect(errors).toHaveLength(1);
    warn.mockRestore();
  });

  it('mount() reports a missing api-url (not waiting for the page to be parsed) and renders nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = document.createElement('div');
    added.push(host);
    const errors = errorsOf(host);
    const load = vi.fn(() => recordingView().make);
    mountWith(sourceOf(load), host, { widget: 'contacts' });
    await tick();
    expect(load).not.toHaveBeenCalled();
    expect(errors).toEqual([expect.objectContaining({ code: 'CONFIGURATION' })]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('chunkDiagnostics', () => {
  it('imports diagnostics.js next to the loader once, and again after a failure', async () => {
    const importModule = vi
      .fn<(url: string) => Promise<Record<string, unknown>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ ...diagnostics });
    const load = chunkDiagnostics('https://cdn.example/x/', importModule);
    await expect(load()).rejects.toThrow('offline');
    const loaded = await load();
    expect(loaded.configProblem({})).toMatchObject({ fatal: true });
    expect(await load()).toBe(loaded);
    expect(importModule.mock.calls).toEqual([
      ['https://cdn.example/x/diagnostics.js'],
      ['https://cdn.example/x/diagnostics.js'],
    ]);
  });
});

describe('chunkSignOut', () => {
  it("signs out with the chunk of a widget the page has, or the sign-in form's when it has none yet", async () => {
    const signOut = vi.fn(async () => undefined);
    const importModule = vi.fn(async (_url: string) => ({
      createView: recordingView().make,
      loadSignOut: async () => ({ signOut }),
    }));
    const load = loadChunkView('https://cdn.example/x/', importModule);
    const signOutWith = chunkSignOut('https://cdn.example/x/', load, importModule);
    await signOutWith('https://api.example/api/v1');
    await load('campaigns');
    await signOutWith();
    expect(importModule.mock.calls.map(([url]) => url)).toEqual([
      'https://cdn.example/x/login.js',
      'https://cdn.example/x/campaigns.js',
      'https://cdn.example/x/campaigns.js',
    ]);
    expect(signOut.mock.calls).toEqual([['https://api.example/api/v1'], [undefined]]);
  });
});

describe('loadChunkView', () => {
  it('imports <widget>.js next to the loader once, and the view maker it exports', async () => {
    const view = recordingView();
    const importModule = vi.fn(async () => ({ createView: view.make }));
    const load = loadChunkView('https://cdn.example/wacrm/1.0.0/wacrm-elements/', importModule);
    const first = load('inbox');
    expect(first).toBeInstanceOf(Promise);
    expect(load('inbox')).toBe(first);
    expect(await first).toBe(view.make);
    expect(load('inbox')).toBe(view.make);
    expect(importModule.mock.calls).toEqual([['https://cdn.example/wacrm/1.0.0/wacrm-elements/inbox.js']]);
  });

  it('forgets a failed load (the next call fetches again) and refuses a file that is not a widget chunk', async () => {
    const importModule = vi
      .fn<(url: string) => Promise<{ createView?: unknown }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({});
    const load = loadChunkView('https://cdn.example/x/', importModule);
    await expect(load('login')).rejects.toThrow('offline');
    await expect(load('login')).rejects.toThrow('https://cdn.example/x/login.js is not a Wacrm widget chunk');
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('finds the chunks next to the loader script, or next to the page without one', () => {
    const script = document.createElement('script');
    script.src = 'https://cdn.example/npm/@wacrm/elements@0.1.0/dist/wacrm-elements.global.js';
    expect(widgetChunkBase(script, 'https://portal.example/app/')).toBe(
      'https://cdn.example/npm/@wacrm/elements@0.1.0/dist/wacrm-elements/',
    );
    expect(widgetChunkBase(null, 'https://portal.example/app/page.html')).toBe(
      'https://portal.example/app/wacrm-elements/',
    );
  });
});

describe('mountWith a late widget', () => {
  it('renders with the latest options once the code is here, and not at all after unmount', async () => {
    const code = deferred<CreateWidgetView>();
    const view = recordingView();
    const host = document.createElement('div');
    added.push(host);
    document.body.appendChild(host);
    const handle = mountWith(
      sourceOf(() => code.promise),
      host,
      { widget: 'inbox', apiUrl: API, theme: 'dark' },
    );
    handle.update({ theme: 'light' });
    code.resolve(view.make);
    await tick();
    expect(view.renders.at(-1)).toMatchObject({ widget: 'inbox', theme: 'light' });

    const late = deferred<CreateWidgetView>();
    const other = recordingView();
    const host2 = document.createElement('div');
    added.push(host2);
    const handle2 = mountWith(
      sourceOf(() => late.promise),
      host2,
      { widget: 'login', apiUrl: API },
    );
    handle2.unmount();
    late.resolve(other.make);
    await tick();
    expect(other.renders).toEqual([]);
  });
});
