import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  templateParameterRequiredMessage,
  VALIDATION_MESSAGES,
  type ConversationFilters,
} from '@wacrm/whatsapp-sdk';
import {
  createFakeWacrmClient,
  createFixtures,
  DEMO_CLIENT_ID,
  FIXTURE_NOW,
  makeConversation,
  makeTemplate,
  type FakeWacrmClient,
} from '@wacrm/whatsapp-sdk/testing';
import { renderWithClient } from '../../testing/inboxTestUtils';
import { WacrmProvider } from '../../provider';
import type { ConversationRowProps } from '../ConversationList';
import type { MessageBubbleProps } from '../MessageBubble';
import { fmt, inboxLabels } from '../labels';
import { Conversations } from './Conversations';

const clock = () => FIXTURE_NOW;

function setup(options: Parameters<typeof renderWithClient>[1] = {}, props = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const utils = renderWithClient(<Conversations now={clock} {...props} />, options);
  return { user, ...utils };
}

async function openRow(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('option', { name }));
  await screen.findByRole('heading', { level: 3, name });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(FIXTURE_NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Conversations: list', () => {
  it('shows the header, connection state and the list with All and Unread counts', async () => {
    setup();
    expect(screen.getByRole('tab', { name: 'Conversations' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Contacts' })).toBeDisabled();
    // The WhatsApp account and the live connection, each named for what it is (never both 'Connected').
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(await screen.findByText('WhatsApp connected')).toBeInTheDocument();
    expect(screen.queryByText(/^Connected/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Conversations' })).toBeInTheDocument();
    expect(await screen.findAllByRole('option')).toHaveLength(4);
    expect(screen.getByRole('tab', { name: 'All 4' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Unread 2' })).toBeInTheDocument();
    const ann = screen.getByRole('option', { name: /Ann Lee/ });
    expect(ann).toHaveTextContent('One more question');
    expect(ann).toHaveTextContent('2 unread');
    expect(screen.getByRole('option', { name: /Dara Okafor/ })).toHaveTextContent('No messages');
    expect(screen.getByText('Select a conversation')).toBeInTheDocument();
  });

  it('renders WhatsApp formatting in row previews, with links as text (a row is an option)', async () => {
    const fixtures = createFixtures();
    fixtures.conversations = fixtures.conversations.map((c) =>
      c.contactName === 'Ann Lee' ? { ...c, lastMessage: '*Order* _shipped_ ~late~ `#1042`: https://acme.io/t' } : c,
    );
    setup({ fixtures });
    const ann = await screen.findByRole('option', { name: /Ann Lee/ });
    expect(within(ann).getByText('Order').tagName).toBe('STRONG');
    expect(within(ann).getByText('shipped').tagName).toBe('EM');
    expect(within(ann).getByText('late').tagName).toBe('S');
    expect(within(ann).getByText('#1042').tagName).toBe('CODE');
    expect(ann).toHaveTextContent('Order shipped late #1042: https://acme.io/t');
    expect(within(screen.getByRole('listbox', { name: 'Conversation list' })).queryByRole('link')).toBeNull();
  });

  it("draws rows and bubbles with the host's components when the provider is given them", async () => {
    const client = createFakeWacrmClient();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const components = {
      ConversationRow: ({ conversation }: ConversationRowProps) => <b>Row of {conversation.contactName}</b>,
      MessageBubble: ({ message }: MessageBubbleProps) => <i>Bubble: {message.text}</i>,
    };
    render(
      <WacrmProvider client={client} clientId={DEMO_CLIENT_ID} components={components}>
        <Conversations now={clock} />
      </WacrmProvider>,
    );
    // The widget keeps the option (its role, selection and keyboard) and puts the host's content in it.
    const ann = await screen.findByRole('option', { name: 'Row of Ann Lee' });
    await user.click(ann);
    const list = await screen.findByRole('list', { name: 'Messages with Ann Lee' });
    expect(within(list).getByText('Bubble: Hi, is my order shipped?')).toBeInTheDocument();
    expect(list.querySelector('[data-direction]')).toBeNull();
  });

  it('renders the list title at the given heading level and the open conversation one level below', async () => {
    const { user } = setup({}, { headingLevel: 1 });
    expect(screen.getByRole('heading', { level: 1, name: 'Conversations' })).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: /Ann Lee/ }));
    expect(await screen.findByRole('heading', { level: 2, name: /Ann Lee/ })).toBeInTheDocument();
  });

  it('searches by contact name, phone and last message text', async () => {
    const { user } = setup();
    await screen.findAllByRole('option');
    const search = screen.getByRole('searchbox', { name: 'Search conversations' });
    await user.type(search, 'ben');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option', { name: /Ben Ortiz/ })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '9900112233');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option', { name: /Chen Wei/ })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'MORE QUESTION');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option', { name: /Ann Lee/ })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'nobody at all');
    expect(await screen.findByText('No conversations match your search')).toBeInTheDocument();
  });

  it('the Unread tab lists only conversations with unread messages', async () => {
    const { user } = setup();
    await screen.findAllByRole('option');
    await user.click(screen.getByRole('tab', { name: 'Unread 2' }));
    const names = screen.getAllByRole('option').map((o) => o.textContent ?? '');
    expect(names).toHaveLength(2);
    expect(names.some((n) => n.includes('Ann Lee'))).toBe(true);
    expect(names.some((n) => n.includes('Chen Wei'))).toBe(true);
  });

  it('in the Unread tab a conversation opened stays listed until the user leaves the tab or opens another', async () => {
    const { user } = setup();
    await screen.findAllByRole('option');
    await user.click(screen.getByRole('tab', { name: 'Unread 2' }));
    await openRow(user, /Ann Lee/);
    // Read now (the count drops), but still under the pointer.
    expect(screen.getByRole('tab', { name: 'Unread 1' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Ann Lee/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    // Another one: Ann (read) leaves the tab, Chen stays while open.
    await openRow(user, /Chen Wei/);
    expect(screen.queryByRole('option', { name: /Ann Lee/ })).toBeNull();
    expect(screen.getByRole('option', { name: /Chen Wei/ })).toBeInTheDocument();
    // Leaving the tab and coming back: only unread ones.
    await user.click(screen.getByRole('tab', { name: /^All/ }));
    await user.click(screen.getByRole('tab', { name: 'Unread 0' }));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('opens only conversations with an id, contact name and contact phone', async () => {
    const fixtures = createFixtures();
    fixtures.conversations.push(
      makeConversation({ id: 'conv_noname', contactName: '', contactPhone: '+15550000001', lastMessage: 'anon' }),
    );
    const { user } = setup({ fixtures });
    const anon = await screen.findByRole('option', { name: /\+15550000001/ });
    expect(anon).toHaveAttribute('aria-disabled', 'true');
    await user.click(anon);
    expect(screen.getByText('Select a conversation')).toBeInTheDocument();
    await openRow(user, /Ben Ortiz/);
    expect(await screen.findByRole('heading', { level: 3, name: /Ben Ortiz/ })).toBeInTheDocument();
  });

  it('moves through the list with the arrow keys and opens with Enter', async () => {
    const { user } = setup();
    await screen.findAllByRole('option');
    const listbox = screen.getByRole('listbox', { name: 'Conversation list' });
    listbox.focus();
    await user.keyboard('{ArrowDown}');
    const active = listbox.getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')).toHaveTextContent('Ben Ortiz');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 3, name: /Ben Ortiz/ })).toBeInTheDocument();
  });

  it('keeps keyboard focus on the same conversation when a new message reorders the list', async () => {
    const { user, rt } = setup();
    await screen.findAllByRole('option');
    const listbox = screen.getByRole('listbox', { name: 'Conversation list' });
    listbox.focus();
    await user.keyboard('{ArrowDown}');
    const focusedRow = () => document.getElementById(listbox.getAttribute('aria-activedescendant') ?? '');
    expect(focusedRow()).toHaveTextContent('Ben Ortiz');
    // Chen Wei writes: the conversation moves to the top and Ben Ortiz one row down (focus stayed on
    // the second row, now another conversation).
    act(() => {
      rt.controls.emitMessage({ id: 'in_move', contactPhone: '+919900112233', contactName: 'Chen Wei', text: 'Hi' });
    });
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent('Chen Wei'));
    expect(focusedRow()).toHaveTextContent('Ben Ortiz');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 3, name: /Ben Ortiz/ })).toBeInTheDocument();
  });

  it('a clicked row becomes the focused one, after keyboard focus was on another', async () => {
    // A row that cannot open (no contact name): the click only moves the focus, nothing else re-focuses the list.
    const fixtures = createFixtures();
    fixtures.conversations.push(
      makeConversation({ id: 'conv_noname', contactName: '', contactPhone: '+15550000001', lastMessage: 'anon' }),
    );
    const { user } = setup({ fixtures });
    const anon = await screen.findByRole('option', { name: /\+15550000001/ });
    const listbox = screen.getByRole('listbox', { name: 'Conversation list' });
    listbox.focus();
    await user.keyboard('{End}');
    const focusedRow = () => document.getElementById(listbox.getAttribute('aria-activedescendant') ?? '');
    const before = focusedRow();
    expect(before).toHaveAttribute('role', 'option');
    expect(before).not.toBe(anon);
    await user.click(anon);
    // Before: the focus-follows-its-conversation effect moved it back to the row focused by the keyboard at once.
    expect(focusedRow()).toBe(anon);
  });

  it('shows a load error with the server message and retries', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { notify } = renderWithClient(<Conversations now={clock} />, {}, (c) =>
      c.controls.failNext('conversations.page'),
    );
    expect(await screen.findByText('Failed to get conversations')).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith('Failed to get conversations');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('option')).toHaveLength(4);
  });

  describe('a long list', () => {
    /** 250 conversations, one a minute, every fifth unread: a first page of 100, then the rest. */
    const longList = () =>
      createFixtures({
        messages: {},
        conversations: Array.from({ length: 250 }, (_, i) =>
          makeConversation({
            id: `conv_${i}`,
            contactPhone: `+1555000${String(i).padStart(4, '0')}`,
            contactName: `Contact ${i}`,
            lastMessage: `Message ${i}`,
            lastMessageAt: new Date(FIXTURE_NOW - (i + 1) * 60_000).toISOString(),
            unreadCount: i % 5 === 0 ? 1 : 0,
          }),
        ),
      });
    /** Holds the pages after the first one until `after()` settles. */
    const holdLaterPages = (after: () => Promise<void>) => (client: FakeWacrmClient) => {
      const whatsapp = client.whatsapp.bind(client);
      client.whatsapp = (clientId) => {
        const api = whatsapp(clientId);
        const page: typeof api.conversations.page = async (filters = {}) => {
          if (filters.limit !== 100) await after();
          return api.conversations.page(filters);
        };
        return { ...api, conversations: { ...api.conversations, page } };
      };
    };

    it("shows the first page with the whole list's counts, then the rest", async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      renderWithClient(
        <Conversations now={clock} />,
        { fixtures: longList() },
        holdLaterPages(() => released),
      );
      expect(await screen.findByRole('option', { name: /Contact 0/ })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'All 250' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Unread 50' })).toBeInTheDocument();
      const listbox = screen.getByRole('listbox', { name: 'Conversation list' });
      expect(listbox).toHaveAttribute('aria-busy', 'true');
      expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-setsize', '250');
      const search = screen.getByRole('searchbox', { name: 'Search conversations' });
      // Nothing among the rows here matches: the list is still loading, not 'no match'.
      await user.type(search, 'Nobody');
      expect(await screen.findByText('Loading conversations')).toBeInTheDocument();
      expect(screen.queryByText('No conversations match your search')).not.toBeInTheDocument();
      act(() => release());
      expect(await screen.findByText('No conversations match your search')).toBeInTheDocument();
      await user.clear(search);
      await user.type(search, 'Contact 249');
      expect(await screen.findByRole('option', { name: /Contact 249/ })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'All 250' })).toBeInTheDocument();
      expect(screen.getByRole('listbox', { name: 'Conversation list' })).not.toHaveAttribute('aria-busy');
    });

    it('a search or the Unread tab while the rest loads asks the server, so the matches show at once', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { client } = renderWithClient(
        <Conversations now={clock} />,
        { fixtures: longList() },
        // The list's later pages never arrive in this test.
        holdLaterPages(() => new Promise<void>(() => undefined)),
      );
      await screen.findByRole('option', { name: /Contact 0/ });
      const searches = () =>
        client.controls
          .callsTo('conversations.page')
          .filter(([filters]) => (filters as ConversationFilters).search || (filters as ConversationFilters).unread);
      const search = screen.getByRole('searchbox', { name: 'Search conversations' });
      await user.type(search, 'Contact 249');
      const found = await screen.findByRole('option', { name: /Contact 249/ });
      expect(found).toHaveTextContent('Message 249');
      // One request once typing paused, not one per keystroke.
      expect(searches()).toEqual([[{ search: 'Contact 249', page: 1, limit: 100 }]]);
      expect(screen.getByRole('tab', { name: 'All 250' })).toBeInTheDocument();

      await user.clear(search);
      await user.click(screen.getByRole('tab', { name: 'Unread 50' }));
      // The 50 unread ones: 20 were in the first page; the server's first 100 unread bring the other 30.
      await waitFor(() => expect(searches().at(-1)).toEqual([{ unread: true, page: 1, limit: 100 }]));
      const listbox = screen.getByRole('listbox', { name: 'Conversation list' });
      // Scrolled to its end (rows are 72 px), the list shows the last unread conversation as the 50th.
      act(() => {
        listbox.scrollTop = 50 * 72;
        listbox.dispatchEvent(new Event('scroll'));
      });
      expect(await screen.findByRole('option', { name: /Contact 245/ })).toHaveAttribute('aria-posinset', '50');
    });

    it('keeps the first page when a later one fails, with a notice', async () => {
      const { notify } = renderWithClient(
        <Conversations now={clock} />,
        { fixtures: longList() },
        holdLaterPages(() =>
          Promise.reject(new ApiError({ status: 500, code: 'HTTP_500', message: 'Failed to get conversations' })),
        ),
      );
      await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to get conversations'));
      expect(screen.getByRole('option', { name: /Contact 0/ })).toBeInTheDocument();
      expect(await screen.findByRole('tab', { name: 'All 100' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('shows the empty state without conversations', async () => {
    setup({ fixtures: createFixtures({ conversations: [], messages: {} }) });
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All 0' })).toBeInTheDocument();
  });
});

describe('Conversations: thread', () => {
  it('opens a conversation: header, bubbles with ticks, unread reset and inbound messages marked read', async () => {
    const { user, rt } = setup();
    await openRow(user, /Ann Lee/);
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('heading', { level: 3, name: /Ann Lee/ })).toBeInTheDocument();
    expect(header).toHaveTextContent('+919812345678');
    // Ann wrote 2 minutes before the clock: 'Last seen' from that message, relative.
    const rtf = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
    expect(header).toHaveTextContent(`Last seen ${rtf.format(-2, 'minute')}`);
    const list = await screen.findByRole('list', { name: 'Messages with Ann Lee' });
    expect(within(list).getByText('Hi, is my order shipped?')).toBeInTheDocument();
    expect(within(list).getByText('so').tagName).toBe('STRONG');
    const outgoing = within(list).getByText('Yes! It left the warehouse this morning.').closest('[data-direction]');
    expect(outgoing).toHaveAttribute('data-direction', 'outbound');
    expect(within(outgoing as HTMLElement).getByText('Read')).toBeInTheDocument();
    expect(within(list).getByText('Today')).toBeInTheDocument();
    // The whole thread is here: each item says where it sits in it.
    const items = Array.from(list.querySelectorAll('[role="listitem"][data-index]'));
    expect(items.length).toBeGreaterThan(2);
    items.forEach((item, i) => {
      expect(item).toHaveAttribute('aria-setsize', String(items.length));
      expect(item).toHaveAttribute('aria-posinset', String(i + 1));
    });
    await waitFor(() => expect(rt.controls.read).toEqual(expect.arrayContaining(['msg_a3', 'msg_a4'])));
    expect(screen.getByRole('option', { name: /Ann Lee/ })).not.toHaveTextContent('unread');
    expect(screen.getByRole('tab', { name: 'Unread 1' })).toBeInTheDocument();
  });

  it("shows no 'Last seen' for a contact who never wrote (not the contact record's date)", async () => {
    const { user } = setup();
    await openRow(user, /Ben Ortiz/);
    const header = await screen.findByRole('banner');
    expect(header).not.toHaveTextContent('Last seen');
    await openRow(user, /Chen Wei/);
    // Chen wrote 90 minutes before the clock, the same day.
    expect(await screen.findByRole('banner')).toHaveTextContent(/Last seen (today at|yesterday at) \d/);
  });

  it('marks the contact status with the dot: active green, potential yellow (pending), others grey', async () => {
    const { user } = setup();
    for (const [name, status, tone] of [
      [/Ann Lee/, 'Active', 'active'],
      [/Chen Wei/, 'Potential', 'pending'],
      [/Dara Okafor/, 'Inactive', 'other'],
    ] as const) {
      await openRow(user, name);
      const heading = screen.getByRole('heading', { level: 3, name });
      expect(heading).toHaveAccessibleName(new RegExp(`^${status}:`));
      expect(heading.querySelector('[data-tone]')).toHaveAttribute('data-tone', tone);
    }
  });

  it('shows the time in each bubble and the initial in each row', async () => {
    const { user } = setup();
    const ann = await screen.findByRole('option', { name: /Ann Lee/ });
    expect(ann.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^A$/);
    expect(screen.getByRole('option', { name: /Chen Wei/ }).querySelector('[aria-hidden="true"]')).toHaveTextContent(
      /^C$/,
    );
    await openRow(user, /Ann Lee/);
    const list = await screen.findByRole('list', { name: 'Messages with Ann Lee' });
    const bubble = within(list).getByText('Hi, is my order shipped?').closest('[data-direction]') as HTMLElement;
    const time = bubble.querySelector('time');
    expect(time).not.toBeNull();
    expect(time?.textContent).toMatch(/\d{1,2}:\d{2}/);
  });

  it('shows the empty thread states', async () => {
    const { user } = setup();
    await openRow(user, /Dara Okafor/);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByText('Start a new conversation with the contact')).toBeInTheDocument();
  });

  it('shows the template line in template bubbles', async () => {
    const { user } = setup();
    await openRow(user, /Ben Ortiz/);
    expect(await screen.findByText('Template: welcome_message')).toBeInTheDocument();
  });

  it("shows 'Failed to load conversation messages' with a retry when the thread cannot load", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { notify } = renderWithClient(<Conversations now={clock} />, {}, (c) =>
      c.controls.failNext('conversations.messagesPage'),
    );
    await openRow(user, /Chen Wei/);
    expect(await screen.findByText('Failed to load conversation messages')).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith('Failed to load conversation messages');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: 'Messages with Chen Wei' });
    expect(within(list).getByText('Media message')).toBeInTheDocument();
  });
});

