// Benchmark page: the Conversations widget with a thread of 1,000 image messages (media_data with width and height).
// The conversations and messages come from the fake client; the images go through the real SDK (`fetchMedia`: the
// HTTP client with the bearer token, an object URL per file) to the bench's stub route, which answers after a delay.
// bench/media-thread.bench.ts builds it (production) and drives it in Chromium through window.__bench.
import { createRoot } from 'react-dom/client';
import { darkTheme, WacrmThemeProvider } from '@wacrm/ui';
import {
  createInboxStore,
  createWacrmClient,
  memoryTokenStore,
  type Message,
  type WacrmClient,
  type WhatsAppApi,
} from '@wacrm/whatsapp-sdk';
import { createFakeRealtime, createFakeWacrmClient, DEMO_CLIENT_ID } from '@wacrm/whatsapp-sdk/testing';
import { WacrmProvider } from '../../packages/crm-widgets/src/provider';
import { Conversations } from '../../packages/crm-widgets/src/inbox';
import { getInboxStore } from '../../packages/crm-widgets/src/inbox/internal/inboxStore';
import { createLargeFixtures, LONG_THREAD_PHONE } from '../../packages/crm-widgets/src/testing/largeInboxFixtures';
import { longTasks, longTasksSupported, nextFrame, until } from '../inbox/measure';

const params = new URLSearchParams(location.search);
const images = Number(params.get('images') ?? 1000);
/** `?photos=0`: the same thread as text messages (the captions alone), to tell the photos' cost from the machine's. */
const photos = params.get('photos') !== '0';
/** Sizes of the photos, in turn: landscape, portrait, square (the bubble reserves each box from them). */
const SIZES = [
  [1280, 960],
  [960, 1280],
  [1080, 1080],
] as const;

const now = Date.now();
const fixtures = createLargeFixtures({ conversations: 20, messages: images, now });
const thread = fixtures.messages[LONG_THREAD_PHONE] ?? [];
/** One photo a minute, the last one 30 s ago: the conversation is the newest, first in the list. */
const sentAt = (i: number) => new Date(now - 30_000 - (images - 1 - i) * 60_000).toISOString();
fixtures.messages[LONG_THREAD_PHONE] = thread.map((m, i): Message => {
  const [width, height] = SIZES[i % SIZES.length] ?? [1280, 960];
  // Ends with a full stop: a row's text runs on into its time ('Photo #12.06:14 PM').
  const caption = `Photo #${i}.`;
  if (!photos) return { ...m, text: caption, createdAt: sentAt(i) };
  return {
    ...m,
    type: 'image',
    text: caption,
    createdAt: sentAt(i),
    media: { id: `img_${i}`, mimeType: 'image/png', size: 2048, fileName: '', caption, width, height },
    mediaMimeType: 'image/png',
  };
});
const first = fixtures.conversations[0];
if (first) {
  const last = sentAt(images - 1);
  fixtures.conversations[0] = {
    ...first,
    lastMessage: photos ? 'Photo' : 'Text',
    lastMessageAt: last,
    lastInboundAt: last,
  };
}

const fake = createFakeWacrmClient({ fixtures });
const fakeApi = fake.whatsapp(DEMO_CLIENT_ID);
// The real SDK's media calls, against this page's origin: the stub route of the bench's server.
const real = createWacrmClient({
  baseURL: `${location.origin}/api/v1`,
  tokenStore: memoryTokenStore({ accessToken: 'bench-token', refreshToken: 'bench-refresh' }),
}).whatsapp(DEMO_CLIENT_ID);
const whatsapp: WhatsAppApi = {
  ...fakeApi,
  fetchMedia: real.fetchMedia,
  fetchMediaBlob: real.fetchMediaBlob,
  // The backend has media (the stub does not answer the probe; a real one would, once).
  mediaSupported: async () => true,
};
const rt = createFakeRealtime({ clientId: DEMO_CLIENT_ID, sendViaHttp: (payload) => whatsapp.messages.send(payload) });
const client: WacrmClient = { ...fake, whatsapp: () => whatsapp, realtime: () => rt };
// The thread in pages of 50, as the mock API serves it: older pages load while scrolling up.
getInboxStore(client, DEMO_CLIENT_ID, () => createInboxStore({ whatsapp, realtime: rt, messagesPageSize: 50 }));

/** Object URLs made and revoked by the page (the SDK makes one per fetched file; the cache revokes it). */
const objectUrls = { created: 0, revoked: 0 };
const createObjectURL = URL.createObjectURL.bind(URL);
const revokeObjectURL = URL.revokeObjectURL.bind(URL);
URL.createObjectURL = (obj: Blob | MediaSource) => {
  objectUrls.created += 1;
  return createObjectURL(obj);
};
URL.revokeObjectURL = (url: string) => {
  objectUrls.revoked += 1;
  revokeObjectURL(url);
};

