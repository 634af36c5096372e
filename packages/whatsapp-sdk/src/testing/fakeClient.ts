import axios from 'axios';
import type { HttpClient } from '../client/http';
import { ApiError } from '../client/errors';
import { memoryTokenStore, type TokenStore } from '../client/tokens';
import { createClientSession, createPartialRegistrationStore, memoryStorage } from '../session';
import type { WhatsAppApi } from '../whatsapp';
import { createFakeMedia } from './fakeMedia';
import { createFakeRealtime, type FakeRealtime } from './fakeRealtime';
import { createFixtures } from './fixtures';
import { createFakeAccount } from './fake/account';
import { createFakeAuth } from './fake/auth';
import { createFakeBroadcasts } from './fake/broadcasts';
import { createFakeCampaigns } from './fake/campaigns';
import { createFakeContacts } from './fake/contacts';
import { createFakeCore } from './fake/core';
import { createFakeMessaging } from './fake/messaging';
import { createFakeTemplates } from './fake/templates';
import type { FakeClientOptions, FakeControls, FakeWacrmClient } from './fake/types';

export type {
  FakeCall,
  FakeClientOptions,
  FakeControls,
  FakeFailure,
  FakeOperation,
  FakeWacrmClient,
} from './fake/types';

/**
 * An in-memory client for widget tests and stories: seedable fixtures, a controllable realtime, no network. Each
 * resource lives in its own file under fake/ (auth, account, templates, campaigns, contacts, broadcasts, messaging),
 * all over one shared core (data, clock, ids, failures, latency); the checks and texts the mock API makes too come
 * from the SDK's rules.
 */
export function createFakeWacrmClient(options: FakeClientOptions = {}): FakeWacrmClient {
  const db = options.fixtures ?? createFixtures();
  if (!db.users.some((u) => u.userId === db.user.userId)) db.users.push(db.user);
  const tokens: TokenStore = memoryTokenStore(
    options.signedIn === false ? undefined : { accessToken: 'fake-access-token', refreshToken: 'fake-refresh-token' },
  );
  const core = createFakeCore(options, db, tokens);
  const storage = memoryStorage();
  const session = createClientSession({ storage, now: core.now });
  const partialRegistration = createPartialRegistrationStore({ storage });
  if (options.signedIn !== false) session.start();

  const auth = createFakeAuth(core, session);
  const realtimeByClient = new Map<string, FakeRealtime>();
  const messaging = createFakeMessaging(core, () => realtimeByClient.values());
  const account = createFakeAccount(core);
  const templates = createFakeTemplates(core);
  const campaigns = createFakeCampaigns(core);
  const contacts = createFakeContacts(core);
  const fakeMedia = createFakeMedia();
  const broadcasts = createFakeBroadcasts(core, (id) => fakeMedia.controls.files.get(id)?.ref);

  const whatsappByClient = new Map<string, WhatsAppApi>();
  function whatsapp(clientId: string): WhatsAppApi {
    let api = whatsappByClient.get(clientId);
    if (!api) {
      api = {
        clientId,
        ...fakeMedia.api(clientId),
        ...account,
        templates,
        campaigns,
        messages: messaging.messages,
        contacts,
        broadcasts,
        conversations: messaging.conversations,
      };
      whatsappByClient.set(clientId, api);
    }
    return api;
  }

  function realtime(clientId: string): FakeRealtime {
    let rt = realtimeByClient.get(clientId);
    if (!rt) {
      rt = createFakeRealtime({
        clientId,
        now: core.now,
        accept: messaging.acceptSend,
        onIncoming: (m) => messaging.storeMessage(m),
        sendViaHttp: (payload) => whatsapp(clientId).messages.send(payload),
        ...(options.echo === false ? { echo: false } : {}),
      });
      if (options.realtimeAvailable === false) rt.controls.failConnection();
      realtimeByClient.set(clientId, rt);
    }
    return rt;
  }

  const unsupported = (): Promise<never> =>
    Promise.reject(
      new ApiError({ status: 0, code: 'NOT_SUPPORTED', message: 'The fake client has no HTTP transport' }),
    );
  const http: HttpClient = {
    axios: axios.create(),
    tokens,
    request: unsupported,
    requestEnvelope: unsupported,
    requestBlob: unsupported,
    refreshSession: () =>
      auth.refreshToken({ refreshToken: tokens.getRefreshToken() ?? '' }).then((r) => r.accessToken),
    clearSession: () => void auth.logout(),
    endSession: () => {
      const refreshToken = tokens.getRefreshToken();
      void auth.logout();
      return refreshToken;
    },
    dispose: () => undefined,
  };

  const { calls, failNext, failAlways } = core;
  const controls: FakeControls = {
    db,
    calls,
    callsTo: (op) => calls.filter((c) => c.op === op).map((c) => c.args),
    failNext: (op, failure = {}) => void failNext.set(op, failure),
    setFailure: (op, failure) => void (failure ? failAlways.set(op, failure) : failAlways.delete(op)),
    realtime: (clientId = db.user.userId) => realtime(clientId),
    setLatency: core.setLatency,
    media: fakeMedia.controls,
  };

  return {
    baseURL: 'fake://wacrm/api/v1',
    socketURL: 'fake://wacrm',
    auth,
    whatsapp,
    realtime,
    tokens,
    session,
    partialRegistration,
    http,
    controls,
  };
}
