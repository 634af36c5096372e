// Template variables: numbered placeholders in double braces, like {{1}}.

const VARIABLE = /\{\{(\d+)\}\}/g;

/** The distinct variable numbers in `text`, ascending ('Hi {{2}} {{1}} {{2}}' gives [1, 2]). */
export function extractVariables(text: unknown): number[] {
  if (typeof text !== 'string') return [];
  const seen = new Set<number>();
  for (const m of text.matchAll(VARIABLE)) seen.add(Number(m[1]));
  return [...seen].sort((a, b) => a - b);
}

/** Number of example values the text needs: its count of distinct variables. */
export function countVariables(text: unknown): number {
  return extractVariables(text).length;
}

/**
 * The positions (from 1) of the values that are not filled in: missing, not text, or blank. Meta rejects a template
 * message with such a body parameter ('(#100) Invalid parameter'), so a form checks them before sending.
 */
export function blankParameters(values: readonly unknown[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v !== 'string' || v.trim() === '') out.push(i + 1);
  }
  return out;
}

/** Values for a preview: an array (index 0 fills {{1}}) or a record keyed by the variable number. */
export type PlaceholderValues =
  readonly (string | null | undefined)[] | Readonly<Record<string, string | null | undefined>>;

/**
 * Fills {{n}} placeholders for a live preview. A placeholder without a value (missing, empty or blank) stays as
 * it is, `{{n}}` (unfilled placeholders stay as numbered braces).
 */
export function fillPlaceholders(text: unknown, values: PlaceholderValues = []): string {
  if (typeof text !== 'string') return '';
  return text.replace(VARIABLE, (whole, digits: string) => {
    const n = Number(digits);
    const value = Array.isArray(values)
      ? (values as readonly (string | null | undefined)[])[n - 1]
      : Object.prototype.hasOwnProperty.call(values, digits)
        ? (values as Readonly<Record<string, string | null | undefined>>)[digits]
        : undefined;
    return typeof value === 'string' && value.trim() !== '' ? value : whole;
  });
}
