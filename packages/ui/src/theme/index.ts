export { darkTheme, lightTheme } from './tokens';
export type { WacrmTheme, WacrmTokens, WacrmColorTokens } from './tokens';
export { createBrandTheme } from './createBrandTheme';
export type { BrandThemeInput } from './createBrandTheme';
export { themeToCssVars, vars } from './cssVars';
export { WacrmThemeProvider, WacrmRoot, useWacrmTheme } from './WacrmThemeProvider';
export type { WacrmThemeProviderProps } from './WacrmThemeProvider';
export { contrastRatio, readableOn } from './color';
