/**
 * Bidirectional embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069). In a link, a name or a
 * preview they can make text display reversed or reordered ('invoice\u202Efdp.exe' shows as 'invoiceexe.pdf'), so
 * those are shown without them. Marks that only hint a direction (U+200E, U+200F) stay.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** `text` without bidirectional embedding, override and isolate controls. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
