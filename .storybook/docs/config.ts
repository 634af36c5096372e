import type { ViewportMap } from 'storybook/viewport';

/**
 * The toolbar's viewports: a phone, a tablet and a desktop, the three widths the widgets are designed and tested at.
 * Keys are what a story sets in `globals: { viewport: { value: 'phone' } }`; the storybook Vitest project then
 * sizes its page the same (addon-vitest reads the story's viewport global).
 */
export const WACRM_VIEWPORTS = {
  phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} satisfies ViewportMap;

export const viewportParameters = { options: WACRM_VIEWPORTS };

/**
 * Docs pages: the prop table comes from the TSDoc of each Props interface, the usage notes from each meta's
 * `parameters.docs.description.component` (written with `usage()` from ./usage).
 */
export const docsParameters = {
  // A table of contents on the long pages (tokens, labels, each component's stories).
  toc: { headingSelector: 'h2, h3', title: 'On this page' },
};
