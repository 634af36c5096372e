import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    // The Docs pages (Introduction, Design tokens, Theming, Writing and labels, Accessibility) come first.
    './docs/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/reference/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) => {
    // Stories run against package sources (the @wacrm/source export condition).
    viteConfig.resolve = viteConfig.resolve ?? {};
    viteConfig.resolve.conditions = ['@wacrm/source', 'module', 'browser', 'development|production'];
    // The automatic JSX runtime for files the React plugin does not transform (preview.tsx in a static build).
    viteConfig.esbuild = { ...(viteConfig.esbuild || {}), jsx: 'automatic' };
    return viteConfig;
  },
};

export default config;
