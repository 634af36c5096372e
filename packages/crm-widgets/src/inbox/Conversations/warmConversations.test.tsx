import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ReactDomClient from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_NOW } from '@wacrm/whatsapp-sdk/testing';
import { renderWithClient } from '../internal/testUtils';
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

/** Waits until the warm-up's root (the last one created) has unmounted. */
async function warmUpFinished() {
  await waitFor(() => expect(roots.at(-1)?.unmount).toHaveBeenCalled(), { timeout: 3000 });
}

beforeEach(() => {
  roots.length = 0;
  resetConversationsWarm();
});

afterEach(() => {
  vi.restoreAllMocks();
});

// Styles stay in the page once injected, so the order of these tests matters: nothing is warmed before the second.
describe('warmConversations', () => {
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

  it('leaves the widget nothing to compile for its first screens: the list and an open conversation', async () => {
    // Warmed by the test above (styles stay in the page).
    const before = cssRules();
    const user = userEvent.setup();
    renderWithClient(<Conversations now={() => FIXTURE_NOW} />);
    await user.click(await screen.findByRole('option', { name: /Ann Lee/ }));
    await screen.findByRole('heading', { level: 3, name: /Ann Lee/ });
    await screen.findByRole('textbox', { name: /message/i });
    expect(cssRules().filter((rule) => !before.includes(rule))).toEqual([]);
  });

  it('does nothing once a Conversations widget has mounted, or after a first warm-up', async () => {
    renderWithClient(<Conversations now={() => FIXTURE_NOW} />);
    await screen.findAllByRole('option');
    expect(isConversationsWarm()).toBe(true);
    const rootsBefore = roots.length;
    warmConversations();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(roots).toHaveLength(rootsBefore);
  });

  it('puts the specimen under the host providers given by wrap (styles go where the widget will put them)', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    warmConversations({ wrap: (specimen) => <StyleSheetManager target={shadow}>{specimen}</StyleSheetManager> });
    await warmUpFinished();
    const style = shadow.querySelector('style');
    expect(style?.textContent).toMatch(/\S/);
    host.remove();
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
});
