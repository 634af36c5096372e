// Story helpers shared by the widget areas' stories (not exported from the package).
import { useState, type ReactNode } from 'react';
import {
  createFakeWacrmClient,
  DEMO_CLIENT_ID,
  type FakeClientOptions,
  type FakeWacrmClient,
} from '@wacrm/whatsapp-sdk/testing';
import { WacrmProvider } from '../provider';

export interface StoryOptions extends FakeClientOptions {
  /** Runs on the client before the widget mounts (make calls fail, add latency, ...). */
  prepare?: (client: FakeWacrmClient) => void;
}

export interface FakeProviderProps {
  options?: StoryOptions;
  /** Adjusts the fake before the story renders (failures, latency); runs after `options.prepare`. */
  setup?: (client: FakeWacrmClient) => void;
  children?: ReactNode;
}

/** A provider around a story with a fake client made once per mount (state survives re-renders). */
export function FakeProvider({ options = {}, setup, children }: FakeProviderProps) {
  const [client] = useState(() => {
    const { prepare, ...clientOptions } = options;
    const created = createFakeWacrmClient(clientOptions);
    prepare?.(created);
    setup?.(created);
    return created;
  });
  return (
    <WacrmProvider client={client} clientId={DEMO_CLIENT_ID}>
      {children}
    </WacrmProvider>
  );
}

/** Story decorator: the story inside a fake-client provider. */
export function withFakeClient(options: StoryOptions = {}) {
  return function FakeClientDecorator(Story: () => ReactNode) {
    return (
      <FakeProvider options={options}>
        <Story />
      </FakeProvider>
    );
  };
}

/** Portalled dialogs and notices live on document.body. */
export const page = (canvasElement: HTMLElement) => canvasElement.ownerDocument.body;
