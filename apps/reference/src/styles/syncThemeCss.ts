/**
 * Rewrites the :root token block of app.css from the @wacrm/ui dark theme. Run after the theme changes:
 *   npx tsx --conditions=@wacrm/source apps/reference/src/styles/syncThemeCss.ts
 * (app.css.test.ts fails while the two differ.)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { darkTheme, themeToCssVars } from '@wacrm/ui';

export function themeRootBlock(): string {
  const lines = Object.entries(themeToCssVars(darkTheme)).map(([name, value]) => `  ${name}: ${value};`);
  return `:root {\n  --wacrm-color-scheme: dark;\n${lines.join('\n')}\n}`;
}

export function syncThemeCss(css: string): string {
  return css.replace(/:root\s*{[^}]*}/, themeRootBlock());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = fileURLToPath(new URL('./app.css', import.meta.url));
  writeFileSync(file, syncThemeCss(readFileSync(file, 'utf8')));
  console.log(`Updated ${file}`);
}
