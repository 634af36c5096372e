// The single-file build's languages: files next to the script, dist/wacrm-elements.locales/<code>.js (see
// build/singleFileLocales.ts, which points the widgets' `import()` of a language here).

let base: string | undefined;

/**
 * Records where the single-file script was loaded from; called by its entry (src/bundle.ts) while it runs, when
 * `document.currentScript` is that script.
 */
export function setSingleFileBase(script: Element | null, fallback: string): void {
  const src = script instanceof HTMLScriptElement && script.src ? script.src : fallback;
  base = new URL('wacrm-elements.locales/', src).href;
}

/** The URL of a shipped language's file next to the single-file script. */
export function singleFileLocaleUrl(code: string): string {
  return new URL(`${code}.js`, base ?? new URL('wacrm-elements.locales/', document.baseURI).href).href;
}
