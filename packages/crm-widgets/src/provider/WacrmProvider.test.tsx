import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { createStore } from '@wacrm/whatsapp-sdk';
import { createFakeWacrmClient, DEMO_CLIENT_ID } from '@wacrm/whatsapp-sdk/testing';
import type { TemplateEditorProps } from '../templates/TemplateEditor/TemplateEditor.types';
import type { ConversationRowProps } from '../inbox/ConversationList/ConversationRow';
import { WacrmProvider, useWacrm, useWacrmComponent, useWacrmLabels, type WacrmProviderProps } from './WacrmProvider';
import { useStoreSelector } from './useStore';

function wrapperWith(props: Partial<Parameters<typeof WacrmProvider>[0]> = {}) {
  const client = createFakeWacrmClient();
  return function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <WacrmProvider client={client} clientId={DEMO_CLIENT_ID} {...props}>
        {children}
      </WacrmProvider>
    );
  };
}

describe('WacrmProvider', () => {
  it('throws a clear error when a hook is used outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useWacrm())).toThrow(/must be used inside <WacrmProvider/);
    spy.mockRestore();
  });

  it('hands widgets the client bound to the clientId, one shared realtime socket', () => {
    const { result } = renderHook(() => useWacrm(), { wrapper: wrapperWith() });
    expect(result.current.clientId).toBe(DEMO_CLIENT_ID);
    expect(result.current.whatsapp).toBe(result.current.client.whatsapp(DEMO_CLIENT_ID));
    expect(result.current.realtime).toBe(result.current.client.realtime(DEMO_CLIENT_ID));
  });

  it('applies host label overrides only to the keys a widget knows', () => {
    const defaults = { title: 'Conversations', empty: 'No messages' };
    const { result } = renderHook(() => useWacrmLabels(defaults), {
      wrapper: wrapperWith({ labels: { title: 'Gespräche', unrelated: 'x' } }),
    });
    expect(result.current).toEqual({ title: 'Gespräche', empty: 'No messages' });
  });

  it('lets the host replace a sub-component', () => {
    const Default = () => <p>default row</p>;
    const Custom = () => <p>custom row</p>;
    function Probe() {
      const Row = useWacrmComponent<object>('HostBanner', Default);
      return <Row />;
    }
    const Wrapper = wrapperWith({ components: { HostBanner: Custom } });
    render(
      <Wrapper>
        <Probe />
      </Wrapper>,
    );
    expect(screen.getByText('custom row')).toBeInTheDocument();
  });

  it('types the replaceable parts it names: a replacement takes the props of the default it replaces', () => {
    const WrongRow = ({ title }: { title: string }) => <p>{title}</p>;
    const Row = ({ conversation }: ConversationRowProps) => <p>{conversation.contactName}</p>;
    // @ts-expect-error a ConversationRow replacement receives ConversationRowProps (checked by `npm run typecheck`)
    const wrong: WacrmProviderProps['components'] = { ConversationRow: WrongRow };
    const right: WacrmProviderProps['components'] = { ConversationRow: Row };
    expect(Object.keys({ ...wrong, ...right })).toEqual(['ConversationRow']);
    const WrongEditor = ({ title }: { title: string }) => <p>{title}</p>;
    const Editor = ({ open, onClose }: TemplateEditorProps) => (open ? <button onClick={onClose}>close</button> : null);
    // @ts-expect-error a TemplateEditor replacement receives TemplateEditorProps (checked by `npm run typecheck`)
    const wrongEditor: WacrmProviderProps['components'] = { TemplateEditor: WrongEditor };
    const rightEditor: WacrmProviderProps['components'] = { TemplateEditor: Editor };
    expect(Object.keys({ ...wrongEditor, ...rightEditor })).toEqual(['TemplateEditor']);
  });

  it('shows notices through @wacrm/ui by default, with the right live region', async () => {
    function Probe() {
      const { notify } = useWacrm();
      return (
        <button type="button" onClick={() => notify.error('Failed to get conversations')}>
          fail
        </button>
      );
    }
    const Wrapper = wrapperWith();
    render(
      <Wrapper>
        <Probe />
      </Wrapper>,
    );
    act(() => screen.getByRole('button', { name: 'fail' }).click());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get conversations');
  });

  it('routes notices to the host notifier when one is given', () => {
    const notify = { success: vi.fn(), error: vi.fn() };
    const { result } = renderHook(() => useWacrm(), { wrapper: wrapperWith({ notify }) });
    result.current.notify.success('Message sent successfully');
    expect(notify.success).toHaveBeenCalledWith('Message sent successfully');
  });

  it('shows no error notices once the session has ended (the host signs the user out with its own message)', async () => {
    const client = createFakeWacrmClient();
    const notify = { success: vi.fn(), error: vi.fn() };
    const { result } = renderHook(() => useWacrm(), {
      wrapper: ({ children }: { children?: ReactNode }) => (
        <WacrmProvider client={client} clientId={DEMO_CLIENT_ID} notify={notify}>
          {children}
        </WacrmProvider>
      ),
    });
    result.current.notify.error('Failed to get conversations');
    expect(notify.error).toHaveBeenCalledTimes(1);
    await client.auth.logout();
    result.current.notify.error('Invalid access token');
    result.current.notify.error('Invalid access token');
    expect(notify.error).toHaveBeenCalledTimes(1);
    result.current.notify.success('Message sent successfully');
    expect(notify.success).toHaveBeenCalledWith('Message sent successfully');
  });

  it('schedules loading the date formatting data of its language for when the browser is idle, and cancels it on unmount', () => {
    const idle: Array<() => void> = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    try {
      // A tag no other test renders (the data of each locale is loaded once per page).
      const { unmount } = renderHook(() => useWacrm(), { wrapper: wrapperWith({ locale: 'en-AU' }) });
      expect(idle).toHaveLength(1);
      const format = vi.spyOn(Intl, 'DateTimeFormat');
      act(() => idle[0]?.());
      // The provider's language, not the runtime's.
      expect(format.mock.calls.map((call) => call[0])).toEqual(['en-AU']);
      unmount();
      expect(cancelled).toEqual([1]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('useStoreSelector', () => {
  it('re-renders only when the selected slice changes', () => {
    const store = createStore({ a: 1, b: 1 });
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useStoreSelector(store, (s) => s.a);
    });
    expect(result.current).toBe(1);
    const before = renders;
    act(() => store.setState({ a: 1, b: 2 }));
    expect(renders).toBe(before);
    act(() => store.setState({ a: 5, b: 2 }));
    expect(result.current).toBe(5);
  });

  it('applies a new selector even when the snapshot has not changed', () => {
    const store = createStore({ drafts: { a: 'hello', b: 'bye' } as Record<string, string> });
    const { result, rerender } = renderHook(({ id }) => useStoreSelector(store, (s) => s.drafts[id]), {
      initialProps: { id: 'a' },
    });
    expect(result.current).toBe('hello');
    rerender({ id: 'b' });
    expect(result.current).toBe('bye');
  });
});

describe('WacrmProvider portalContainer', () => {
  it('renders its notices in the given container', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    function Notify() {
      const { notify } = useWacrm();
      return (
        <button type="button" onClick={() => notify.success('Saved')}>
          Save
        </button>
      );
    }
    render(
      <WacrmProvider client={createFakeWacrmClient()} clientId={DEMO_CLIENT_ID} portalContainer={container}>
        <Notify />
      </WacrmProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(container.querySelector('[data-wacrm-notifications]')).toHaveTextContent('Saved');
    container.remove();
  });
});
