import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFixtures, FIXTURE_NOW } from '@wacrm/whatsapp-sdk/testing';
import { createLargeFixtures } from '../../testing/largeInboxFixtures';
import { StoryProvider } from '../../testing/inboxStoryKit';
import { Conversations } from './Conversations';

/**
 * The inbox 375 px wide (a phone, or a narrow column of a desktop page: the widget follows its own width, not the
 * viewport's). Below 720 px the list and the thread are two views; a back button returns from the thread.
 */
const PHONE_WIDTH = 375;

const meta = {
  title: 'Widgets/Inbox/Conversations/Phone (375 px)',
  // No docs page: the Conversations docs page covers the component; these are its 375 px stories.
  tags: ['!autodocs'],
  component: Conversations,
  args: { now: () => FIXTURE_NOW, height: 640 },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryProvider>
        <div style={{ width: PHONE_WIDTH }} data-testid="phone-frame">
          <Story />
        </div>
      </StoryProvider>
    ),
  ],
} satisfies Meta<typeof Conversations>;

export default meta;
type Story = StoryObj<typeof meta>;

const widthOf = (element: Element) => element.getBoundingClientRect().width;

/** Nothing inside the widget is wider than it (nothing would scroll sideways on a phone). */
function expectNoOverflow(canvasElement: HTMLElement) {
  const widget = canvasElement.querySelector('[data-wacrm-widget="conversations"]');
  if (!(widget instanceof HTMLElement)) throw new Error('no inbox rendered');
  return expect(widget.scrollWidth).toBeLessThanOrEqual(widget.clientWidth);
}

export const ListView: Story = {
  name: 'List view',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('listbox', { name: 'Conversation list' });
    await expect(await canvas.findByRole('option', { name: /Ann Lee/ })).toBeVisible();
    // One view: the list uses the widget's whole width; no empty thread pane beside it.
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Select a conversation' })).toBeNull());
    await expect(widthOf(list)).toBeGreaterThan(PHONE_WIDTH - 10);
    await expect(canvas.queryByRole('button', { name: 'Back to conversations' })).toBeNull();
    await expectNoOverflow(canvasElement);
  },
};

export const ThreadView: Story = {
  name: 'Thread view (and back)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('option', { name: /Ann Lee/ }));
    const thread = await canvas.findByRole('list', { name: 'Messages with Ann Lee' });
    await expect(within(thread).getByText('Hi, is my order shipped?')).toBeVisible();
    // The thread replaces the list, under one compact header (no inbox bar); focus is in the composer.
    const back = await canvas.findByRole('button', { name: 'Back to conversations' });
    const composer = canvas.getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(composer).toHaveFocus());
    await expect(canvas.queryByRole('listbox', { name: 'Conversation list' })).toBeNull();
    await expect(canvas.queryByRole('tablist', { name: 'Inbox screens' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3, name: /Ann Lee/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'More' })).toBeVisible();
    // The composer is full width and sends.
    const area = canvas.getByRole('tablist', { name: 'Message type' }).parentElement;
    await expect(widthOf(area ?? composer)).toBeGreaterThanOrEqual(300);
    await expectNoOverflow(canvasElement);
    await userEvent.type(composer, 'On its way{Enter}');
    await expect(await within(thread).findByText('On its way')).toBeVisible();
    // Back: the list, focused on the same conversation (moved to the top by the reply).
    await userEvent.click(back);
    const list = await canvas.findByRole('listbox', { name: 'Conversation list' });
    await expect(list).toHaveFocus();
    const ann = canvas.getByRole('option', { name: /Ann Lee/ });
    await expect(ann).toHaveAttribute('aria-selected', 'true');
    await expect(list).toHaveAttribute('aria-activedescendant', ann.id);
    await expect(canvas.queryByRole('list', { name: 'Messages with Ann Lee' })).toBeNull();
    // Enter opens it again.
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('list', { name: 'Messages with Ann Lee' })).toBeVisible();
  },
};

export const ThreadMore: Story = {
  name: "Thread view: the compact header's More panel",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('option', { name: /Ann Lee/ }));
    await canvas.findByRole('list', { name: 'Messages with Ann Lee' });
    const more = canvas.getByRole('button', { name: 'More' });
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('region', { name: 'More' });
    await expect(within(panel).getByText(/Custom messages can be sent for/)).toBeVisible();
    await expect(within(panel).getByText(/^\+\d/)).toBeVisible();
    await expectNoOverflow(canvasElement);
  },
};

/** Whether `element` is inside `scroller`'s visible box. */
function inView(element: Element, scroller: Element): boolean {
  const e = element.getBoundingClientRect();
  const s = scroller.getBoundingClientRect();
  return e.height > 0 && e.top >= s.top - 1 && e.bottom <= s.bottom + 1;
}

export const ThreadReopened: Story = {
  name: 'Long thread: back and open again, at the newest message',
  decorators: [
    (Story) => (
      <StoryProvider options={{ fixtures: createLargeFixtures({ conversations: 20, messages: 307 }) }}>
        <div style={{ width: PHONE_WIDTH }}>
          <Story />
        </div>
      </StoryProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const newestInView = async () => {
      const thread = await canvas.findByRole('list', { name: /Messages with/ });
      const newest = (await within(thread).findAllByText(/\(message 306\)/))[0];
      await waitFor(() => expect(newest && inView(newest, thread)).toBe(true));
    };
    await userEvent.click(await canvas.findByRole('option', { name: /Ann Lee 0/ }));
    await newestInView();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to conversations' }));
    await expect(canvas.queryByRole('list', { name: /Messages with/ })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await newestInView();
    await expect(canvas.queryByRole('button', { name: /Jump to latest/ })).toBeNull();
  },
};

export const Empty: Story = {
  name: 'Empty (no conversations yet)',
  decorators: [
    (Story) => (
      <StoryProvider options={{ fixtures: createFixtures({ conversations: [], messages: {} }) }}>
        <div style={{ width: PHONE_WIDTH }}>
          <Story />
        </div>
      </StoryProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No conversations yet')).toBeVisible();
    // One view on a phone: the empty list only, no 'Select a conversation' pane beside it, no back button.
    await expect(canvas.queryByText('Select a conversation')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Back to conversations' })).toBeNull();
    await expectNoOverflow(canvasElement);
  },
};
