import type { WacrmClient } from '@wacrm/whatsapp-sdk';

/** The part of the SDK client the app's auth needs: its auth calls and session (cookieAuthAdapter.ts, profile.ts). */
export type AuthClient = Pick<WacrmClient, 'auth' | 'session'>;
