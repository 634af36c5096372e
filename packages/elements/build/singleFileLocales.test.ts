import { describe, expect, it } from 'vitest';
import { rewriteLocaleImports } from './singleFileLocales';

describe('the single-file build without the languages inside', () => {
  it("points each `import('./locales/<code>.js')` of the widgets at the file next to the script", () => {
    const code = [
      "const LOADERS = { es: () => import('./locales/es.js').then((m) => m.es),",
      '  "pt-BR": () => import("./locales/pt-BR.js").then((m) => m.ptBR) };',
    ].join('\n');
    const out = rewriteLocaleImports(code, '/src/internal/singleFileLocales.ts');
    expect(out).toContain(
      'import { singleFileLocaleUrl as __wacrmSingleFileLocale } from "/src/internal/singleFileLocales.ts";',
    );
    expect(out).toContain('import(/* @vite-ignore */ __wacrmSingleFileLocale("es")).then((m) => m.es)');
    expect(out).toContain('import(/* @vite-ignore */ __wacrmSingleFileLocale("pt-BR")).then((m) => m.ptBR)');
    expect(out).not.toContain('./locales/');
  });

  it('leaves every other module alone, so the build can tell when no module loads languages any more', () => {
    expect(rewriteLocaleImports("import('./TemplatePicker-X.js')", '/helper.ts')).toBeNull();
    expect(rewriteLocaleImports("import('./locales/es.js')", '/helper.ts')).not.toBeNull();
  });
});
