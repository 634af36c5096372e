import { createBrandTheme, darkTheme, lightTheme, type WacrmTheme } from '@wacrm/ui';

/** The three themes of the Storybook toolbar; the docs pages document the same objects. */
export const brandTheme = createBrandTheme({ primary: '#7c3aed', fontFamily: 'Georgia, serif', radius: 14 });

export const storyThemes = { dark: darkTheme, light: lightTheme, brand: brandTheme } as const;
export type StoryThemeName = keyof typeof storyThemes;

export const themeList: readonly WacrmTheme[] = [darkTheme, lightTheme, brandTheme];
