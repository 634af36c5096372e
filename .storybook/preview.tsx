import type { Decorator, Preview } from '@storybook/react-vite';
import { WacrmThemeProvider, darkTheme, lightTheme, createBrandTheme } from '@wacrm/ui';
// Bundled Inter (the theme's font): stories and their screenshots never depend on the machine's fonts.
import './fonts';

const brandTheme = createBrandTheme({ primary: '#7c3aed', fontFamily: 'Georgia, serif', radius: 14 });
const themes = { dark: darkTheme, light: lightTheme, brand: brandTheme } as const;
type ThemeName = keyof typeof themes;

const withTheme: Decorator = (Story, context) => {
  const name = (context.globals.theme as ThemeName | undefined) ?? 'dark';
  const theme = themes[name] ?? darkTheme;
  return (
    <WacrmThemeProvider theme={theme} style={{ padding: 16, minHeight: '100%' }}>
      <Story />
    </WacrmThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Wacrm theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'dark', title: 'Dark (default)' },
          { value: 'light', title: 'Light' },
          { value: 'brand', title: 'Brand (derived)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark' },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: any axe violation fails the storybook Vitest project.
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
};

export default preview;
