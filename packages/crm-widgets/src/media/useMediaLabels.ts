import { useMemo } from 'react';
import { MEDIA_VALIDATION_MESSAGES } from '@wacrm/whatsapp-sdk/media';
import { readLoaded, useLocaleDefaults, useWacrmLocale } from '../i18n/WacrmLocaleProvider';
import type { MediaLocaleLabels } from '../i18n/dictionary';
import { loadMediaLabels } from '../i18n/load';
import { shippedLocaleFor } from '../i18n/locale';
import { useHostLabels } from '../provider/WacrmProvider';
import { mediaLabels, type MediaLabels } from './labels';

/** The English labels with a shipped language's media part over them: one object per language, for `useLocaleDefaults`. */
const withMediaPart = new WeakMap<MediaLocaleLabels, MediaLabels>();

/**
 * The media labels in the active language: English, under the shipped language's media part (the caller suspends
 * until it is downloaded), under the active locale's own media labels (a `defineLocale` that gives them), under the
 * host's overrides.
 */
export function useMediaLabels(): MediaLabels {
  const { code, labels } = useWacrmLocale();
  // A locale object of the host's own (not a shipped dictionary) brings its media labels itself, if any.
  const shipped = shippedLocaleFor(code);
  let defaults: MediaLabels = mediaLabels;
  if (shipped !== 'en' && labels !== null) {
    const part = readLoaded(loadMediaLabels(shipped));
    let merged = withMediaPart.get(part);
    if (!merged) {
      merged = { ...mediaLabels, ...part } as MediaLabels;
      withMediaPart.set(part, merged);
    }
    defaults = merged;
  }
  const translated = useLocaleDefaults<MediaLabels>(defaults);
  const host = useHostLabels();
  return useMemo(() => {
    let merged: Record<string, unknown> | null = null;
    for (const key of Object.keys(mediaLabels)) {
      const value = host[key];
      if (
        typeof value === 'string' ||
        (typeof value === 'object' && value !== null && typeof value.other === 'string')
      ) {
        merged ??= { ...translated };
        merged[key] = value;
      }
    }
    return (merged ?? translated) as MediaLabels;
  }, [translated, host]);
}

/** The SDK's media validation message in the active language (the message as it is when it is not one of them). */
export function mediaValidationText(message: string | undefined, labels: MediaLabels): string | undefined {
  if (message === undefined) return undefined;
  for (const [key, english] of Object.entries(MEDIA_VALIDATION_MESSAGES)) {
    if (english === message) return labels[key as keyof typeof MEDIA_VALIDATION_MESSAGES] as string;
  }
  return message;
}
