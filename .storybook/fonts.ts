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

/** The faces above, as `document.fonts.load` descriptors: loading them before a screenshot makes text final. */
export const bundledFontFaces = [
  '400 16px Inter',
  'italic 400 16px Inter',
  '500 16px Inter',
  '700 16px Inter',
  'italic 700 16px Inter',
];
