// Test helpers shared by the widget areas (not exported from the package).
import type { ReactNode } from 'react';
import {
  createFakeWacrmClient,
  DEMO_CLIENT_ID,
  type FakeClientOptions,
  type FakeWacrmClient,
} from '@wacrm/whatsapp-sdk/testing';
import { WacrmProvider, type WidgetNotifier } from '../provider';

export interface Harness {
  client: FakeWacrmClient;
  wrap: (children: ReactNode) => ReactNode;
}

/** A fake client and a provider around it; `notify` replaces the UI notices (tests record them). */
export function harness(options: FakeClientOptions = {}, notify?: WidgetNotifier): Harness {
  const client = createFakeWacrmClient(options);
  return {
    client,
    wrap: (children) => (
      <WacrmProvider client={client} clientId={DEMO_CLIENT_ID} {...(notify ? { notify } : {})}>
        {children}
      </WacrmProvider>
    ),
  };
}
