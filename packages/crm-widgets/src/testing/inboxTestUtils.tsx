import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { ReactElement } from 'react';
import {
  createFakeWacrmClient,
  DEMO_CLIENT_ID,
  type FakeClientOptions,
  type FakeWacrmClient,
} from '@wacrm/whatsapp-sdk/testing';
import { WacrmProvider, type WacrmProviderProps } from '../provider';

/**
 * Renders `ui` inside a provider with a fake client and a spy notifier (component tests only). `prepare` runs on
 * the client before the first render (e.g. to make the first call fail); `labels` are the host's overrides.
 */
export function renderWithClient(
  ui: ReactElement,
  options: FakeClientOptions = {},
  prepare?: (client: FakeWacrmClient) => void,
  labels?: WacrmProviderProps['labels'],
) {
  const client = createFakeWacrmClient(options);
  prepare?.(client);
  const notify = { success: vi.fn<(m: string) => void>(), error: vi.fn<(m: string) => void>() };
  const utils = render(
    <WacrmProvider client={client} clientId={DEMO_CLIENT_ID} notify={notify} labels={labels}>
      {ui}
    </WacrmProvider>,
  );
  return { ...utils, client, notify, rt: client.controls.realtime(DEMO_CLIENT_ID) };
}
