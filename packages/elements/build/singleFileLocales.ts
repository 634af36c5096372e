import { readFile } from 'node:fs/promises';
import type { Plugin as EsbuildPlugin } from 'esbuild';

/**
 * The single-file build (dist/wacrm-elements.bundle.global.js) in English only; the shipped languages as files next
 * to it, dist/wacrm-elements.locales/<code>.js, fetched with `import()` when an element shows that language.
 *
 * Why: esbuild without splitting inlines every `import()`, so the one file carried all five dictionaries (measured
 * 2026-11-28: 331.9 KB gz with them against 277.0 KB without, gzip -9), which every page downloads to show one
 * language or none. The widgets load a language with `import('./locales/<code>.js')` (crm-widgets' i18n/load.ts, as
 * built in its dist); this plugin rewrites those calls in the bundle to import the file next to the script instead
 * (src/internal/singleFileLocales.ts says where that is). The language files are built by tsup.config.ts
 * (`singleFileLanguages`), each a self-contained ES module exporting the same name as the package's entry.
 *
 * The build fails if no module has those calls any more (crm-widgets changed how it loads languages), rather than
 * quietly inlining every language again.
 */
const CALL = /import\(\s*(['"])\.\/locales\/([A-Za-z-]+)\.js\1\s*\)/g;
const WIDGETS_DIST = /[\\/]crm-widgets[\\/]dist[\\/][^\\/]+\.js$/;
const MISSING =
  "singleFileLocales: no module of @wacrm/crm-widgets' dist imports './locales/<code>.js' any more; crm-widgets " +
  'changed how it loads languages: update packages/elements/build/singleFileLocales.ts';

/** `code` with every `import('./locales/<code>.js')` going through `helper` (null when there is none). */
export function rewriteLocaleImports(code: string, helper: string): string | null {
  if (!CALL.test(code)) return null;
  CALL.lastIndex = 0;
  const body = code.replace(CALL, (_call, _quote: string, locale: string) => {
    return `import(/* @vite-ignore */ __wacrmSingleFileLocale(${JSON.stringify(locale)}))`;
  });
  return `import { singleFileLocaleUrl as __wacrmSingleFileLocale } from ${JSON.stringify(helper)};\n${body}`;
}

/** For esbuild (tsup's single-file build); `helper` is the path of src/internal/singleFileLocales.ts. */
export function singleFileLocalesEsbuild(helper: string): EsbuildPlugin {
  return {
    name: 'wacrm-single-file-locales',
    setup(build) {
      let rewritten = false;
      build.onLoad({ filter: WIDGETS_DIST }, async (args) => {
        const contents = rewriteLocaleImports(await readFile(args.path, 'utf8'), helper);
        if (contents === null) return null;
        rewritten = true;
        return { contents, loader: 'js', resolveDir: args.path.replace(/[\\/][^\\/]+$/, '') };
      });
      build.onEnd((result) => (result.errors.length === 0 && !rewritten ? { errors: [{ text: MISSING }] } : null));
    },
  };
}
