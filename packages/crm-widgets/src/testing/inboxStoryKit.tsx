import { useState, type ReactNode } from 'react';
import { createInboxStore } from '@wacrm/whatsapp-sdk';
import {
  createFakeWacrmClient,
  DEMO_CLIENT_ID,
  type FakeClientOptions,
  type FakeWacrmClient,
} from '@wacrm/whatsapp-sdk/testing';
import { WacrmProvider } from '../provider';
import { getInboxStore } from '../inbox/internal/inboxStore';

export interface StoryClientOptions extends FakeClientOptions {
  /** Page size of message fetches (shows history paging). */
  messagesPageSize?: number;
  /** Runs on the client before the widget mounts (make calls fail, delay, ...). */
  prepare?: (client: FakeWacrmClient) => void;
}

/** Creates the fake client of a story (and its inbox store with the story's page size). */
export function createStoryClient(options: StoryClientOptions = {}): FakeWacrmClient {
  const { messagesPageSize, prepare, ...clientOptions } = options;
  const client = createFakeWacrmClient(clientOptions);
  if (messagesPageSize) {
    getInboxStore(client, DEMO_CLIENT_ID, () =>
      createInboxStore({
        whatsapp: client.whatsapp(DEMO_CLIENT_ID),
        realtime: client.realtime(DEMO_CLIENT_ID),
        messagesPageSize,
      }),
    );
  }
  prepare?.(client);
  return client;
}

let lastClient: FakeWacrmClient | null = null;

/** The fake client of the story rendered last (for `play` functions that drive realtime events). */
export function storyClient(): FakeWacrmClient {
  if (!lastClient) throw new Error('No story client rendered yet');
  return lastClient;
}

/** A provider around a story with a fake client made once per mount. */
export function StoryProvider({ options, children }: { options?: StoryClientOptions; children?: ReactNode }) {
  const [client] = useState(() => {
    const created = createStoryClient(options);
    lastClient = created;
    return created;
  });
  return (
    <WacrmProvider client={client} clientId={DEMO_CLIENT_ID}>
      {children}
    </WacrmProvider>
  );
}
