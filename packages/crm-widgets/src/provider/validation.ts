import { useMemo } from 'react';
import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { VALIDATION_MESSAGES, exampleValuesMessage, templateParameterRequiredMessage } from '@wacrm/whatsapp-sdk';
import { useWacrm } from './WacrmProvider';

/**
 * Host wording of the SDK's validation messages (spec section 5 and Meta's rules), under the keys of
 * `VALIDATION_MESSAGES` (the sign-in forms' labels use the same keys), plus the two messages with a number, whose
 * labels take `{n}`. Any form of any widget shows a relabelled message in the host's words.
 */
export type ValidationLabels = { [K in keyof typeof VALIDATION_MESSAGES]: string } & {
  /** 'Parameter {n} is required' (the inbox's key too). */
  parameterRequired: string;
  /** 'Please provide {n} example value(s) for the variables'. */
  exampleValuesRequired: string;
};

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
type Numbered = ReadonlyArray<{ pattern: RegExp; key: keyof ValidationLabels }>;
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

type Labels = Readonly<Record<string, string | undefined>>;

/** `message` in the host's words when it is one of the SDK's validation messages the host relabelled. */
export function validationText(message: string, labels: Labels): string {
  for (const key of keysByText().get(message) ?? []) {
    const label = labels[key];
    if (typeof label === 'string') return label;
  }
  for (const { pattern, key } of numbered()) {
    const label = labels[key];
    if (typeof label !== 'string') continue;
    const match = pattern.exec(message);
    if (match) return label.replace(/\{n\}/g, match[1] ?? '');
  }
  return message;
}

/** Whether the host relabelled any validation message (else the forms keep the SDK's texts untouched). */
function relabels(labels: Labels): boolean {
  for (const key of Object.keys(labels)) {
    if (typeof labels[key] !== 'string') continue;
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
function relabelErrors(node: unknown, labels: Labels): unknown {
  if (Array.isArray(node)) return node.map((item) => relabelErrors(item, labels));
  if (!isPlainRecord(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'message' && typeof value === 'string') out[key] = validationText(value, labels);
    else if (key === 'ref') out[key] = value;
    else out[key] = relabelErrors(value, labels);
  }
  return out;
}

/** Rewords the SDK's validation messages with the provider's labels (returns them as they are without any). */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { labels } = useWacrm();
  return useMemo(
    () => (relabels(labels) ? (message) => (message ? validationText(message, labels) : message) : (m) => m),
    [labels],
  );
}

/** A form resolver whose error messages speak the provider's labels (the same resolver without any). */
export function useLabelledResolver<T extends FieldValues, C, O>(resolver: Resolver<T, C, O>): Resolver<T, C, O> {
  const { labels } = useWacrm();
  return useMemo(() => {
    if (!relabels(labels)) return resolver;
    return async (values, context, options) => {
      const result = await resolver(values, context, options);
      return { ...result, errors: relabelErrors(result.errors, labels) } as ResolverResult<T, O>;
    };
  }, [resolver, labels]);
}
