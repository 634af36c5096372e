import { createWacrmClient, type WacrmClient } from '@wacrm/whatsapp-sdk';
import { config } from '../config';
import { emitSessionEnded } from './sessionEvents';

let client: WacrmClient | undefined;

/**
 * The app's one SDK client (the host owns the client; widgets receive it through their provider). Created on
 * first use and imported only from lazy chunks, so the landing page never downloads the SDK or axios.
 */
export function getWacrmClient(): WacrmClient {
  client ??= createWacrmClient({
    baseURL: config.apiBaseUrl,
    socketURL: config.socketUrl,
    // A refresh refused here, or a logout / refused refresh in another tab: the auth provider signs out with a notice.
    onSessionEnded: ({ reason }) => emitSessionEnded(reason),
  });
  return client;
}
