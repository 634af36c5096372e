import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inboxDraftsKey, type DraftStorage } from '@wacrm/whatsapp-sdk';
import { DEMO_CLIENT_ID, FIXTURE_NOW } from '@wacrm/whatsapp-sdk/testing';
import { renderWithClient } from '../../testing/inboxTestUtils';
import { Conversations, type ConversationChangeReason, type ConversationsProps } from './Conversations';

/**
 * The inbox driven by its host: the open conversation as a controlled prop (a router binds it to the
 * URL), focus in the composer of a conversation the user opens, Escape back to the list, drafts kept in the
 * storage the host gives, and the narrow inbox's compact header.
 */
const clock = () => FIXTURE_NOW;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(FIXTURE_NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The widget's own width as jsdom lays nothing out: a phone's. */
function asPhone() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 375 } as DOMRect);
}

type Change = [string | null, ConversationChangeReason];

/** A host that keeps the open conversation in its state (as a router keeps it in the URL) and logs the changes. */
function Host({ initial = null, ...props }: { initial?: string | null } & Partial<ConversationsProps>) {
  const [id, setId] = useState<string | null>(initial);
  return (
    <>
      <output data-testid="route">{id ?? 'list'}</output>
      <button type="button" onClick={() => setId('conv_ben')}>
        Host opens Ben
      </button>
      <button type="button" onClick={() => setId(null)}>
        Host shows the list
      </button>
      <Conversations
        now={clock}
        {...props}
        conversationId={id}
        onConversationChange={(next, reason) => {
          props.onConversationChange?.(next, reason);
          setId(next);
        }}
      />
    </>
  );
}

function setup(ui: Parameters<typeof renderWithClient>[0]) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { user, ...renderWithClient(ui) };
}

const thread = (name: string) => screen.findByRole('list', { name: `Messages with ${name}` });

describe('Conversations controlled by the host (conversationId, onConversationChange)', () => {
  it('opens the conversation the host names once the list is in, and follows it to another and to none', async () => {
    const { user } = setup(<Host initial="conv_ann" />);
    expect(await thread('Ann Lee')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Ann Lee/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Host opens Ben' }));
    expect(await thread('Ben Ortiz')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Host shows the list' }));
    expect(await screen.findByText('Select a conversation')).toBeInTheDocument();
    // The one closed last opens again when the host names it again.
    await user.click(screen.getByRole('button', { name: 'Host opens Ben' }));
    expect(await thread('Ben Ortiz')).toBeInTheDocument();
  });

  it("reports the user's choice and opens it only when the host passes it", async () => {
    const changes: Change[] = [];
    const { user } = setup(
      <Conversations now={clock} conversationId={null} onConversationChange={(...c) => changes.push(c)} />,
    );
    await user.click(await screen.findByRole('option', { name: /Ann Lee/ }));
    expect(changes).toEqual([['conv_ann', 'opened']]);
    // The host did not follow: nothing opened.
    expect(screen.getByText('Select a conversation')).toBeInTheDocument();
  });

  it("reports 'not-found' for an id that is not in the list", async () => {
    const changes: Change[] = [];
    setup(<Host initial="conv_gone" onConversationChange={(...c) => changes.push(c)} />);
    await waitFor(() => expect(changes).toEqual([[null, 'not-found']]));
    expect(screen.getByTestId('route')).toHaveTextContent('list');
  });

  it("a draft's 'new-' id not in the list (after a reload) starts that draft again", async () => {
    setup(<Host initial="new-+447700900999" />);
    expect(await screen.findByRole('heading', { level: 3, name: /\+447700900999/ })).toBeInTheDocument();
    expect(screen.getByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByTestId('route')).toHaveTextContent('new-+447700900999');
  });

  it("a draft's id for a contact who has a conversation opens that one, reported as 'replaced'", async () => {
    const changes: Change[] = [];
    setup(<Host initial="new-+447700900123" onConversationChange={(...c) => changes.push(c)} />);
    expect(await screen.findByRole('heading', { level: 3, name: /Dara Okafor/ })).toBeInTheDocument();
    expect(changes).toEqual([['conv_dara', 'replaced']]);
    expect(screen.getByTestId('route')).toHaveTextContent('conv_dara');
  });

  it('uncontrolled, it reports what the user opens and still opens it', async () => {
    const changes: Change[] = [];
    const { user } = setup(<Conversations now={clock} onConversationChange={(...c) => changes.push(c)} />);
    await user.click(await screen.findByRole('option', { name: /Ben Ortiz/ }));
    expect(await thread('Ben Ortiz')).toBeInTheDocument();
    expect(changes).toEqual([['conv_ben', 'opened']]);
  });
});

describe('Conversations: focus as a conversation opens, Escape back to the list', () => {
  it('a click or Enter on a conversation puts focus in its composer', async () => {
    const { user } = setup(<Host />);
    await user.click(await screen.findByRole('option', { name: /Ann Lee/ }));
    await thread('Ann Lee');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus());

    // Escape in the composer: focus on the list, on the open conversation (wide: the thread stays).
    await user.keyboard('{Escape}');
    const list = screen.getByRole('listbox', { name: 'Conversation list' });
    await waitFor(() => expect(list).toHaveFocus());
    expect(list).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Ann Lee/ }).id);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await thread('Chen Wei')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus());
  });

  it('outside the 24-hour window, focus goes to the template choice', async () => {
    const { user } = setup(<Host />);
    await user.click(await screen.findByRole('option', { name: /Ben Ortiz/ }));
    await thread('Ben Ortiz');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose template' })).toHaveFocus());
  });

  it('a conversation the host opens (Back, Forward, a reload) does not take focus', async () => {
    const { user } = setup(<Host />);
    await screen.findByRole('option', { name: /Ann Lee/ });
    const hostButton = screen.getByRole('button', { name: 'Host opens Ben' });
    await user.click(hostButton);
    await thread('Ben Ortiz');
    expect(hostButton).toHaveFocus();
  });

  it("on a phone, Escape and the back button return to the list, reported as 'closed'", async () => {
    asPhone();
    const changes: Change[] = [];
    const { user } = setup(<Host onConversationChange={(...c) => changes.push(c)} />);
    await user.click(await screen.findByRole('option', { name: /Ann Lee/ }));
    await thread('Ann Lee');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus());
    await user.keyboard('{Escape}');
    const list = await screen.findByRole('listbox', { name: 'Conversation list' });
    await waitFor(() => expect(list).toHaveFocus());
    expect(screen.queryByRole('list', { name: 'Messages with Ann Lee' })).toBeNull();
    expect(changes).toEqual([
      ['conv_ann', 'opened'],
      [null, 'closed'],
    ]);
    expect(screen.getByTestId('route')).toHaveTextContent('list');

    await user.keyboard('{Enter}');
    await thread('Ann Lee');
    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    await waitFor(() => expect(list).toHaveFocus());
    expect(changes.at(-1)).toEqual([null, 'closed']);
  });
});

