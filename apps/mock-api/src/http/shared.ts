import { validateTemplate } from '@wacrm/whatsapp-sdk';
import { badRequest } from './errors';
import type { Body } from './validate';

/** The part of a yup schema the server uses (the SDK's request-body schemas). */
interface SyncSchema {
  validateSync(value: unknown, options: { abortEarly: boolean; stripUnknown: boolean }): unknown;
}

function isValidationError(err: unknown): err is { name: 'ValidationError'; path?: string; message: string } {
  return !!err && typeof err === 'object' && (err as { name?: unknown }).name === 'ValidationError';
}

/**
 * Validates a body with one of the SDK's schemas (the very rules and messages the forms use); the first issue
 * becomes a 400 naming its field. The server's own parsing (normalisation, stricter limits) runs afterwards.
 */
export function checkWithSharedSchema(schema: SyncSchema, body: Body): void {
  try {
    schema.validateSync(body, { abortEarly: true, stripUnknown: true });
  } catch (err) {
    if (isValidationError(err)) throw badRequest(err.path || 'body', err.message);
    throw badRequest('body', 'The request body is not valid');
  }
}

/** Template rules of the SDK (the SDK's rules/ and Meta's): the first issue becomes a 400 naming its path. */
export function checkTemplateRules(template: Body): void {
  const issue = validateTemplate(template)[0];
  if (issue) throw badRequest(issue.path, issue.message);
}
