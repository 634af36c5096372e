import { string, type AnyObject, type ObjectSchema } from 'yup';
import { VALIDATION_MESSAGES } from '../messages';

/** Trims strings and leaves anything else alone (yup's own `trim()` throws a TypeError on non-strings). */
export function trimText(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/**
 * A trimmed string field that never crashes on junk: a non-string value fails with `typeMessage` (or yup's
 * type message naming the field) instead of throwing.
 */
export function text(typeMessage?: string) {
  const schema = string().transform(trimText);
  return typeMessage ? schema.typeError(typeMessage) : schema;
}

/** A form or request-body schema that answers null and non-objects with a message instead of yup's default. */
export function asBody<T extends AnyObject>(schema: ObjectSchema<T>): ObjectSchema<T> {
  return schema
    .typeError(VALIDATION_MESSAGES.requestInvalid)
    .nonNullable(VALIDATION_MESSAGES.requestInvalid) as unknown as ObjectSchema<T>;
}
