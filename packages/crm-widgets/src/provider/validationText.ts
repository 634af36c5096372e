import { VALIDATION_MESSAGES, exampleValuesMessage, templateParameterRequiredMessage } from '@wacrm/whatsapp-sdk';
import type { LocaleFormats } from '../i18n/formats';
import type { Label, LabelsOf } from '../i18n/plural';
import type { validationCountLabels } from './validationCounts';

// Pure text, no React: the SDK's validation messages (English, as its schemas word them) in the words of the active
// labels. The hooks that bind it to the provider are in validation.ts.

/**
 * The wording of the SDK's validation messages (the product's validation rules and Meta's rules), under the keys of
 * `VALIDATION_MESSAGES` (the sign-in forms' labels use the same keys), plus the two messages with a number, whose
 * labels take `{n}`. Any form of any widget shows a relabelled (or translated) message in the host's words.
 */
export type ValidationLabels = { [K in keyof typeof VALIDATION_MESSAGES]: string } & LabelsOf<
  typeof validationCountLabels
>;

/** Labels by key: a locale's with the host's overrides (strings, or plural forms for a count). */
export type ActiveLabels = Readonly<Record<string, Label | undefined>>;

// The lookup tables are built on first use, not as the module loads: a module without top-level work is one a bundler
// can drop, and with it every validation message, from a widget that has no form (the inbox's first screen).

/** Label keys by message text (a text two keys share is found under either). */
let keysByTextTable: Map<string, string[]> | undefined;
function keysByText(): Map<string, string[]> {
  if (keysByTextTable) return keysByTextTable;
  keysByTextTable = new Map();
  for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) {
    keysByTextTable.set(text, [...(keysByTextTable.get(text) ?? []), key]);
  }
  return keysByTextTable;
}

/** The messages with a number: the pattern of the SDK's text and the label that words it. */
type Numbered = ReadonlyArray<{ pattern: RegExp; key: 'parameterRequired' | 'exampleValuesRequired' }>;
let numberedTable: Numbered | undefined;
function numbered(): Numbered {
  numberedTable ??= [
    { pattern: patternOf(templateParameterRequiredMessage), key: 'parameterRequired' },
    { pattern: patternOf(exampleValuesMessage), key: 'exampleValuesRequired' },
  ];
  return numberedTable;
}

function patternOf(message: (n: number) => string): RegExp {
  const [before = '', after = ''] = message(0).split('0');
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(before)}(\\d+)${escape(after)}$`);
}

/** `{n}` filled in a label, as plain digits when no locale formats are given. */
function withCount(label: Label, n: number, formats: LocaleFormats | undefined): string {
  if (formats) return formats.plural(label, n);
  const text = typeof label === 'string' ? label : label.other;
  return text.replace(/\{n\}/g, String(n));
}

/**
 * `message` in the active labels' words when it is one of the SDK's validation messages that the labels reword
 * (a host's override or a locale's translation); any other message as it is.
 */
export function validationText(message: string, labels: ActiveLabels, formats?: LocaleFormats): string {
  for (const key of keysByText().get(message) ?? []) {
    const label = labels[key];
    if (typeof label === 'string') return label;
  }
  for (const { pattern, key } of numbered()) {
    const label = labels[key];
    if (label === undefined) continue;
    const match = pattern.exec(message);
    if (match) return withCount(label, Number(match[1]), formats);
  }
  return message;
}

/** Whether the labels reword any validation message (else the forms keep the SDK's texts untouched). */
export function relabels(labels: ActiveLabels): boolean {
  for (const key of Object.keys(labels)) {
    if (labels[key] === undefined) continue;
    if (key in VALIDATION_MESSAGES || numbered().some((n) => n.key === key)) return true;
  }
  return false;
}

/** A plain object (not a DOM element or another instance). */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** react-hook-form errors with each `message` reworded (a field's `ref`, an element, is kept as it is). */
export function relabelErrors(node: unknown, labels: ActiveLabels, formats?: LocaleFormats): unknown {
  if (Array.isArray(node)) return node.map((item) => relabelErrors(item, labels, formats));
  if (!isPlainRecord(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'message' && typeof value === 'string') out[key] = validationText(value, labels, formats);
    else if (key === 'ref') out[key] = value;
    else out[key] = relabelErrors(value, labels, formats);
  }
  return out;
}
