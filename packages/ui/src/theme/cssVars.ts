import { darkTheme, type WacrmTheme, type WacrmTokens } from './tokens';

type VarTree<T> = { [K in keyof T]: T[K] extends string ? string : VarTree<T[K]> };

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** The custom property of a token: `cssVarName('font', 'sizeMd')` is `--wacrm-font-size-md`. */
export const cssVarName = (group: string, key: string) => `--wacrm-${kebab(group)}-${kebab(key)}`;

/** The theme as CSS custom properties (`--wacrm-color-primary: #25d366; ...`), for the widget root element. */
export function themeToCssVars(theme: WacrmTheme): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [group, values] of Object.entries(theme.tokens)) {
    for (const [key, value] of Object.entries(values as Record<string, string>)) {
      out[cssVarName(group, key)] = value;
    }
  }
  return out;
}

function buildVars(): VarTree<WacrmTokens> {
  const tree: Record<string, Record<string, string>> = {};
  for (const [group, values] of Object.entries(darkTheme.tokens)) {
    tree[group] = {};
    for (const [key, value] of Object.entries(values as Record<string, string>)) {
      // The dark default is the fallback, so a primitive rendered outside the provider still looks right.
      tree[group][key] = `var(${cssVarName(group, key)}, ${value})`;
    }
  }
  return tree as unknown as VarTree<WacrmTokens>;
}

/**
 * Token references for styles: `vars.color.primary` is `var(--wacrm-color-primary, #25d366)`.
 * Styles use these so that hosts can re-theme with plain CSS custom properties, no JavaScript needed.
 */
export const vars: VarTree<WacrmTokens> = buildVars();