describe('Conversations: composer and realtime', () => {
  it('sends with Enter (not Shift+Enter), optimistically, through the socket; ticks advance', async () => {
    const { user, rt } = setup();
    await openRow(user, /Ann Lee/);
    const input = await screen.findByRole('textbox', { name: 'Message' });
    expect(input).toHaveAttribute('placeholder', 'Type your own message');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    // Enter on a blank message sends nothing (and adds no line).
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('   ');
    expect(rt.controls.sent).toHaveLength(0);
    await user.clear(input);
    await user.type(input, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(input).toHaveValue('Line one\nline two');
    expect(rt.controls.sent).toHaveLength(0);
    expect(send).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('');
    await waitFor(() => expect(rt.controls.sent).toHaveLength(1));
    expect(rt.controls.sent[0]).toMatchObject({ to: '+919812345678', type: 'text', text: 'Line one\nline two' });
    const list = screen.getByRole('list', { name: 'Messages with Ann Lee' });
    const bubble = (await within(list).findByText('line two', { exact: false })).closest('[data-direction]');
    await waitFor(() => expect(bubble).toHaveAttribute('data-status', 'sent'));
    const id = rt.controls.sent[0]?.clientMessageId ?? '';
    act(() => rt.controls.emitStatus({ messageId: '', clientMessageId: id, status: 'delivered' }));
    await waitFor(() => expect(bubble).toHaveAttribute('data-status', 'delivered'));
    act(() => rt.controls.emitStatus({ messageId: '', clientMessageId: id, status: 'read' }));
    await waitFor(() => expect(bubble).toHaveAttribute('data-status', 'read'));
    expect(within(bubble as HTMLElement).getByText('Read')).toBeInTheDocument();
  });

  it("falls back to HTTP with the notice 'Socket not connected. Message will be sent via HTTP.'", async () => {
    const { user, rt, client, notify } = setup();
    await openRow(user, /Ann Lee/);
    act(() => rt.controls.drop());
    expect(await screen.findByText('Reconnecting')).toBeInTheDocument();
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
    // The socket is down, the account is still connected.
    expect(screen.getByText('WhatsApp connected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();
    // A slow server: the message shows at once as Sending (optimistic), then as sent when the server answers.
    client.controls.setLatency(2000);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Via HTTP{Enter}');
    const list = screen.getByRole('list', { name: 'Messages with Ann Lee' });
    const bubble = (await within(list).findByText('Via HTTP')).closest('[data-direction]') as HTMLElement;
    expect(bubble).toHaveAttribute('data-status', 'pending');
    expect(within(bubble).getByText('Sending')).toBeInTheDocument();
    await waitFor(() => expect(client.controls.callsTo('messages.send')).toHaveLength(1));
    act(() => vi.advanceTimersByTime(2100));
    await waitFor(() => expect(bubble).toHaveAttribute('data-status', 'sent'));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Socket not connected. Message will be sent via HTTP.'),
    );
    expect(rt.controls.sent).toHaveLength(0);
  });

  it('shows socket errors beside Reconnecting and as red notices, once per change; Reconnect tries again', async () => {
    const { user, rt, notify } = setup();
    expect(await screen.findByText('Live')).toBeInTheDocument();
    act(() => rt.controls.drop());
    const button = await screen.findByRole('button', { name: 'Reconnect' });
    // A drop says 'Reconnecting' without an error to report.
    expect(notify.error).not.toHaveBeenCalled();
    const reconnect = vi.spyOn(rt, 'reconnect');
    await user.click(button);
    expect(reconnect).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Connection failed')).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith('Connection failed');
    act(() => rt.controls.failConnection({ final: true }));
    expect(await screen.findByText('Max reconnection attempts reached. Please refresh the page.')).toBeInTheDocument();
    // It stopped trying: 'Offline' until Reconnect.
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(notify.error).toHaveBeenLastCalledWith('Max reconnection attempts reached. Please refresh the page.');
    expect(notify.error).toHaveBeenCalledTimes(2);
    act(() => rt.controls.restore());
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledTimes(2);
  });

  it('an account that has not connected WhatsApp says so, with Connect WhatsApp, beside the live connection', async () => {
    const fixtures = createFixtures();
    fixtures.connection = { connected: false, status: 'disconnected' };
    const { user, client } = setup({ fixtures });
    expect(await screen.findByText('WhatsApp not connected')).toBeInTheDocument();
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(screen.queryByText('WhatsApp connected')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect WhatsApp' });
    await user.type(within(dialog).getByLabelText(/^Access Token/), 'EAAG-test');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone Number ID/ }), '109876');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('WhatsApp connected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect WhatsApp' })).not.toBeInTheDocument();
    expect(client.controls.callsTo('connect')).toHaveLength(1);
  });

  it('makes a notice of a socket error that came after the inbox mounted, before its content rendered', async () => {
    // The fake socket fails as the inbox connects (in its mount), before the time-sliced content with the connection
    // line renders: the failure is news to the user, not an error that was there before the inbox.
    const { notify } = setup({ realtimeAvailable: false });
    expect(await screen.findByText('Connection failed')).toBeInTheDocument();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Connection failed'));
    expect(notify.error).toHaveBeenCalledTimes(1);
  });

  it('words its notices, statuses and times with the host labels', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { rt, client, notify } = renderWithClient(<Conversations now={clock} />, {}, undefined, {
      templateApproved: 'Ready',
      socketNotConnected: 'Offline: sent by HTTP',
      socketConnectionFailed: 'No live connection',
      sendFailed: 'Could not send',
      newMessageFrom: 'Message from {name}',
      windowOpen: 'Within the window for {time}',
    });
    await openRow(user, /Ann Lee/);
    // The time left is written by Intl for the widgets' language; the sentence around it is the host's label.
    expect(await screen.findByText('Within the window for 23h 58m')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Templates' }));
    await user.click(screen.getByRole('button', { name: 'Choose template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a template' });
    expect(within(dialog).getAllByText('Ready')).toHaveLength(2);
    expect(within(dialog).queryByText('Approved')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('tab', { name: 'Custom Message' }));
    act(() => rt.controls.failConnection());
    expect(await screen.findByText('No live connection')).toBeInTheDocument();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('No live connection'));
    // With the socket down a message goes over HTTP, with the notice.
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Via HTTP{Enter}');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Offline: sent by HTTP'));
    // A send that fails without a reason of the server's own.
    client.controls.failNext('messages.send');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Will fail{Enter}');
    expect(await screen.findByText('Not sent: Could not send')).toBeInTheDocument();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Could not send'));
    act(() => {
      rt.controls.emitMessage({ id: 'in_9', contactPhone: '+15550009999', contactName: 'Nia Park', text: 'Hello' });
    });
    expect(notify.success).toHaveBeenCalledWith('Message from Nia Park');
  });

  it('shows a failed message with its reason and sends it again with Retry', async () => {
    const { user, rt, client, notify } = setup();
    await openRow(user, /Ann Lee/);
    act(() => rt.controls.drop());
    client.controls.failNext('messages.send');
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Will fail{Enter}');
    expect(await screen.findByText('Not sent: Failed to send message')).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith('Failed to send message');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent: Failed to send message')).not.toBeInTheDocument());
    const list = screen.getByRole('list', { name: 'Messages with Ann Lee' });
    const bubble = within(list).getByText('Will fail').closest('[data-direction]');
    await waitFor(() => expect(bubble).toHaveAttribute('data-status', 'sent'));
    expect(client.controls.callsTo('messages.send')).toHaveLength(2);
  });

  it("marks a row whose last message failed ('Not sent:'), e.g. a broadcast's, until a newer message", async () => {
    const fixtures = createFixtures();
    fixtures.conversations = fixtures.conversations.map((c) =>
      c.contactName === 'Ben Ortiz' ? { ...c, lastMessage: 'Weekend offer', lastMessageStatus: 'failed' } : c,
    );
    const { rt } = setup({ fixtures });
    const ben = await screen.findByRole('option', { name: /Ben Ortiz/ });
    expect(ben).toHaveAccessibleName(expect.stringMatching(/Not sent:\s*Weekend offer/));
    expect(screen.getByRole('option', { name: /Ann Lee/ })).not.toHaveAccessibleName(/Not sent/);
    // A broadcast's message that failed arrives for Dara: her row is marked too.
    act(() => {
      rt.controls.emitMessage({
        id: 'bc_dara',
        contactPhone: '+447700900123',
        direction: 'outbound',
        status: 'failed',
        error: { code: '131047', title: 'Re-engagement message' },
        text: 'Weekend offer',
        createdAt: new Date(FIXTURE_NOW).toISOString(),
      });
    });
    expect(await screen.findByRole('option', { name: /Dara Okafor.*Not sent:\s*Weekend offer/ })).toBeInTheDocument();
    // Ben writes back: his last message is no longer the failed one.
    act(() => {
      rt.controls.emitMessage({ id: 'in_ben', contactPhone: '+14155550123', text: 'Got it?' });
    });
    await waitFor(() => expect(screen.getByRole('option', { name: /Ben Ortiz/ })).not.toHaveAccessibleName(/Not sent/));
  });

  it('sizes the message box from 44 px up to 120 px, then scrolls', async () => {
    // jsdom lays nothing out: the content height is made to follow the text's length.
    const scrollHeight = vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
      this: HTMLTextAreaElement,
    ) {
      return 20 + this.value.length;
    });
    try {
      const { user } = setup();
      await openRow(user, /Ann Lee/);
      const input = await screen.findByRole('textbox', { name: 'Message' });
      expect(input.style.height).toBe('44px');
      await user.type(input, 'x'.repeat(60));
      expect(input.style.height).toBe('80px');
      await user.type(input, 'x'.repeat(100));
      expect(input.style.height).toBe('120px');
      expect(input.style.overflowY).toBe('auto');
    } finally {
      scrollHeight.mockRestore();
    }
  });

  it('keeps a draft per conversation while switching', async () => {
    const { user } = setup();
    await openRow(user, /Ann Lee/);
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Half-written reply');
    await openRow(user, /Chen Wei/);
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue('');
    await openRow(user, /Ann Lee/);
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue('Half-written reply');
  });

  it('emits typing_start while typing and typing_stop after 3 s idle; shows the contact typing', async () => {
    const { user, rt } = setup();
    await openRow(user, /Ann Lee/);
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hel');
    expect(rt.controls.typing).toEqual([{ event: 'typing_start', contactPhone: '+919812345678' }]);
    // Still typing at 2.9 s idle; stopped once 3 s have passed.
    act(() => vi.advanceTimersByTime(2900));
    expect(rt.controls.typing).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(rt.controls.typing.at(-1)).toEqual({ event: 'typing_stop', contactPhone: '+919812345678' });
    act(() => rt.controls.emitTyping('+919812345678'));
    expect(await screen.findByText('Typing...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3100));
    await waitFor(() => expect(screen.queryByText('Typing...')).not.toBeInTheDocument());
  });

  it('window closed: templates only, with the reason', async () => {
    const { user } = setup();
    await openRow(user, /Ben Ortiz/);
    expect(await screen.findByText('Customer service window closed: templates only')).toBeInTheDocument();
    expect(screen.getByText(/only allows template messages/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Custom Message' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Templates' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('sends a template with its parameters; unfilled placeholders stay as {{n}} in the preview', async () => {
    const { user, rt } = setup();
    await openRow(user, /Ann Lee/);
    expect(await screen.findByText(/Custom messages can be sent for 23h 58m/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Templates' }));
    expect(screen.getByText('No template chosen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Choose template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a template' });
    expect(within(dialog).queryByText('Weekend promo')).not.toBeInTheDocument();
    expect(within(dialog).getAllByText('Approved')).toHaveLength(2);
    const order = within(dialog).getByRole('button', { name: /Order update/ });
    expect(order).toHaveTextContent('Status');
    expect(order).toHaveTextContent('Approved');
    expect(order).toHaveTextContent('your order {{2}} is on its way');
    await user.click(order);
    const p1 = screen.getByRole('textbox', { name: 'Parameter 1' });
    expect(screen.getByRole('textbox', { name: 'Parameter 2' })).toBeInTheDocument();
    const preview = screen.getByTestId('template-preview');
    expect(preview).toHaveTextContent('Hi {{1}}, your order {{2}} is on its way.');
    // The text header 'Order {{1}}' takes its own parameter (Meta rejects the message without it), previewed above.
    const previewBox = screen.getByRole('figure', { name: 'Preview' });
    expect(previewBox).toHaveTextContent('Order {{1}}');
    await user.type(screen.getByRole('textbox', { name: 'Header parameter 1' }), '#1042');
    expect(previewBox).toHaveTextContent('Order #1042');
    await user.type(p1, 'Ann');
    expect(preview).toHaveTextContent('Hi Ann, your order {{2}} is on its way.');
    expect(p1).not.toHaveAttribute('aria-invalid');
    // A blank parameter: Meta would reject the message, so nothing is sent; the parameter is named and focused,
    // what was typed stays, and the button stays enabled (spec).
    const p2 = screen.getByRole('textbox', { name: 'Parameter 2' });
    await user.type(p2, '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(p2).toHaveAccessibleDescription('Parameter 2 is required');
    expect(p2).toHaveAttribute('aria-invalid', 'true');
    expect(p2).toHaveFocus();
    expect(p1).toHaveValue('Ann');
    expect(p1).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(rt.controls.sent).toHaveLength(0);
    await user.clear(p2);
    await user.type(p2, '#42');
    expect(p2).not.toHaveAttribute('aria-invalid');
    // Enter in a parameter sends, as it does in the custom message box.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rt.controls.sent).toHaveLength(1));
    expect(rt.controls.sent[0]).toMatchObject({
      type: 'template',
      template: {
        name: 'order_update',
        components: [
          { type: 'header', parameters: [{ type: 'text', text: '#1042' }] },
          { type: 'body', parameters: [{ text: 'Ann' }, { text: '#42' }] },
        ],
      },
    });
  });

  it('a template sent with every parameter blank names and focuses the first one; another template starts clean', async () => {
    // The label's default is the SDK's message (the mock API answers with the same words).
    expect(fmt(inboxLabels.parameterRequired, { n: 3 })).toBe(templateParameterRequiredMessage(3));
    const { user, rt } = setup();
    await openRow(user, /Ann Lee/);
    await user.click(await screen.findByRole('tab', { name: 'Templates' }));
    await user.click(screen.getByRole('button', { name: 'Choose template' }));
    await user.click(await screen.findByRole('button', { name: /Order update/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // The header's parameter first (it comes first in the form and in the message).
    const header = screen.getByRole('textbox', { name: 'Header parameter 1' });
    expect(header).toHaveFocus();
    expect(header).toHaveAccessibleDescription('Header parameter is required');
    expect(inboxLabels.headerParameterRequired).toBe(VALIDATION_MESSAGES.headerParameterRequired);
    const p1 = screen.getByRole('textbox', { name: 'Parameter 1' });
    expect(p1).toHaveAccessibleDescription('Parameter 1 is required');
    expect(screen.getByRole('textbox', { name: 'Parameter 2' })).toHaveAccessibleDescription('Parameter 2 is required');
    expect(rt.controls.sent).toHaveLength(0);
    // Another template starts without errors (its Parameter 1 is blank too).
    await user.click(screen.getByRole('button', { name: 'Change template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a template' });
    await user.click(within(dialog).getByRole('button', { name: /Welcome message/ }));
    const welcome1 = screen.getByRole('textbox', { name: 'Parameter 1' });
    expect(welcome1).toHaveValue('');
    expect(welcome1).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Parameter 1 is required')).not.toBeInTheDocument();
  });

  it('choosing custom clears the template and its parameters', async () => {
    const { user } = setup();
    await openRow(user, /Ann Lee/);
    await user.click(await screen.findByRole('tab', { name: 'Templates' }));
    await user.click(screen.getByRole('button', { name: 'Choose template' }));
    await user.click(await screen.findByRole('button', { name: /Order update/ }));
    await user.type(screen.getByRole('textbox', { name: 'Parameter 1' }), 'Ann');
    await user.click(screen.getByRole('tab', { name: 'Custom Message' }));
    await user.click(screen.getByRole('tab', { name: 'Templates' }));
    expect(screen.getByText('No template chosen')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Parameter 1' })).not.toBeInTheDocument();
  });

  it('previews template bodies with their formatting in the picker; authentication bodies as typed', async () => {
    const fixtures = createFixtures();
    fixtures.templates = [
      ...fixtures.templates,
      makeTemplate({
        id: 'tpl_code',
        name: 'login_code',
        displayName: 'Login code',
        category: 'AUTHENTICATION',
        components: [{ type: 'BODY', text: '*{{1}}* is your code.' }],
      }),
    ];
    const { user } = setup({ fixtures });
    await openRow(user, /Ann Lee/);
    await user.click(await screen.findByRole('tab', { name: 'Templates' }));
    await user.click(screen.getByRole('button', { name: 'Choose template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a template' });
    const order = within(dialog).getByRole('button', { name: /Order update/ });
    expect(within(order).getByText('on its way').tagName).toBe('STRONG');
    const code = within(dialog).getByRole('button', { name: /Login code/ });
    expect(code).toHaveTextContent('*{{1}}* is your code.');
    expect(code.querySelector('strong')).toBeNull();
  });

  it("shows 'No templates available' when there is no approved template", async () => {
    const fixtures = createFixtures();
    fixtures.templates = fixtures.templates.filter((t) => t.status !== 'APPROVED');
    const { user } = setup({ fixtures });
    await openRow(user, /Ann Lee/);
    await user.click(await screen.findByRole('tab', { name: 'Templates' }));
    await user.click(screen.getByRole('button', { name: 'Choose template' }));
    expect(await screen.findByText('No templates available')).toBeInTheDocument();
  });

  it("the template picker says 'Failed to get templates' and tries again", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithClient(<Conversations now={clock} />, {}, (c) => c.controls.failNext('templates.list'));
    await openRow(user, /Ann Lee/);
    await user.click(screen.getByRole('tab', { name: 'Templates' }));
    await user.click(screen.getByRole('button', { name: 'Choose template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a template' });
    expect(await within(dialog).findByText('Failed to get templates')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('button', { name: /Order update/ })).toBeInTheDocument();
    expect(within(dialog).queryByText('Failed to get templates')).not.toBeInTheDocument();
  });

  it('incoming messages: notices for other conversations, in the open thread announced and marked read', async () => {
    const { user, rt, notify } = setup();
    await openRow(user, /Ben Ortiz/);
    act(() => {
      rt.controls.emitMessage({ id: 'in_1', contactPhone: '+919900112233', contactName: 'Chen Wei', text: 'Hi' });
    });
    expect(notify.success).toHaveBeenCalledWith('2 new message(s) in conversation with Chen Wei');
    act(() => vi.advanceTimersByTime(2000));
    act(() => {
      rt.controls.emitMessage({ id: 'in_2', contactPhone: '+15550009999', contactName: 'Nia Park', text: 'New here' });
    });
    expect(notify.success).toHaveBeenCalledWith('New message from Nia Park');
    // A new conversation for an unknown contact is created at the top with unread 1.
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent('Nia Park'));
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('1 unread');
    act(() => vi.advanceTimersByTime(2000));
    act(() => {
      rt.controls.emitMessage({ id: 'in_3', contactPhone: '+14155550123', contactName: 'Ben Ortiz', text: 'Hey!' });
    });
    const list = screen.getByRole('list', { name: 'Messages with Ben Ortiz' });
    expect(await within(list).findByText('Hey!')).toBeInTheDocument();
    expect(rt.controls.read).toContain('in_3');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('New message from Ben Ortiz: Hey!'));
    expect(notify.success).toHaveBeenCalledTimes(2);
  });

  it("names a sender without a contact name by phone: 'New message from {phone}'", async () => {
    const { rt, notify } = setup();
    await screen.findAllByRole('option');
    act(() => {
      rt.controls.emitMessage({ id: 'in_p', contactPhone: '+15550004444', contactName: '', text: 'Who am I?' });
    });
    expect(notify.success).toHaveBeenCalledWith('New message from +15550004444');
  });

  it('opens the initial conversation handed over by the Contacts screen', async () => {
    setup(
      {},
      {
        initialConversation: {
          id: 'new-+447700900999',
          contactPhone: '+447700900999',
          contactName: 'Zed',
          isNew: true,
        },
      },
    );
    expect(await screen.findByRole('heading', { level: 3, name: /Zed/ })).toBeInTheDocument();
    expect(screen.getByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Zed/ })).toHaveAttribute('aria-selected', 'true');
  });

  it("a draft conversation shows the contact's status ('Potential'), not 'Status unknown'", async () => {
    setup(
      {},
      {
        initialConversation: {
          id: 'new-+447700900998',
          contactPhone: '+447700900998',
          contactName: 'Yara',
          contactStatus: 'potential',
          isNew: true,
        },
      },
    );
    const heading = await screen.findByRole('heading', { level: 3, name: /Yara/ });
    expect(heading).toHaveAccessibleName(/^Potential:\s*Yara$/);
    expect(heading).not.toHaveTextContent('Status unknown');
  });

  it('switches to the Contacts screen through the header tab', async () => {
    const onSwitchToContacts = vi.fn();
    const { user } = setup({}, { onSwitchToContacts });
    await user.click(screen.getByRole('tab', { name: 'Contacts' }));
    expect(onSwitchToContacts).toHaveBeenCalledTimes(1);
  });
});
