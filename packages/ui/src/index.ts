// Public API of @wacrm/ui. Every public name is listed explicitly with its Props type.
export {
  darkTheme,
  lightTheme,
  createBrandTheme,
  themeToCssVars,
  vars,
  WacrmThemeProvider,
  WacrmRoot,
  useWacrmTheme,
  contrastRatio,
  readableOn,
} from './theme';
export type { WacrmTheme, WacrmTokens, WacrmColorTokens, BrandThemeInput, WacrmThemeProviderProps } from './theme';

export { Button } from './components/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button';
