import { useMemo } from 'react';
import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { useWacrmLocale } from '../i18n/WacrmLocaleProvider';
import { useActiveLabels } from './WacrmProvider';
import { relabelErrors, relabels, validationText } from './validationText';

export { validationText };
export type { ValidationLabels } from './validationText';

/** Rewords the SDK's validation messages with the active labels (returns them as they are without any). */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const labels = useActiveLabels();
  const { formats } = useWacrmLocale();
  return useMemo(
    () => (relabels(labels) ? (message) => (message ? validationText(message, labels, formats) : message) : (m) => m),
    [labels, formats],
  );
}

/** A form resolver whose error messages speak the active labels (the same resolver without any). */
export function useLabelledResolver<T extends FieldValues, C, O>(resolver: Resolver<T, C, O>): Resolver<T, C, O> {
  const labels = useActiveLabels();
  const { formats } = useWacrmLocale();
  return useMemo(() => {
    if (!relabels(labels)) return resolver;
    return async (values, context, options) => {
      const result = await resolver(values, context, options);
      return { ...result, errors: relabelErrors(result.errors, labels, formats) } as ResolverResult<T, O>;
    };
  }, [resolver, labels, formats]);
}
