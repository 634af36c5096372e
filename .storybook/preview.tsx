import type { Decorator, Preview } from '@storybook/react-vite';
import { WacrmThemeProvider, darkTheme } from '@wacrm/ui';
import { WacrmLocaleProvider } from '@wacrm/crm-widgets';
// Bundled Inter (the theme's font): stories and their screenshots never depend on the machine's fonts.
import './fonts';
import { docsParameters, viewportParameters } from './docs/config';
// The toolbar's themes, shared with the Docs pages (they document the same objects).
import { storyThemes as themes, type StoryThemeName as ThemeName } from './docs/blocks/themes';
// The toolbar's languages (every shipped locale and the pseudo-locale), shared with the visual suite.
import { storyLocales, type StoryLocaleName } from './locales';

const withTheme: Decorator = (Story, context) => {
  const name = (context.globals.theme as ThemeName | undefined) ?? 'dark';
  const theme = themes[name] ?? darkTheme;
  const locale = storyLocales[(context.globals.locale as StoryLocaleName | undefined) ?? 'en'] ?? storyLocales.en;
  const direction = context.globals.dir as 'ltr' | 'rtl' | 'auto' | undefined;
  const dir = direction === 'ltr' || direction === 'rtl' ? direction : locale.dir;
  // The language applies to the widgets (their providers inherit it) and the page around them, as a host's would.
  return (
    <WacrmLocaleProvider locale={locale} dir={dir}>
      <WacrmThemeProvider theme={theme} style={{ padding: 16, minHeight: '100%' }} lang={locale.code} dir={dir}>
        <Story />
      </WacrmThemeProvider>
    </WacrmLocaleProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  // Docs (issue 24): a docs page for every story file; files that document no public component opt out with
  // tags: ['!autodocs']. Inline: Storybook reads the project's tags from this file's source when it indexes.
  tags: ['autodocs'],
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
    locale: {
      description: 'Language of the widgets',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
          { value: 'pt-BR', title: 'Português (Brasil)' },
          { value: 'hi', title: 'हिन्दी' },
          { value: 'ar', title: 'العربية (right to left)' },
          { value: 'id', title: 'Bahasa Indonesia' },
          { value: 'en-XA', title: 'Pseudo-locale (accented, 40 % longer)' },
        ],
        dynamicTitle: true,
      },
    },
    dir: {
      description: "Writing direction (default: the language's)",
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: "The language's" },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark', locale: 'en', dir: 'auto' },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: any axe violation fails the storybook Vitest project.
    a11y: { test: 'error' },
    layout: 'fullscreen',
    viewport: viewportParameters,
    docs: docsParameters,
    // Sidebar: the Docs pages first, in reading order (inline: Storybook reads storySort from this file's source).
    options: {
      storySort: {
        order: [
          'Docs',
          ['Introduction', 'Design tokens', 'Theming', 'Writing and labels', 'Localisation', 'Accessibility'],
          'UI',
          'Widgets',
        ],
      },
    },
  },
};

export default preview;
