import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, InboxMessage, WhatsAppApi } from '@wacrm/whatsapp-sdk';
import { ConversationRow } from '../ConversationList/ConversationRow';
import { MessageBubble } from '../MessageBubble';
import { inboxLabels } from '../labels';
import { ThreadMedia } from './ThreadMedia';
import { Suspense } from 'react';
import { WacrmLocaleProvider } from '../../i18n/WacrmLocaleProvider';
import { loadLocale } from '../../i18n/load';
import { arMedia } from '../../locales/ar-media';

/** IntersectionObserver under the test's control: `show(true)` puts every observed element on screen. */
const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[]; root: Element | null }>();
function show(on: boolean) {
  act(() => {
    for (const o of observers) {
      const entries = o.targets.map((target) => ({ target, isIntersecting: on }) as IntersectionObserverEntry);
      o.callback(entries, {} as IntersectionObserver);
    }
  });
}

beforeEach(() => {
  observers.clear();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: { callback: IntersectionObserverCallback; targets: Element[]; root: Element | null };
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, targets: [], root: (options?.root as Element | null | undefined) ?? null };
        observers.add(this.entry);
      }
      observe(el: Element) {
        this.entry.targets.push(el);
      }
      disconnect() {
        observers.delete(this.entry);
      }
    },
  );
  Object.assign(URL, { revokeObjectURL: vi.fn() });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function photo(overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    key: 'm1',
    id: 'm1',
    type: 'image',
    text: 'The receipt',
    media: {
      id: 'media_1',
      mimeType: 'image/png',
      size: 2000,
      fileName: 'r.png',
      caption: 'The receipt',
      width: 640,
      height: 480,
    },
    direction: 'inbound',
    contactPhone: '+1555',
    contactName: 'Ann',
    to: '',
    templateName: '',
    status: 'delivered',
    createdAt: '2026-11-21T10:05:00.000Z',
    ...overrides,
  };
}

/** A WhatsAppApi whose fetchMedia waits until the test answers it (or the signal aborts it). */
function fakeApi() {
  const pending: Array<{ id: string; signal: AbortSignal; resolve: (url: string) => void }> = [];
  const fetchMedia = vi.fn(
    (id: string, options?: { signal?: AbortSignal }) =>
      new Promise<string>((resolve, reject) => {
        const signal = options?.signal ?? new AbortController().signal;
        signal.addEventListener('abort', () => reject(new Error('aborted')));
        pending.push({ id, signal, resolve });
      }),
  );
  const api = { fetchMedia, mediaSupported: () => Promise.resolve(true) } as unknown as WhatsAppApi;
  return { api, fetchMedia, pending };
}

function renderThread(api: WhatsAppApi, messages: InboxMessage[], onCancelUpload = vi.fn()) {
  return render(
    <ThreadMedia whatsapp={api} supported messages={messages} labels={inboxLabels} onCancelUpload={onCancelUpload}>
      {messages.map((m) => (
        <MessageBubble key={m.key} message={m} />
      ))}
    </ThreadMedia>,
  );
}

describe('MessageMedia: images load only while on screen', () => {
  it('fetches a photo once it scrolls into view, shows it, and revokes its URL when the row goes', async () => {
    const { api, fetchMedia, pending } = fakeApi();
    const { unmount } = renderThread(api, [photo()]);
    const button = screen.getByRole('button', { name: 'View photo' });
    expect(fetchMedia).not.toHaveBeenCalled();
    expect(within(button).getByRole('status')).toHaveTextContent('Loading media');
    show(true);
    expect(fetchMedia).toHaveBeenCalledTimes(1);
    await act(async () => pending[0]!.resolve('blob:photo'));
    expect(button.querySelector('img')).toHaveAttribute('src', 'blob:photo');
    // Decoded off the main thread: a photo scrolling in does not hold up the frame that shows its row.
    expect(button.querySelector('img')).toHaveAttribute('decoding', 'async');
    expect(screen.getByText('The receipt')).toBeInTheDocument();
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo');
  });

  it("watches a photo within the thread's scroller, so the load margin reaches rows about to scroll in", () => {
    const { api } = fakeApi();
    render(
      <div data-wacrm-scroll-root="" data-testid="scroller">
        <ThreadMedia whatsapp={api} supported messages={[photo()]} labels={inboxLabels} onCancelUpload={vi.fn()}>
          <MessageBubble message={photo()} />
        </ThreadMedia>
      </div>,
    );
    const [observer] = [...observers];
    expect(observer?.root).toBe(screen.getByTestId('scroller'));
  });

  it('cancels the fetch of a photo scrolled away before it loaded', () => {
    const { api, pending } = fakeApi();
    renderThread(api, [photo()]);
    show(true);
    expect(pending[0]!.signal.aborted).toBe(false);
    show(false);
    expect(pending[0]!.signal.aborted).toBe(true);
  });

  it('fetches a file shown twice (the same media id) once', () => {
    const { api, fetchMedia } = fakeApi();
    renderThread(api, [photo(), photo({ key: 'm2', id: 'm2' })]);
    show(true);
    expect(fetchMedia).toHaveBeenCalledTimes(1);
  });

  it('reserves the box from width and height before the file loads', () => {
    const { api } = fakeApi();
    renderThread(api, [photo()]);
    const frame = screen.getByRole('button', { name: 'View photo' }).parentElement!;
    expect(frame.style.aspectRatio).toBe('640 / 480');
    expect(frame.style.inlineSize).toBe('280px');
  });
});

