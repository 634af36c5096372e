import type { LocaleFormats } from '../i18n/formats';
import type * as ValidationText from './validationText';
import type { ActiveLabels } from './validationText';

// The SDK's validation messages (about 80, with the table that finds a label by its English text) are what the forms
// check and say: a widget without a form (the inbox's first screen) does not carry them. A failed call's message is
// one of them only when a server checks what a form sent, so serverText.ts rewords it through this module, which
// downloads them (validationText.ts, its own chunk) the first time labels could reword one: a translated language or a
// host's labels (useServerText and the provider start it as they render, long before a call can fail). Until it has
// arrived, a message stays as the server wrote it; useServerText renders again when it arrives.

type ValidationModule = typeof ValidationText;

let loaded: ValidationModule | undefined;
let loading: Promise<ValidationModule> | undefined;
const listeners = new Set<() => void>();

/** Downloads the validation messages' wording (once; a failed download is tried again on the next call). */
export function loadValidationText(): Promise<ValidationModule> {
  loading ??= import('./validationText').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether the wording has arrived (for `useSyncExternalStore`). */
export function validationTextLoaded(): boolean {
  return loaded !== undefined;
}

/** Calls `listener` once the wording has arrived; returns the unsubscribe. */
export function onValidationTextLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any label is given (English without a host's labels rewords nothing: nothing to download). */
export function anyLabel(labels: ActiveLabels): boolean {
  for (const key in labels) if (labels[key] !== undefined) return true;
  return false;
}

/**
 * `message` in the labels' words when it is one of the SDK's validation messages (see validationText.ts), once the
 * wording has arrived; until then (and without labels) as it is, the download started.
 */
export function rewordValidation(message: string, labels: ActiveLabels, formats?: LocaleFormats): string {
  if (loaded) return loaded.validationText(message, labels, formats);
  if (anyLabel(labels)) loadValidationText().catch(() => undefined);
  return message;
}
