/** How a story is drawn: the theme of the toolbar and the size of the page. */
export interface Variant {
  /** Suffix of the image name: `<story>-<name>.png`. */
  name: string;
  theme: 'dark' | 'light';
  width: number;
  height: number;
  /**
   * `themes`: a story that sets its own theme (`globals: { theme }`) is drawn only in the run of that theme (a brand
   * story in the dark run), so no image is a copy of another. `all`: every story, whatever theme it sets.
   */
  stories: 'themes' | 'all';
  /** Which story files (paths as in `storyFiles`) this variant draws. */
  include: (file: string) => boolean;
}

/** Every story Storybook finds, in the dark theme (the default), on a 1280 x 800 page. */
export const dark: Variant = {
  name: 'dark',
  theme: 'dark',
  width: 1280,
  height: 800,
  stories: 'themes',
  include: () => true,
};

/** Every story Storybook finds, in the light theme, on a 1280 x 800 page. */
export const light: Variant = { ...dark, name: 'light', theme: 'light' };

/**
 * The widgets of @wacrm/crm-widgets on a 375 px phone (812 px tall), in the dark theme (a story that sets the light
 * theme keeps it). The inbox's phone stories are left out: they already draw a 375 px frame, pictured in both themes.
 */
export const phone: Variant = {
  name: 'phone',
  theme: 'dark',
  width: 375,
  height: 812,
  stories: 'all',
  include: (file) => file.startsWith('/packages/crm-widgets/') && !file.endsWith('.phone.stories.tsx'),
};

export const variants: readonly Variant[] = [dark, light, phone];
