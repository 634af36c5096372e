import type { WacrmEmit } from '../events';
import type { WacrmElementLabels } from '../types';

/**
 * Labels from a property value: an object, or its JSON text. Only string values are kept; anything else (bad JSON,
 * an array, a number) gives no overrides and a `wacrm-error`, never an exception in the host's code.
 */
export function parseLabels(value: unknown, emit: WacrmEmit): WacrmElementLabels | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      emit('wacrm-error', { code: 'CONFIGURATION', message: 'labels is not valid JSON' });
      return undefined;
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    emit('wacrm-error', { code: 'CONFIGURATION', message: 'labels must be an object of strings' });
    return undefined;
  }
  const labels: Record<string, string> = {};
  for (const [key, text] of Object.entries(parsed)) {
    if (typeof text === 'string') labels[key] = text;
  }
  return labels;
}
