// The theme's text font, Inter (vars.font.family), bundled as woff2 files from @fontsource/inter (SIL Open Font
// License 1.1: node_modules/@fontsource/inter/LICENSE; the font files are used unmodified and never sold on their
// own). Loaded by every story so that Storybook and its screenshots (visual/) never depend on the fonts a machine
// has installed. The weights and styles the components use: regular, medium, bold, and italics for WhatsApp
// formatting (`_italic_`, `*_bold italic_*`). Each file covers every script subset; a browser fetches a subset only
// when a text needs it (unicode-range).
import '@fontsource/inter/400.css';
import '@fontsource/inter/400-italic.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
import '@fontsource/inter/700-italic.css';
import arabic400 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url';
import arabic500 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-500-normal.woff2?url';
import arabic700 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2?url';

/** The faces above, as `document.fonts.load` descriptors: loading them before a screenshot makes text final. */
export const bundledFontFaces = [
  '400 16px Inter',
  'italic 400 16px Inter',
  '500 16px Inter',
  '700 16px Inter',
  'italic 700 16px Inter',
];

// Arabic (the stories in the toolbar's Arabic and the visual suite's `ar` pictures): Noto Sans Arabic from
// @fontsource/noto-sans-arabic (SIL Open Font License 1.1), declared as Inter's Arabic subset (Inter has no Arabic
// letters), so Arabic text never falls back to whatever Arabic font a machine has. Only stories: the product's font
// stack is the theme's, and a user's system supplies Arabic letters there.

const ARABIC_RANGE =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC';

if (typeof document !== 'undefined' && typeof FontFace !== 'undefined') {
  for (const [weight, url] of [
    ['400', arabic400],
    ['500', arabic500],
    ['700', arabic700],
  ] as const) {
    document.fonts.add(new FontFace('Inter', `url(${url}) format('woff2')`, { weight, unicodeRange: ARABIC_RANGE }));
  }
}
