/** How a story is drawn: the theme of the toolbar and the size of the page. */
export interface Variant {
  /** Suffix of the image name: `<story>-<name>.png`. */
  name: string;
  theme: 'dark' | 'light';
  width: number;
  height: number;
  /**
   * `themes`: a story that sets its own theme (`globals: { theme }`) is drawn only in the run of that theme (a brand
   * story in the dark run), so no image is a copy of another. `pinned`: as `themes`, but a story file with stories of
   * its own in this variant's theme (a `Light` story) is drawn only through those; a file without any is drawn whole.
   * `all`: every story, whatever theme it sets.
   */
  stories: 'themes' | 'pinned' | 'all';
  /** Which story files (paths as in `storyFiles`) this variant draws. */
  include: (file: string) => boolean;
  /** The language of the toolbar (`.storybook/locales.ts`); English when absent. */
  locale?: 'ar' | 'en-XA';
  /**
   * Whether each story's play function runs first (default true). The play functions find what they act on by its
   * English name: a run in another language draws each story as it renders, before any play.
   */
  play?: boolean;
  /**
   * Whether axe checks each story once it is drawn (its play function done), failing the test on any violation. The
   * dark run does: it is where every story is played, and CI has no separate run of the stories for axe.
   */
  a11y?: boolean;
}

/** Every story Storybook finds, in the dark theme (the default), on a 1280 x 800 page. */
export const dark: Variant = {
  name: 'dark',
  theme: 'dark',
  width: 1280,
  height: 800,
  stories: 'themes',
  include: () => true,
  a11y: true,
};

/**
 * The light theme on a 1280 x 800 page: the stories that pin it (most components have `Light` stories of their chosen
 * states), and every story of a file that has none. Every story again in light was 350 pictures and about a quarter
 * of CI's time; the light theme differs from the dark one by its tokens, which those stories cover for each component.
 */
export const light: Variant = { ...dark, name: 'light', theme: 'light', stories: 'pinned', a11y: false };

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

/**
 * The widgets in Arabic, right to left, at 1280 x 800 and on a 375 px phone (dark theme): each story as it renders,
 * without its play function (which looks for English names).
 */
export const arabic: Variant = {
  name: 'ar',
  theme: 'dark',
  width: 1280,
  height: 800,
  stories: 'all',
  include: phone.include,
  locale: 'ar',
  play: false,
};

/**
 * Arabic on a 375 px phone: the widgets people use on a phone (the inbox, the sign-in forms, broadcast and quick
 * message). Drawn without their play functions, most stories of a file show the same first screen; every widget is
 * still drawn right to left at 1280 px and in English at 375 px, and CI has 25 minutes for everything.
 */
export const arabicPhone: Variant = {
  ...arabic,
  name: 'ar-phone',
  width: 375,
  height: 812,
  include: (file) => arabic.include(file) && /\/src\/(inbox|auth|broadcast|quick-message)\//.test(file),
};

/**
 * The widgets in the pseudo-locale (accented, 40 % longer, marked): not pictured, but checked for text written in the
 * code and for clipped text (visual/pseudoLocale.visual.test.ts).
 */
export const pseudoLocale: Variant = { ...arabic, name: 'pseudo', locale: 'en-XA' };

/** The pictured variants (pseudoLocale is checked, not pictured). */
export const variants: readonly Variant[] = [dark, light, phone, arabic, arabicPhone];
