import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ReactDomClient from 'react-dom/client';
import { Profiler, type ReactElement } from 'react';
import { StyleSheetManager } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_NOW } from '@wacrm/whatsapp-sdk/testing';
import { renderWithClient } from '../../testing/inboxTestUtils';
import { isConversationsWarm, resetConversationsWarm } from '../internal/warmState';
import { Conversations } from './Conversations';
import { warmConversations } from './warmConversations';

// The roots the warm-up creates (to see that it renders off-screen and unmounts).
const roots = vi.hoisted(() => [] as Array<{ container: Element; unmount: () => void }>);
vi.mock('react-dom/client', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactDomClient>();
  return {
    ...actual,
    createRoot: (...args: Parameters<typeof actual.createRoot>) => {
      const root = actual.createRoot(...args);
      const unmount = vi.fn(() => root.unmount());
      roots.push({ container: args[0] as Element, unmount });
      return { render: root.render.bind(root), unmount };
    },
  };
});

/** Every CSS rule in the page's style sheets (styled-components' included). */
function cssRules(): string[] {
  return Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText));
}

/**
 * Waits until the warm-up's root (the last one created) has unmounted. Its render of every first screen takes about
 * 2 s in jsdom alone (styles compiled in JS, no browser) and far longer on a busy CI machine: the bound is generous
 * because this checks that the warm-up ends, not how fast (its cost is measured in bench/).
 */
async function warmUpFinished() {
  await waitFor(() => expect(roots.at(-1)?.unmount).toHaveBeenCalled(), { timeout: 15_000 });
}