describe('MessageMedia: in a language', () => {
  it("waits for the language's media part (downloaded apart from its dictionary), then speaks it", async () => {
    await loadLocale('ar');
    const { api } = fakeApi();
    const message = photo();
    await act(async () => {
      render(
        <WacrmLocaleProvider locale="ar">
          <Suspense fallback={<p>waiting</p>}>
            <ThreadMedia whatsapp={api} supported messages={[message]} labels={inboxLabels} onCancelUpload={vi.fn()}>
              <MessageBubble message={message} />
            </ThreadMedia>
          </Suspense>
        </WacrmLocaleProvider>,
      );
    });
    expect(await screen.findByRole('button', { name: arMedia.viewPhoto })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View photo' })).toBeNull();
  });
});

describe('MessageMedia: uploads', () => {
  it('shows the upload as a progress bar with its value, and Cancel calls the outbox', async () => {
    const { api } = fakeApi();
    const onCancel = vi.fn();
    const uploading = photo({
      key: 'local-1',
      media: undefined,
      direction: 'outbound',
      status: 'pending',
      upload: { percent: 35, fileName: 'r.png', size: 2_000_000, mimeType: 'image/png' },
    });
    renderThread(api, [uploading], onCancel);
    expect(screen.getByRole('progressbar', { name: 'Uploading r.png' })).toHaveAttribute('aria-valuenow', '35');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(onCancel).toHaveBeenCalledWith('local-1');
  });
});

describe('ConversationRow: a media last message says what it is', () => {
  const row = (lastMessageMedia: Conversation['lastMessageMedia'], lastMessage = '') => {
    const conversation: Conversation = {
      id: 'c1',
      contactPhone: '+1555',
      contactName: 'Ann',
      contactStatus: 'active',
      contactLastInteraction: '',
      lastMessage,
      lastMessageAt: '2026-11-21T10:05:00.000Z',
      lastInboundAt: null,
      unreadCount: 0,
      isPinned: false,
      tags: [],
      ...(lastMessageMedia ? { lastMessageMedia } : {}),
    };
    return render(
      <ConversationRow conversation={conversation} labels={inboxLabels} now={Date.parse('2026-11-21T12:00:00Z')} />,
    );
  };

  it.each([
    [{ type: 'image' as const }, 'Photo'],
    [{ type: 'image' as const, caption: 'The receipt' }, 'Photo: The receipt'],
    [{ type: 'audio' as const, durationSeconds: 12 }, 'Voice message 0:12'],
    [{ type: 'audio' as const }, 'Voice message'],
    [{ type: 'sticker' as const }, 'Sticker'],
    [{ type: 'video' as const, durationSeconds: 75 }, 'Video'],
    [{ type: 'document' as const, fileName: 'invoice.pdf' }, 'invoice.pdf'],
  ])('%o reads %s', (media, text) => {
    row(media, 'raw text');
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText('raw text')).toBeNull();
  });

  it("keeps 'Media message' for an older backend's media", () => {
    row(undefined, 'Media message');
    expect(screen.getByText('Media message')).toBeInTheDocument();
  });
});
