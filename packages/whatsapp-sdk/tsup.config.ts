import type { Options } from 'tsup';
import { defineLibraryConfig } from '../../scripts/tsup.base';

// Besides the published entries (index, testing, firebase, media), one JS entry per area: with code splitting,
// dist/index.js then only re-exports from per-area chunks, so a bundler (with "sideEffects": false) keeps just
// the areas a consumer imports; a widget that only needs the rules does not carry socket.io-client or axios.
const areas = ['rules', 'model', 'client', 'auth', 'whatsapp', 'realtime', 'store', 'session', 'identity'];

const base = defineLibraryConfig({
  entry: {
    index: 'src/index.ts',
    testing: 'src/testing/index.ts',
    firebase: 'src/firebase/index.ts',
    media: 'src/media/index.ts',
    ...Object.fromEntries(areas.map((a) => [`areas/${a}`, `src/${a}/index.ts`])),
    // The yup schemas get an entry of their own, so they land in a chunk apart from the yup-free rules the client
    // imports (modules reached by the package entry alone would be inlined into dist/index.js).
    'areas/rules-schemas': 'src/rules/schemas.ts',
  },
  external: ['firebase'],
});

// Declarations only for the published entries. In the CJS build, the realtime client's `import('socket.io-client')`
// becomes `Promise.resolve().then(() => require('socket.io-client'))`: CJS consumers (Jest without ESM support,
// older tools) then load socket.io-client's CJS build, still only when a socket first opens.
const publishedTypes = (options: Options): Options => ({
  ...options,
  esbuildOptions(esbuild, context) {
    if (context.format === 'cjs') esbuild.supported = { ...esbuild.supported, 'dynamic-import': false };
  },
  dts: {
    entry: {
      index: 'src/index.ts',
      testing: 'src/testing/index.ts',
      firebase: 'src/firebase/index.ts',
      media: 'src/media/index.ts',
    },
    compilerOptions: { customConditions: [] },
  },
});

export default typeof base === 'function'
  ? base
  : Array.isArray(base)
    ? base.map(publishedTypes)
    : publishedTypes(base);
