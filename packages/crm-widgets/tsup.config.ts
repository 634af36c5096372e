import type { Options } from 'tsup';
import { defineLibraryConfig } from '../../scripts/tsup.base';

// One JS entry per widget area besides the barrel: with code splitting, dist/index.js only re-exports from
// per-area chunks, so a bundler (with "sideEffects": false) keeps just the widgets that are imported
// (the Conversations entry does not carry the contacts' CSV parser, and so on).
const areas = [
  'provider',
  'inbox',
  'broadcast',
  'campaigns',
  'templates',
  'quick-message',
  'connection',
  'contacts',
  'auth',
];

// One entry per shipped language (`@wacrm/crm-widgets/locales/<code>`): the providers load them with `import()`, so
// each is a chunk of its own that a page downloads only in that language.
const locales = ['en', 'es', 'pt-BR', 'hi', 'ar', 'id'];
// Each translated language's media labels (bubbles, viewer, attachments), a chunk of their own downloaded with the
// open conversation (`loadMediaLabels`): entries so they keep the name `locales/<code>-media.js`, which the elements'
// single-file build points at the file next to its script. Not package exports.
const mediaParts = locales.filter((code) => code !== 'en').map((code) => `${code}-media`);
// And its Template Editor texts, downloaded when the editor is shown (`loadTemplateEditorLabels`): the same, as
// `locales/<code>-templates.js`.
const templateParts = locales.filter((code) => code !== 'en').map((code) => `${code}-templates`);

// `@wacrm/crm-widgets/i18n`: the locale layer alone (no React, no widget), for a host's first screen.
const i18nEntry = { i18n: 'src/i18n/core.ts' };

const base = defineLibraryConfig({
  entry: {
    index: 'src/index.ts',
    ...i18nEntry,
    ...Object.fromEntries(areas.map((a) => [`areas/${a}`, `src/${a}/index.ts`])),
    ...Object.fromEntries(
      [...locales, ...mediaParts, ...templateParts].map((code) => [`locales/${code}`, `src/locales/${code}.ts`]),
    ),
  },
  // The package entry starts with "use client" (ESM and CJS) so Next.js server components can render the widgets.
  useClient: ['index'],
});

// Types are published for the package entry, the locale layer and the locales only; one declaration build keeps `tsup` fast.
// The output is written in UTF-8 (esbuild's default escapes every non-ASCII character as `\uXXXX`): the languages'
// texts as written, 12.2 % smaller gzipped for Arabic (13.70 -> 11.87 KB) and 10 % for Hindi (13.05 -> 11.72), the
// sizes the script-tag build's chunks (Rollup, UTF-8) already had. ES modules and Node read files as UTF-8.
const typesForIndexOnly = (options: Options): Options => ({
  ...options,
  esbuildOptions(esbuild) {
    esbuild.charset = 'utf8';
  },
  dts: {
    entry: {
      index: 'src/index.ts',
      ...i18nEntry,
      ...Object.fromEntries(locales.map((code) => [`locales/${code}`, `src/locales/${code}.ts`])),
    },
    compilerOptions: { customConditions: [] },
  },
});

export default typeof base === 'function'
  ? base
  : Array.isArray(base)
    ? base.map(typesForIndexOnly)
    : typesForIndexOnly(base);
