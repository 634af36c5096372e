import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { axiosWithoutFetchEsbuild } from './axiosWithoutFetch';

const require = createRequire(import.meta.url);
const axiosEntry = require.resolve('axios');

/** axios bundled for a browser as the single-file script-tag build bundles it, then run in Node. */
async function bundleAxios(plugins: Parameters<typeof build>[0]['plugins']) {
  const result = await build({
    stdin: {
      contents: `import axios from 'axios'; export { axios };`,
      resolveDir: path.dirname(axiosEntry),
    },
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    logLevel: 'silent',
    plugins,
  });
  return result.outputFiles[0]!.text;
}

describe('axiosWithoutFetch', () => {
  it("leaves axios's fetch adapter out and axios says 'fetch' is not supported, while XMLHttpRequest is still its first choice", async () => {
    const whole = await bundleAxios([]);
    const without = await bundleAxios([axiosWithoutFetchEsbuild()]);
    // The fetch adapter's own code (its option handling) is gone; the XHR adapter is kept.
    expect(whole).toContain('fetchOptions');
    expect(without).not.toContain('fetchOptions');
    expect(without).toContain('XMLHttpRequest');
    expect(without.length).toBeLessThan(whole.length - 10_000);

    const url = `data:text/javascript;base64,${Buffer.from(without).toString('base64')}`;
    const { axios } = (await import(/* @vite-ignore */ url)) as {
      axios: { getAdapter: (names: string[]) => unknown; defaults: { adapter: string[] } };
    };
    expect(axios.defaults.adapter[0]).toBe('xhr');
    expect(() => axios.getAdapter(['fetch'])).toThrow(/adapter fetch is not supported by the environment/);
  });

  it("fails the build when axios's fetch adapter is not where it is expected", async () => {
    await expect(
      build({
        stdin: { contents: 'export const nothing = 1;' },
        bundle: true,
        write: false,
        logLevel: 'silent',
        plugins: [axiosWithoutFetchEsbuild()],
      }),
    ).rejects.toThrow(/axios changed: update packages\/elements\/build\/axiosWithoutFetch\.ts/);
  });
});