beforeEach(() => {
  roots.length = 0;
  resetConversationsWarm();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Warms and waits until the warm-up is over. */
async function warmed(options?: Parameters<typeof warmConversations>[0]) {
  warmConversations(options);
  await warmUpFinished();
  expect(isConversationsWarm()).toBe(true);
}

/** Opens each fixture conversation in turn (first the list, then a thread that loads 100 ms). */
async function openEveryConversation() {
  const user = userEvent.setup();
  for (const name of [/Ann Lee/, /Ben Ortiz/, /Chen Wei/, /Dara Okafor/]) {
    await user.click(await screen.findByRole('option', { name }));
    await screen.findByRole('heading', { level: 3, name });
    await screen.findByRole('tab', { name: 'Templates' });
  }
}

// The first test must run before anything is warmed (styles stay in the page once injected).
// Each test renders every first screen of the inbox in jsdom at least once (5-13 s each on this machine when others run).
describe('warmConversations', { timeout: 45_000 }, () => {
  it('does nothing before the browser is idle, nor after a cancel', async () => {
    const before = cssRules().length;
    const cancel = warmConversations();
    expect(roots).toHaveLength(0);
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(roots).toHaveLength(0);
    expect(cssRules()).toHaveLength(before);
    expect(isConversationsWarm()).toBe(false);
  });

  it('renders the first screens off-screen when idle: styles compiled, nothing added to the page, root unmounted', async () => {
    const before = cssRules().length;
    const bodyBefore = document.body.innerHTML;
    warmConversations();
    await waitFor(() => expect(roots).toHaveLength(1));
    expect(roots[0]?.container.isConnected).toBe(false);
    await warmUpFinished();
    expect(isConversationsWarm()).toBe(true);
    // The list, its rows, the thread, bubbles, the composer: many rule sets, all in the page's style sheet.
    expect(cssRules().length).toBeGreaterThan(before + 40);
    expect(document.body.innerHTML).toBe(bodyBefore);
  });

  it('leaves the widget nothing to compile: the list, a thread loading, every kind of conversation', async () => {
    await warmed();
    const before = cssRules();
    renderWithClient(<Conversations now={() => FIXTURE_NOW} />, { latencyMs: 100 });
    // Ann: named, in the window; Ben: outside the window (templates only); Chen: pending, a media message; Dara:
    // inactive, no messages.
    await openEveryConversation();
    expect(cssRules().filter((rule) => !before.includes(rule))).toEqual([]);
  });

  it('leaves nothing to compile under a host StyleSheetManager given to wrap (here a namespace)', async () => {
    const inHost = (node: ReactElement) => <StyleSheetManager namespace="#host">{node}</StyleSheetManager>;
    await warmed({ wrap: inHost });
    const before = cssRules();
    renderWithClient(inHost(<Conversations now={() => FIXTURE_NOW} />));
    await openEveryConversation();
    const added = cssRules().filter((rule) => !before.includes(rule));
    expect(added).toEqual([]);
    expect(before.some((rule) => rule.startsWith('#host '))).toBe(true);
  });

  it('does nothing once a Conversations widget has mounted', async () => {
    renderWithClient(<Conversations now={() => FIXTURE_NOW} />);
    await screen.findAllByRole('option');
    expect(isConversationsWarm()).toBe(true);
    warmConversations();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(roots).toHaveLength(0);
  });

  it('once warm, a new inbox shows its content in its first commit (no empty box first); before, in a later one', async () => {
    // Whether the content was in the page as each commit of the widget was done (before anything is painted).
    const commits: boolean[] = [];
    const inbox = (
      <Profiler id="inbox" onRender={() => commits.push(screen.queryByRole('tab', { name: 'Conversations' }) !== null)}>
        <Conversations now={() => FIXTURE_NOW} />
      </Profiler>
    );
    const cold = renderWithClient(inbox);
    await screen.findAllByRole('option');
    expect(commits[0]).toBe(false);
    expect(commits).toContain(true);
    cold.unmount();
    commits.length = 0;
    renderWithClient(inbox);
    expect(commits[0]).toBe(true);
    await screen.findAllByRole('option');
  });

  it('until its content renders, a cold inbox is a plain box of its size and place: no styled class, nothing inside', async () => {
    // The widget's element as each commit was done: its class, its inline height and whether it had content.
    const commits: Array<{ className: string; height: string; content: boolean }> = [];
    const record = () => {
      const widget = document.querySelector<HTMLElement>('[data-wacrm-widget="conversations"]');
      commits.push({
        className: widget?.className ?? '(none)',
        height: widget?.style.height ?? '',
        content: (widget?.childElementCount ?? 0) > 0,
      });
    };
    renderWithClient(
      <Profiler id="inbox" onRender={record}>
        <Conversations now={() => FIXTURE_NOW} height={480} className="host-column" />
      </Profiler>,
    );
    await screen.findAllByRole('option');
    expect(commits[0]).toEqual({ className: 'host-column', height: '480px', content: false });
    const withContent = commits.find((commit) => commit.content);
    // The themed root (a styled class besides the host's) holds the content, at the same size.
    const classes = withContent?.className.split(' ') ?? [];
    expect(classes).toContain('host-column');
    expect(classes.length).toBeGreaterThan(1);
    expect(withContent?.height).toBe('480px');
  });

  it('does nothing after a first warm-up', async () => {
    await warmed();
    warmConversations();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(roots).toHaveLength(1);
  });

  it('stops a warm-up under way when a Conversations widget mounts', async () => {
    warmConversations();
    renderWithClient(<Conversations now={() => FIXTURE_NOW} />);
    await screen.findAllByRole('option');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(roots).toHaveLength(0);
  });

  it('joins a warm-up under way; it stops only when every caller cancelled', async () => {
    const cancelFirst = warmConversations();
    const cancelSecond = warmConversations();
    cancelFirst();
    cancelFirst();
    await warmUpFinished();
    expect(roots).toHaveLength(1);
    cancelSecond();

    resetConversationsWarm();
    const a = warmConversations();
    const b = warmConversations();
    a();
    b();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(roots).toHaveLength(1);
    expect(isConversationsWarm()).toBe(false);
  });

  it('ignores a render that fails: nothing thrown or logged, the root unmounted, not counted as warm', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('broken host provider');
    }
    warmConversations({ wrap: () => <Broken /> });
    await warmUpFinished();
    expect(isConversationsWarm()).toBe(false);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('gives up on a specimen that never commits (a wrap that suspends) after 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const never = new Promise<never>(() => {});
      function Suspends(): never {
        throw never;
      }
      warmConversations({ wrap: () => <Suspends /> });
      await vi.advanceTimersByTimeAsync(100);
      expect(roots).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(9_000);
      expect(roots[0]?.unmount).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1_100);
      expect(roots[0]?.unmount).toHaveBeenCalled();
      expect(isConversationsWarm()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
