import { MESSAGES } from '../../rules';
import type { WhatsAppApi } from '../../whatsapp';
import type { FakeCore } from './core';

/** The WhatsApp connection (connect, status) and the delivery analytics of the fake's account. */
export function createFakeAccount(core: FakeCore): Pick<WhatsAppApi, 'connect' | 'getConnectionStatus' | 'analytics'> {
  const { db, run, requireSession } = core;
  return {
    connect: (payload) =>
      run('connect', [payload], () => {
        requireSession();
        db.connection = {
          connected: true,
          status: 'connected',
          phoneNumberId: payload.phoneNumberId,
          ...(payload.businessAccountId ? { businessAccountId: payload.businessAccountId } : {}),
          accessTokenMasked: `${payload.accessToken.slice(0, 4)}…`,
        };
        return { ...db.connection, message: MESSAGES.success.whatsappConnected };
      }),
    getConnectionStatus: () => run('getConnectionStatus', [], () => db.connection),
    analytics: {
      get: (options = {}) => run('analytics.get', [options], () => db.analytics),
    },
  };
}
