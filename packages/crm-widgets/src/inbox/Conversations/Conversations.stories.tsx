import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFixtures, FIXTURE_NOW, makeMessage } from '@wacrm/whatsapp-sdk/testing';
import { createLargeFixtures, LONG_THREAD_PHONE } from '../../testing/largeInboxFixtures';
import { StoryProvider, storyClient, type StoryClientOptions } from '../../testing/inboxStoryKit';
import { Conversations } from './Conversations';
import { usage } from '../../../../../.storybook/docs/usage';
import { inboxLabels } from '../labels';

const clock = () => FIXTURE_NOW;

function withClient(options: StoryClientOptions = {}) {
  return (Story: () => React.JSX.Element) => (
    <StoryProvider options={options}>
      <Story />
    </StoryProvider>
  );
}

/** The docs page's usage notes (same four sections on every component). */
const usageNotes = usage({
  whenToUse:
    "The live WhatsApp inbox: the conversation list with search and All/Unread tabs, the open thread, and the composer (custom message or approved template). Give it a fixed `height`; it follows its own width, not the screen's.",
  states:
    'Loading, list load error with Retry, empty (no conversations yet), a thread, a thread that failed to load, disconnected realtime (sends over HTTP), thousands of conversations or messages (virtualised, paged), outside the 24-hour window (templates only). Below 720 px of its own width the list and the thread are two views with a back button (see *Phone (375 px)*).',
  accessibility:
    'The list is a `listbox` ("Conversation list") with one tab stop: ArrowUp/Down move, Home/End, PageUp/PageDown jump, Enter or Space opens. The thread is a `list` named "Messages with {name}"; new incoming messages are announced in a polite live region. The composer is a labelled textbox: Enter sends, Shift+Enter adds a line. Opening a conversation puts focus in its composer (on "Choose template" outside the 24-hour window); Escape returns to the list. On a phone the back button (or Escape) returns to the list on the same row.',
  labels: { from: 'inboxLabels', labels: inboxLabels },
});

const meta = {
  title: 'Widgets/Inbox/Conversations',
  component: Conversations,
  args: { now: clock, height: 640 },
  parameters: { layout: 'fullscreen', docs: { description: { component: usageNotes } } },
} satisfies Meta<typeof Conversations>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  decorators: [withClient()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Live')).toBeInTheDocument();
    await expect(await canvas.findByText('WhatsApp connected')).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'All 4' })).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('option', { name: /Ann Lee/ }));
    const list = await canvas.findByRole('list', { name: 'Messages with Ann Lee' });
    await expect(within(list).getByText('Hi, is my order shipped?')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'On its way *today*: https://acme.io/track/1042{Enter}');
    await expect(await within(list).findByText('today')).toBeVisible();
    await expect(input).toHaveValue('');
    // A link in a sent bubble: safe attributes, and readable on the bubble (the story's axe check).
    const link = within(list).getByRole('link', { name: 'https://acme.io/track/1042' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // A monospace block (Shift+Enter makes the new line) is set at 0.92 of the bubble's text, like inline code:
    // its <code> does not shrink it a second time.
    await userEvent.type(input, '```npm run build{Shift>}{Enter}{/Shift}npm start```{Enter}');
    const code = await within(list).findByText(/npm run build/);
    const pre = code.closest('pre');
    const size = (el: Element | null) => parseFloat(el ? getComputedStyle(el).fontSize : 'NaN');
    await expect(size(code)).toBeCloseTo(size(pre), 2);
    await expect(size(pre)).toBeCloseTo(0.92 * size(pre?.parentElement ?? null), 1);
  },
};

