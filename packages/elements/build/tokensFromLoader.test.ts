import { describe, expect, it } from 'vitest';
import { shareTokenStores } from '../src/internal/loaderTokenStores';
import { TOKENS_FROM_LOADER, tokensFromLoaderRollup } from './tokensFromLoader';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** Runs the plugin's hooks as Rollup would, resolving `./tokens` from the SDK's client folder to `resolvedTo`. */
async function resolveTokens(resolvedTo: string) {
  const plugin = tokensFromLoaderRollup();
  const errors: string[] = [];
  const context = {
    resolve: async () => ({ id: resolvedTo }),
    error: (message: string) => errors.push(message),
  };
  const id = await (plugin.resolveId as Hook).call(
    context,
    './tokens',
    '/repo/packages/whatsapp-sdk/src/client/create.ts',
    {},
  );
  const code = typeof id === 'string' ? (plugin.load as Hook).call(context, id) : null;
  (plugin.buildEnd as Hook).call(context);
  return { id, code, errors };
}

describe('tokensFromLoader', () => {
  it("replaces the SDK's tokens module by the stores the loader shares", async () => {
    const { id, code, errors } = await resolveTokens('/repo/packages/whatsapp-sdk/src/client/tokens.ts');
    expect(id).toMatch(/^\0wacrm:/);
    expect(code).toBe(TOKENS_FROM_LOADER);
    expect(errors).toEqual([]);

    // The module as the chunks run it, after the loader shared its stores: the SDK's own functions.
    shareTokenStores();
    const url = `data:text/javascript;base64,${Buffer.from(TOKENS_FROM_LOADER).toString('base64')}`;
    const shared = (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
    const sdk = await import('@wacrm/whatsapp-sdk');
    expect(shared.cookieTokenStore).toBe(sdk.cookieTokenStore);
    expect(shared.memoryTokenStore).toBe(sdk.memoryTokenStore);
    expect([shared.TOKEN_COOKIE, shared.REFRESH_TOKEN_COOKIE, shared.TOKEN_ORIGIN_COOKIE]).toEqual([
      'token',
      'refreshToken',
      'tokenOrigin',
    ]);
  });

  it("fails the build when the SDK's tokens module is not where it is expected", async () => {
    const { id, errors } = await resolveTokens('/repo/packages/whatsapp-sdk/src/client/moved.ts');
    expect(id).toBeNull();
    expect(errors).toEqual([
      expect.stringMatching(/the SDK changed: update packages\/elements\/build\/tokensFromLoader\.ts/),
    ]);
  });
});
