import type { WacrmClient } from '@wacrm/whatsapp-sdk';
import type { WidgetNotifier } from './types';

/**
 * Error notices only while a session exists. When the session ends (a refresh refused, a logout in another tab) the
 * requests still in flight fail with 401s; the host signs the user out with one message of its own
 * (`onSessionEnded` on the client), so widgets do not stack 'Invalid access token' notices over it. `word` rewords
 * an error's message in the active language (serverText.ts).
 */
export function sessionAwareNotify(
  client: WacrmClient,
  notify: WidgetNotifier,
  word: (message: string) => string = (message) => message,
): WidgetNotifier {
  return {
    success: (message) => notify.success(message),
    // A failure's message in the user's language (the SDK's default texts and known server codes have labels).
    error: (message) => {
      if (client.auth.hasSession()) notify.error(word(message));
    },
  };
}