const THREAD = '[role="list"][aria-label^="Messages with"]';
/** Within this distance of the top the thread shows or fetches older messages (MessageThread's LOAD_OLDER_AT). */
const LOAD_ZONE_PX = 400;

function scroller(): HTMLElement {
  const el = document.querySelector<HTMLElement>(THREAD);
  if (!el) throw new Error('no thread');
  return el;
}

/** The photo numbers of the rows in the DOM (from their captions). */
function photosInDom(): number[] {
  const out: number[] = [];
  for (const row of document.querySelectorAll(`${THREAD} [role="listitem"]`)) {
    const match = /Photo #(\d+)\./.exec(row.textContent ?? '');
    if (match) out.push(Number(match[1]));
  }
  return out;
}

function summary(start: number, end: number) {
  const tasks = longTasks.filter((t) => t.start >= start && t.start <= end);
  return { longestTask: tasks.reduce((m, t) => Math.max(m, t.duration), 0), longTasks: tasks.length };
}

/** Image loads that found their object URL revoked (the row scrolled away before the image decoded it). */
let revokedLoads = 0;
document.addEventListener(
  'error',
  (event) => {
    if (event.target instanceof HTMLImageElement && event.target.src.startsWith('blob:')) revokedLoads += 1;
  },
  true,
);

const bench = {
  longTaskSupported: longTasksSupported,
  /** Opens the conversation; resolves once its rows are in the DOM and painted. */
  async openThread() {
    const option = document.querySelector<HTMLElement>('[role="option"]');
    if (!option) throw new Error('no rows');
    const t0 = performance.now();
    option.click();
    await until(`${THREAD} [role="listitem"]`);
    await nextFrame();
    await nextFrame();
    return { ms: performance.now() - t0, ...summary(t0, performance.now()) };
  },
  /**
   * Scrolls the thread from its end to its start at `pxPerSecond` (by time, so a slow frame does not slow the
   * scroll), older pages loading on the way, until the first photo is on screen at the top; then rests `restMs`.
   * Records every photo row that was in the DOM meanwhile, the longest task and the longest frame gap.
   */
  async scrollToStart(pxPerSecond: number, restMs: number, timeoutMs: number) {
    const el = scroller();
    const rendered = new Set<number>(photosInDom());
    const rows = new MutationObserver(() => {
      for (const n of photosInDom()) rendered.add(n);
    });
    rows.observe(el, { childList: true, subtree: true });
    const t0 = performance.now();
    let last = t0;
    let maxFrameGap = 0;
    let frames = 0;
    let reachedStart = false;
    /** Frames the scroll rested near the top, where the thread had moved the view (see below). */
    let restedAtTop = 0;
    let left = el.scrollTop;
    while (performance.now() - t0 < timeoutMs) {
      const t = await nextFrame();
      maxFrameGap = Math.max(maxFrameGap, t - last);
      // Near the top the thread moves the view itself: it holds it off the top date separator (scrollTop 0 goes
      // back to that separator's height), and asks for older messages on a scroll event that sees the view there.
      // A scroll that moved it again in every frame would hide that position from every scroll event, as a finger
      // or wheel pushing against the top without a pause does: the scroll rests a frame, as a fling ending there.
      if (el.scrollTop !== left && el.scrollTop < LOAD_ZONE_PX) restedAtTop += 1;
      else el.scrollTop -= (pxPerSecond * (t - last)) / 1000;
      left = el.scrollTop;
      last = t;
      frames += 1;
      if (el.scrollTop <= 0 && rendered.has(0)) {
        reachedStart = true;
        break;
      }
    }
    const scrolledAt = performance.now();
    await new Promise((r) => setTimeout(r, restMs));
    rows.disconnect();
    const end = performance.now();
    return {
      reachedStart,
      scrollTopAtEnd: el.scrollTop,
      scrollMs: scrolledAt - t0,
      frames,
      restedAtTop,
      maxFrameGap,
      ...summary(t0, scrolledAt),
      rest: summary(scrolledAt, end),
      renderedRows: rendered.size,
      rowsInDomAtEnd: photosInDom().length,
      imagesShownAtEnd: el.querySelectorAll('img[src^="blob:"]').length,
      objectUrls: { ...objectUrls, live: objectUrls.created - objectUrls.revoked },
      revokedLoads,
    };
  },
};
(window as unknown as { __bench: typeof bench }).__bench = bench;

const container = document.getElementById('root');
if (!container) throw new Error('no root');
createRoot(container).render(
  <WacrmThemeProvider theme={darkTheme}>
    <WacrmProvider client={client} clientId={DEMO_CLIENT_ID}>
      <Conversations height="100vh" />
    </WacrmProvider>
  </WacrmThemeProvider>,
);
