import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InboxMessage } from '@wacrm/whatsapp-sdk';
import type { MessageBubbleProps } from '../MessageBubble';
import { MessageThread } from './MessageThread';

const DAY = Date.parse('2026-11-21T08:00:00.000Z');
const thread: InboxMessage[] = Array.from({ length: 120 }, (_, i) => ({
  id: `m${i}`,
  key: `m${i}`,
  type: 'text',
  text: `Message ${i}`,
  direction: i % 2 ? 'outbound' : 'inbound',
  contactPhone: '+15550000001',
  contactName: 'Ann',
  to: '',
  templateName: '',
  status: 'read',
  createdAt: new Date(DAY + i * 60_000).toISOString(),
}));

/** jsdom keeps no scroll position: the thread's scroller gets one (set by scrollTop or scrollTo). */
const scrollTops = new WeakMap<Element, number>();
const scrollTopProperty = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop');
const scrollTo = Element.prototype.scrollTo;
beforeEach(() => {
  Object.defineProperty(Element.prototype, 'scrollTop', {
    configurable: true,
    get(this: Element) {
      return scrollTops.get(this) ?? 0;
    },
    set(this: Element, value: number) {
      scrollTops.set(this, Math.max(0, value));
    },
  });
  Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
    if (typeof options === 'object' && options.top !== undefined) scrollTops.set(this, Math.max(0, options.top));
  } as typeof Element.prototype.scrollTo;
});
afterEach(() => {
  if (scrollTopProperty) Object.defineProperty(Element.prototype, 'scrollTop', scrollTopProperty);
  Element.prototype.scrollTo = scrollTo;
});

describe('MessageThread', () => {
  it('renders only the rows entering the view when it scrolls, not again those that stay in it', async () => {
    const renders = new Map<string, number>();
    // Not memoised, unlike the inbox's own bubble: counts every time the thread renders a row.
    function CountingBubble({ message }: MessageBubbleProps) {
      renders.set(message.key, (renders.get(message.key) ?? 0) + 1);
      return <p>{message.text}</p>;
    }
    render(
      <MessageThread
        messages={thread}
        contactName="Ann"
        hasMore={false}
        loading={false}
        onLoadOlder={() => Promise.resolve()}
        onRetry={() => undefined}
        Bubble={CountingBubble}
      />,
    );
    const list = screen.getByRole('list', { name: 'Messages with Ann' });
    const scroll = (top: number) =>
      act(async () => {
        list.scrollTop = top;
        list.dispatchEvent(new Event('scroll'));
        await Promise.resolve();
      });
    // At the bottom (jsdom has no layout: a day separator of 40 px, rows at their estimate of 64 px, a view of 640).
    const bottom = 40 + thread.length * 64 - 640;
    await scroll(bottom);
    expect(screen.getByText('Message 119')).toBeInTheDocument();
    renders.clear();

    const before = new Set(thread.map((m) => m.key).filter((key) => screen.queryByText(`Message ${key.slice(1)}`)));
    // Up by five rows, a row a step as a wheel would.
    for (let step = 1; step <= 5; step++) await scroll(bottom - step * 64);
    const entered = [...renders.keys()].filter((key) => !before.has(key));
    // Five rows entered above, each rendered once; the rows that stayed were not rendered again.
    expect(entered).toHaveLength(5);
    for (const key of entered) expect(renders.get(key), key).toBe(1);
    const stayed = [...before].filter((key) => screen.queryByText(`Message ${key.slice(1)}`));
    expect(stayed.length).toBeGreaterThan(10);
    for (const key of stayed) expect(renders.get(key), key).toBeUndefined();
  });
});