describe('Conversations on a phone: the compact header', () => {
  it("shows back, the name and 'More', whose panel has the phone, the window and the host's menu", async () => {
    asPhone();
    const { user } = setup(<Host initial="conv_ann" threadMenu={<button type="button">Logout</button>} />);
    await thread('Ann Lee');
    // The inbox's own bar (screens, connection) gives the conversation its room.
    expect(screen.queryByRole('tablist', { name: 'Inbox screens' })).toBeNull();
    const header = screen.getByRole('heading', { level: 3, name: /Ann Lee/ }).closest('header') as HTMLElement;
    const more = within(header).getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(header).getByText('+919812345678')).not.toBeVisible();

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'More' });
    expect(within(panel).getByText('+919812345678')).toBeVisible();
    expect(within(panel).getByText(/Custom messages can be sent for/)).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeVisible();

    // Escape closes the panel only (focus back on 'More'); the next Escape returns to the list.
    within(panel).getByRole('button', { name: 'Logout' }).focus();
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    expect(screen.getByTestId('route')).toHaveTextContent('conv_ann');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('route')).toHaveTextContent('list'));
  });
});

describe('Conversations: drafts in the storage the host gives', () => {
  function memoryStorage(): DraftStorage & { items: Map<string, string> } {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (k) => items.get(k) ?? null,
      setItem: (k, v) => void items.set(k, v),
      removeItem: (k) => void items.delete(k),
    };
  }

  it('keeps the typed reply under the account key and removes it once sent', async () => {
    const storage = memoryStorage();
    const { user } = setup(<Host initial="conv_ann" draftStorage={storage} />);
    await thread('Ann Lee');
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'See you Friday');
    expect(JSON.parse(storage.items.get(inboxDraftsKey(DEMO_CLIENT_ID)) ?? '{}')).toMatchObject({
      '+919812345678': { text: 'See you Friday' },
    });
    await act(async () => {
      await user.keyboard('{Enter}');
    });
    expect(box).toHaveValue('');
    expect(storage.items.has(inboxDraftsKey(DEMO_CLIENT_ID))).toBe(false);
  });

  it('shows the draft stored before the reload', async () => {
    const storage = memoryStorage();
    storage.items.set(
      inboxDraftsKey(DEMO_CLIENT_ID),
      JSON.stringify({
        '+919812345678': { mode: 'custom', text: 'Typed before', templateId: null, params: [], headerParams: [] },
      }),
    );
    setup(<Host initial="conv_ann" draftStorage={storage} />);
    await thread('Ann Lee');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Typed before');
  });
});
