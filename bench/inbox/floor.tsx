// Reference page of the browser benchmark: the list's first page as the widget shows it (the same 13 rows of the same
// fake data, with the same time format and preview elements), rendered by React as plain elements under one static
// style sheet: no widget, provider, styles library or virtualiser. On a first visit its figures are what rendering
// those rows with React costs on this machine before any of the widget's own work (bench/inbox-browser.bench.mjs).
import { createRoot } from 'react-dom/client';
import type { Conversation } from '@wacrm/whatsapp-sdk';
import { createFakeWacrmClient, DEMO_CLIENT_ID } from '@wacrm/whatsapp-sdk/testing';
import { createLargeFixtures } from '../../packages/crm-widgets/src/testing/largeInboxFixtures';
import { formatListTime } from '../../packages/crm-widgets/src/inbox/internal/time';
import { localeFormats } from '../../packages/crm-widgets/src/i18n/formats';

// The floor writes its times as the inbox does: through the active locale's formats (English here).
const formats = localeFormats('en');
import { previewNodes } from '../../packages/crm-widgets/src/internal/whatsappInline';
import { longestTaskBetween, nextFrame, nextTask, onScreen, until, watchFirstPaint } from './measure';

const params = new URLSearchParams(location.search);
const conversations = Number(params.get('conversations') ?? 10_000);
const messages = Number(params.get('messages') ?? 10_000);
// The same data built the same way as the widget's page, so both pages start measuring after the same work.
const fixtures = createLargeFixtures({ conversations, messages, now: Date.now() });
const whatsapp = createFakeWacrmClient({ fixtures }).whatsapp(DEMO_CLIENT_ID);
/** Rows the widget renders for its first page at the benchmark's window size (visible rows and overscan). */
const ROWS = 13;

function Row({ conversation, now }: { conversation: Conversation; now: number }) {
  const title = conversation.contactName || conversation.contactPhone;
  return (
    <div className="row" role="option" aria-selected="false">
      <span className="avatar" aria-hidden="true">
        {(title.trim()[0] ?? '?').toUpperCase()}
      </span>
      <span className="body">
        <span className="line">
          <span className="name">{title}</span>
          <span className="when">{formatListTime(conversation.lastMessageAt, now, formats)}</span>
        </span>
        <span className="line">
          <span className="preview">{previewNodes(conversation.lastMessage)}</span>
          {conversation.unreadCount > 0 ? <span className="unread">{conversation.unreadCount}</span> : null}
        </span>
      </span>
    </div>
  );
}

function List({ items, now }: { items: readonly Conversation[]; now: number }) {
  return (
    <div className="list" role="listbox" aria-label="Conversations">
      {items.slice(0, ROWS).map((c) => (
        <Row key={c.id} conversation={c} now={now} />
      ))}
    </div>
  );
}

const bench = {
  mountStart: 0,
  listReady: 0,
  listPainted: 0,
  /** After the main thread's style, layout and paint of that frame (a task after it). */
  listFrameDone: 0,
  ready: false,
  async listOnScreen() {
    return (await onScreen('bench-list')) - bench.mountStart;
  },
  /** The longest task of the first render and the number of long tasks (as the widget's page). */
  mountLongTasks() {
    return longestTaskBetween(bench.mountStart, bench.listFrameDone);
  },
  domRows() {
    return { conversationRows: document.querySelectorAll('[role="option"]').length, messageRows: 0 };
  },
};
(window as unknown as { __bench: typeof bench }).__bench = bench;

const container = document.getElementById('root');
if (!container) throw new Error('no root');
const root = createRoot(container);
watchFirstPaint('[role="option"]', (all) => all[0], 'bench-list');
bench.mountStart = performance.now();
performance.mark('bench:mount');
// As the widget: the first page from the client, then the rows.
void whatsapp.conversations
  .page({ page: 1, limit: 100 })
  .then(({ items }) => root.render(<List items={items} now={Date.now()} />));
void until('[role="option"]').then(async (t) => {
  bench.listReady = t;
  performance.mark('bench:list-in-dom');
  await nextFrame();
  bench.listPainted = performance.now();
  bench.listFrameDone = await nextTask();
  performance.mark('bench:list-frame-done');
  bench.ready = true;
  (window as unknown as { __benchReady?: () => void }).__benchReady?.();
});
