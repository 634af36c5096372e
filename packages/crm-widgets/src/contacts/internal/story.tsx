// Story helper of the contacts area (not exported from the package): a provider around a fresh fake client.
import { useState, type ReactNode } from 'react';
import {
  createFakeWacrmClient,
  DEMO_CLIENT_ID,
  type FakeClientOptions,
  type FakeWacrmClient,
} from '@wacrm/whatsapp-sdk/testing';
import { WacrmProvider } from '../../provider';

export interface FakeProviderProps {
  options?: FakeClientOptions;
  /** Adjusts the fake before the story renders (failures, latency). */
  setup?: (client: FakeWacrmClient) => void;
  children?: ReactNode;
}

/** One fake client per story render, wrapped in `WacrmProvider` (notices through @wacrm/ui). */
export function FakeProvider({ options, setup, children }: FakeProviderProps) {
  const [client] = useState(() => {
    const c = createFakeWacrmClient(options);
    setup?.(c);
    return c;
  });
  return (
    <WacrmProvider client={client} clientId={DEMO_CLIENT_ID}>
      {children}
    </WacrmProvider>
  );
}
