import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useWacrmLocale } from '../i18n/WacrmLocaleProvider';
import { useActiveLabels } from './WacrmProvider';
import { serverText } from './serverText';
import { anyLabel, loadValidationText, onValidationTextLoaded, validationTextLoaded } from './validationReword';

/**
 * What a failed call says to the user, in the active language: by its error code, the SDK's default message of the
 * operation, a validation message, else the server's own words, else `fallback` (see serverText.ts). In its own
 * module, not validation.ts: a widget without a form (the inbox) uses it without the validation messages, which it
 * downloads when labels could reword them and renders again once they are here (validationReword.ts).
 */
export function useServerText(): (failure: unknown, fallback?: string) => string {
  const labels = useActiveLabels();
  const { formats } = useWacrmLocale();
  const relabelled = anyLabel(labels);
  const ready = useSyncExternalStore(onValidationTextLoaded, validationTextLoaded, validationTextLoaded);
  useEffect(() => {
    if (relabelled && !ready) loadValidationText().catch(() => undefined);
  }, [relabelled, ready]);
  // `ready` among the dependencies: a new function once the validation wording is here, so its users render again.
  return useMemo(
    () => (failure: unknown, fallback?: string) => serverText(failure, labels, formats, fallback),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `ready` is there on purpose (above)
    [labels, formats, ready],
  );
}
