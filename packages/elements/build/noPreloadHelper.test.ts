import { describe, expect, it } from 'vitest';
import { NO_PRELOAD_HELPER, PRELOAD_HELPER_ID, noPreloadHelperRollup } from './noPreloadHelper';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** The helper module as the chunks run it. */
async function helper(): Promise<{ __vitePreload: (load: () => Promise<unknown>, ...rest: unknown[]) => unknown }> {
  const url = `data:text/javascript;base64,${Buffer.from(NO_PRELOAD_HELPER).toString('base64')}`;
  return (await import(/* @vite-ignore */ url)) as Awaited<ReturnType<typeof helper>>;
}

describe('noPreloadHelper', () => {
  it("gives Vite's preload helper module a body that only imports, and leaves every other module alone", () => {
    const plugin = noPreloadHelperRollup();
    expect(plugin.enforce).toBe('pre');
    expect((plugin.resolveId as Hook).call({}, PRELOAD_HELPER_ID, undefined, {})).toBe(PRELOAD_HELPER_ID);
    expect((plugin.load as Hook).call({}, PRELOAD_HELPER_ID)).toBe(NO_PRELOAD_HELPER);
    expect((plugin.resolveId as Hook).call({}, './preload-helper.js', '/repo/src/a.ts', {})).toBeNull();
    expect((plugin.load as Hook).call({}, '/repo/src/a.ts')).toBeNull();
  });

  it('resolves to the imported module, and rejects with the import’s own error', async () => {
    const { __vitePreload } = await helper();
    const module = { es: 'dictionary' };
    await expect(__vitePreload(() => Promise.resolve(module), [], 'https://example.test/x.js')).resolves.toBe(module);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(__vitePreload(() => Promise.reject(failure), [])).rejects.toBe(failure);
  });
});
