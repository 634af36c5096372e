import type { Decorator, Preview } from '@storybook/react-vite';
import { WacrmThemeProvider, darkTheme } from '@wacrm/ui';
// Bundled Inter (the theme's font): stories and their screenshots never depend on the machine's fonts.
import './fonts';
import { docsParameters, viewportParameters } from './docs/config';
// The toolbar's themes, shared with the Docs pages (they document the same objects).
import { storyThemes as themes, type StoryThemeName as ThemeName } from './docs/blocks/themes';

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
  },
  initialGlobals: { theme: 'dark' },
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
          ['Introduction', 'Design tokens', 'Theming', 'Writing and labels', 'Accessibility'],
          'UI',
          'Widgets',
        ],
      },
    },
  },
};

export default preview;