export const Empty: Story = {
  decorators: [withClient({ fixtures: createFixtures({ conversations: [], messages: {} }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No conversations yet')).toBeVisible();
    await expect(canvas.getByText('Select a conversation')).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withClient({ latencyMs: 60 * 60 * 1000 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading conversations')).toBeVisible();
  },
};

export const LoadError: Story = {
  decorators: [withClient({ prepare: (c) => c.controls.failNext('conversations.page') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to get conversations', { selector: 'p, div, span' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('option', { name: /Ann Lee/ })).toBeVisible();
  },
};

export const ThreadLoadError: Story = {
  decorators: [withClient({ prepare: (c) => c.controls.failNext('conversations.messagesPage') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('option', { name: /Chen Wei/ }));
    await expect(
      await canvas.findByText('Failed to load conversation messages', { selector: 'p, div, span' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('list', { name: 'Messages with Chen Wei' })).toBeVisible();
  },
};

export const Disconnected: Story = {
  decorators: [withClient({ realtimeAvailable: false })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Reconnecting')).toBeVisible();
    await expect(canvas.getByText('Connection failed')).toBeVisible();
    await userEvent.click(canvas.getByRole('option', { name: /Ann Lee/ }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Message' }), 'Sent over HTTP{Enter}');
    await expect(await body().findByText('Socket not connected. Message will be sent via HTTP.')).toBeInTheDocument();
    storyClient().controls.realtime().controls.restore();
    // A narrow inbox (the phone variant of the visual suite) shows the conversation alone: the live line is the list's.
    const back = canvas.queryByRole('button', { name: 'Back to conversations' });
    if (back) await userEvent.click(back);
    await expect(await canvas.findByText('Live')).toBeVisible();
  },
};

/** A new account that has not connected WhatsApp: the inbox says so and offers Connect WhatsApp. */
export const WhatsAppNotConnected: Story = {
  decorators: [
    withClient({
      prepare: (c) => {
        c.controls.db.connection = { connected: false, status: 'disconnected' };
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('WhatsApp not connected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Connect WhatsApp' })).toBeVisible();
    await expect(await canvas.findByText('Live')).toBeVisible();
  },
};

export const ManyConversations: Story = {
  name: 'Many conversations (10,000)',
  decorators: [withClient({ fixtures: createLargeFixtures({ conversations: 10_000, messages: 200 }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'All 10000' })).toBeInTheDocument();
    const listbox = canvas.getByRole('listbox', { name: 'Conversation list' });
    await waitFor(() => expect(canvas.getAllByRole('option').length).toBeGreaterThan(3));
    await expect(canvas.getAllByRole('option').length).toBeLessThan(40);
    // The first 100 show at once; the listbox is busy until the rest is in, and its options count all 10,000.
    await expect(canvas.getAllByRole('option')[0]).toHaveAttribute('aria-setsize', '10000');
    await waitFor(() => expect(listbox).not.toHaveAttribute('aria-busy'), { timeout: 10_000 });
    listbox.focus();
    await userEvent.keyboard('{End}');
    await expect(await canvas.findByRole('option', { name: /9999/ })).toBeInTheDocument();
    await expect(canvas.getAllByRole('option').length).toBeLessThan(40);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 3, name: /9999/ })).toBeVisible();
  },
};

/**
 * The first press on a row of a list scrolled down, before the list had focus: the list stays where it is, so the
 * release lands on the same row and opens it. (Focusing the list moved to its first row and scrolled it to the top
 * between press and release: in Chromium the click then went to another element and was lost.)
 */
export const FirstPressOnScrolledList: Story = {
  args: { height: 420 },
  decorators: [withClient({ fixtures: createLargeFixtures({ conversations: 40, messages: 5 }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const listbox = await canvas.findByRole('listbox', { name: 'Conversation list' });
    await waitFor(() => expect(listbox).not.toHaveAttribute('aria-busy'));
    listbox.scrollTop = 300;
    // The eighth row (its top at 504 px), below the first screen: in view once scrolled.
    const row = await waitFor(() => {
      const found = listbox.querySelector<HTMLElement>('[role="option"][aria-posinset="8"]');
      if (!found) throw new Error('no eighth row');
      return found;
    });
    await expect(row).toBeVisible();
    const name = row.querySelector('.wacrm-row-name')?.textContent ?? '';
    await expect(name).not.toBe('');
    await expect(listbox).not.toHaveFocus();
    // One session for press and release (each direct userEvent call starts with no button held).
    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: row });
    await expect(listbox).toHaveFocus();
    await expect(listbox.scrollTop).toBe(300);
    await user.pointer({ keys: '[/MouseLeft]', target: row });
    await waitFor(() => expect(row).toHaveAttribute('aria-selected', 'true'));
    // The thread's heading: the contact's status, then the name.
    await expect(await canvas.findByRole('heading', { level: 3, name: new RegExp(`${name}$`) })).toBeVisible();
  },
};

export const LongThread: Story = {
  name: 'Long thread (10,000 messages)',
  decorators: [
    withClient({ fixtures: createLargeFixtures({ conversations: 50, messages: 10_000 }), messagesPageSize: 200 }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('option', { name: /Ann Lee 0/ }));
    const list = await canvas.findByRole('list', { name: /Messages with/ });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(3));
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(80);
    // Older pages exist: the size of the set is unknown to the list, and it says so (not the rendered count).
    // (The thread's own items: bubbles can hold formatted lists of their own.)
    const sizes = Array.from(list.querySelectorAll('[role="listitem"][data-index]'), (item) =>
      item.getAttribute('aria-setsize'),
    );
    await expect(sizes.length).toBeGreaterThan(3);
    await expect(sizes.filter((size) => size !== '-1')).toEqual([]);
    // Newest message visible at the start.
    await expect((await within(list).findAllByText(/\(message 9996\)/))[0]).toBeVisible();
    // Scroll up: older pages load and the view does not jump to the top.
    list.scrollTop = 0;
    list.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(storyClient().controls.callsTo('conversations.messagesPage').length).toBeGreaterThan(1));
    await waitFor(() => expect(list.scrollTop).toBeGreaterThan(1000));
    await expect(await canvas.findByRole('button', { name: 'Jump to latest' })).toBeVisible();
    // Messages arriving while reading older ones are counted on the button, not scrolled to.
    const rt = storyClient().controls.realtime();
    rt.controls.emitMessage({ contactPhone: LONG_THREAD_PHONE, text: 'New while away 1' });
    rt.controls.emitMessage({ contactPhone: LONG_THREAD_PHONE, text: 'New while away 2' });
    const jump = await canvas.findByRole('button', { name: 'Jump to latest, 2 new' });
    await expect(jump).toHaveTextContent(/2$/);
    await expect(list.scrollTop).toBeGreaterThan(1000);
    await expect(within(list).queryByText('New while away 2')).not.toBeInTheDocument();
    await userEvent.click(jump);
    await waitFor(() => expect(canvas.queryByRole('button', { name: /Jump to latest/ })).not.toBeInTheDocument());
    await expect(await within(list).findByText('New while away 2')).toBeVisible();
  },
};

/** Where `text`'s list item sits in the scroller, in px from its top (null when not rendered). */
function topIn(list: HTMLElement, text: RegExp): number | null {
  const item = within(list).queryAllByText(text)[0]?.closest('[role="listitem"]');
  return item ? item.getBoundingClientRect().top - list.getBoundingClientRect().top : null;
}

export const LongThreadInStore: Story = {
  name: 'Long thread with 10,000 messages in the store',
  // The server has 10,050 messages; the first fetch brings the last 10,000.
  decorators: [
    withClient({ fixtures: createLargeFixtures({ conversations: 50, messages: 10_050 }), messagesPageSize: 10_000 }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('option', { name: /Ann Lee 0/ }));
    const list = await canvas.findByRole('list', { name: /Messages with/ });
    await expect((await within(list).findAllByText(/\(message 10047\)/))[0]).toBeVisible();
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(80);
    // The last 200 messages are rendered first; scrolling up near the top renders 200 more above them, and the
    // message in view stays where it was.
    list.scrollTop = 500;
    await waitFor(() => expect(topIn(list, /\(message 9860\)/)).not.toBeNull());
    const before = (topIn(list, /\(message 9860\)/) ?? 0) + list.scrollTop;
    list.scrollTop = 300;
    await waitFor(() => expect(list.scrollTop).toBeGreaterThan(5000));
    await expect(Math.abs((topIn(list, /\(message 9860\)/) ?? -1000) - (before - 300))).toBeLessThan(24);
    // At the very top too (Home, a dragged scroll bar): the view stays on the messages that were there.
    list.scrollTop = 0;
    await waitFor(() => expect(list.scrollTop).toBeGreaterThan(5000));
    const top = topIn(list, /\(message 9656\)/) ?? -1;
    await expect(top).toBeGreaterThanOrEqual(0);
    await expect(top).toBeLessThan(list.clientHeight);
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(80);
    // Rendering more of what the store holds fetches nothing: older messages are asked for only at its start.
    await expect(storyClient().controls.callsTo('conversations.messagesPage')).toHaveLength(1);
  },
};

export const ShortFirstPage: Story = {
  name: 'First page shorter than the view (older pages fill it)',
  decorators: [withClient({ messagesPageSize: 1 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('option', { name: /Ann Lee/ }));
    const list = await canvas.findByRole('list', { name: 'Messages with Ann Lee' });
    await expect(await within(list).findByText('One more question')).toBeVisible();
    // One message cannot be scrolled, so no scroll asks for more: older pages (one message each) are fetched, one
    // after the other, until the view is filled or the thread has no more.
    await expect(await within(list).findByText('Hi, is my order shipped?')).toBeVisible();
    await expect(storyClient().controls.callsTo('conversations.messagesPage')).toHaveLength(4);
  },
};

export const ShortFirstPageOlderFailed: Story = {
  name: 'First page shorter than the view, older page failed',
  decorators: [withClient({ messagesPageSize: 2, latencyMs: 300 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('option', { name: /Ann Lee/ }));
    const pages = () => storyClient().controls.callsTo('conversations.messagesPage').length;
    // The view asks for the older page to fill itself; that fetch fails (each call answers after 300 ms).
    await waitFor(() => expect(pages()).toBe(2), { interval: 20 });
    storyClient().controls.failNext('conversations.messagesPage');
    // Filling stops (no request after request to a failing server); the user can ask again.
    const again = await canvas.findByRole('button', { name: 'Load older messages' });
    await expect(pages()).toBe(2);
    await userEvent.click(again);
    const list = canvas.getByRole('list', { name: 'Messages with Ann Lee' });
    await expect(await within(list).findByText('Hi, is my order shipped?')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  },
};

const failedFixtures = () => {
  const fixtures = createFixtures();
  fixtures.messages['+919812345678']?.push(
    makeMessage({
      id: 'msg_failed',
      contactPhone: '+919812345678',
      direction: 'outbound',
      text: 'Your invoice is attached',
      status: 'failed',
      error: { code: '131026', title: 'Message undeliverable' },
      createdAt: new Date(FIXTURE_NOW - 60_000).toISOString(),
    }),
  );
  // The list knows the last message failed (the API's last_message_status): the row carries the mark.
  fixtures.conversations = fixtures.conversations.map((c) =>
    c.id === 'conv_ann'
      ? {
          ...c,
          lastMessage: 'Your invoice is attached',
          lastMessageAt: new Date(FIXTURE_NOW - 60_000).toISOString(),
          lastMessageStatus: 'failed',
        }
      : c,
  );
  return fixtures;
};

/** A message that failed: its row marks it ('Not sent:' and a red sign), the thread gives the reason and Retry. */
export const FailedMessage: Story = {
  decorators: [withClient({ fixtures: failedFixtures() })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('option', { name: /Ann Lee/ });
    await expect(row).toHaveAccessibleName(expect.stringMatching(/Not sent:\s*Your invoice is attached/));
    await userEvent.click(row);
    await expect(await canvas.findByText('Not sent: Message undeliverable')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const WindowClosed: Story = {
  decorators: [withClient()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('option', { name: /Ben Ortiz/ }));
    // A narrow inbox's compact header keeps the window's state in its More panel (looked for once the header is in).
    await canvas.findByRole('heading', { name: /Ben Ortiz/ });
    const more = canvas.queryByRole('button', { name: 'More' });
    if (more) await userEvent.click(more);
    await expect(await canvas.findByText('Customer service window closed: templates only')).toBeVisible();
    if (more) await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('tab', { name: 'Custom Message' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose template' }));
    const dialog = await body().findByRole('dialog', { name: 'Choose a template' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Welcome message/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Parameter 1' }), 'Ben');
    await expect(canvas.getByTestId('template-preview')).toHaveTextContent('Hi Ben, welcome to Acme!');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

/** A template sent with a blank parameter: Meta would reject it, so nothing is sent and the parameter is named. */
export const TemplateParameterRequired: Story = {
  decorators: [withClient()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('option', { name: /Ben Ortiz/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose template' }));
    const dialog = await body().findByRole('dialog', { name: 'Choose a template' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Welcome message/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const parameter = canvas.getByRole('textbox', { name: 'Parameter 1' });
    await expect(parameter).toHaveAccessibleDescription('Parameter 1 is required');
    await expect(parameter).toHaveFocus();
    await expect(canvas.getByTestId('template-preview')).toHaveTextContent('Hi {{1}}, welcome to Acme!');
  },
};

export const Typing: Story = {
  decorators: [withClient()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('option', { name: /Ann Lee/ }));
    await canvas.findByRole('list', { name: 'Messages with Ann Lee' });
    storyClient().controls.realtime().controls.emitTyping('+919812345678');
    await expect(await canvas.findByText('Typing...')).toBeVisible();
  },
};

export const IncomingMessages: Story = {
  decorators: [withClient()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('option', { name: /Ann Lee/ }));
    const list = await canvas.findByRole('list', { name: 'Messages with Ann Lee' });
    const rt = storyClient().controls.realtime();
    rt.controls.emitMessage({ contactPhone: '+919812345678', text: 'Are you there?' });
    await expect(await within(list).findByText('Are you there?')).toBeVisible();
    rt.controls.emitMessage({ contactPhone: '+14155550123', contactName: 'Ben Ortiz', text: 'Hello from Ben' });
    await expect(await body().findByText('New message from Ben Ortiz')).toBeInTheDocument();
  },
};

export const NewContact: Story = {
  decorators: [withClient()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New contact' }));
    const dialog = await body().findByRole('dialog', { name: 'New contact' });
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start conversation' }));
    await expect(await within(dialog).findByText('Full name is required')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Nia Park');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Phone Number/ }), '9876501234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start conversation' }));
    await expect(await canvas.findByRole('heading', { level: 3, name: /Nia Park/ })).toBeVisible();
  },
};

export const BroadcastFromInbox: Story = {
  decorators: [withClient()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create broadcast' }));
    const dialog = await body().findByRole('dialog', { name: 'Create Broadcast Message' });
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Send Now' })).toBeInTheDocument();
  },
};

/**
 * The inbox where a 1024 px workbench leaves it (754 px): the list and the open conversation side by side, not one
 * or the other.
 */
export const SideBySideAt1024: Story = {
  name: 'In a 1024 px workbench (754 px)',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    withClient(),
    (Story) => (
      <div style={{ width: 754 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('option', { name: /Ann Lee/ }));
    const thread = await canvas.findByRole('list', { name: 'Messages with Ann Lee' });
    const list = canvas.getByRole('listbox', { name: 'Conversation list' });
    await expect(list).toBeVisible();
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(thread.getBoundingClientRect().left + 1);
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  },
};
