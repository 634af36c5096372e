// The widget's own warm-up of its open-conversation view. A file of its own: styles stay in the page once injected,
// so what the warm-up compiled is only visible in a page where nothing else warmed the inbox before.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_NOW } from '@wacrm/whatsapp-sdk/testing';
import { renderWithClient } from '../../testing/inboxTestUtils';
import { isThreadWarm, resetConversationsWarm } from '../internal/warmState';
import { Conversations } from './Conversations';

/** Every CSS rule in the page's style sheets (styled-components' included). */
function cssRules(): string[] {
  return Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText));
}

const ONLY_IN_THE_SPECIMEN = 'Your order ships today';

beforeEach(() => {
  resetConversationsWarm();
});

describe('Conversations warms its open-conversation view', () => {
  it('once the list is in and the browser idle: off the page, and the conversations opened then compile nothing', async () => {
    renderWithClient(<Conversations now={() => FIXTURE_NOW} />, { latencyMs: 100 });
    await screen.findAllByRole('option');
    // Every node added to the page from the list's first rows until the warm-up is done. The list itself may still
    // render (its rows measured, its times); the warm-up renders into a container never attached, so none of these
    // is a new child of the body (a portal) or holds the specimen's text. (Comparing the body's HTML before and after
    // also caught the list's own late renders on a busy machine.)
    const bodyChildren = Array.from(document.body.children);
    const added: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) added.push(...Array.from(record.addedNodes));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    // The warm-up waits for an idle moment and imports the view's modules (transformed on first import here): under
    // CI's three parallel lines that took more than 3 s (it retried in three clean-clone runs). What is asserted is
    // where it renders and what it leaves compiled, not how soon: the wait is generous.
    await waitFor(() => expect(isThreadWarm()).toBe(true), { timeout: 15_000 });
    observer.disconnect();
    expect(document.body.textContent).not.toContain(ONLY_IN_THE_SPECIMEN);
    expect(added.filter((node) => node.textContent?.includes(ONLY_IN_THE_SPECIMEN))).toEqual([]);
    expect(Array.from(document.body.children)).toEqual(bodyChildren);

    const before = cssRules();
    const user = userEvent.setup();
    // Ann: named, in the window; Ben: outside the window (templates only); Chen: pending, a media message; Dara:
    // inactive, no messages.
    for (const name of [/Ann Lee/, /Ben Ortiz/, /Chen Wei/, /Dara Okafor/]) {
      await user.click(await screen.findByRole('option', { name }));
      await screen.findByRole('heading', { level: 3, name });
      await screen.findByRole('tab', { name: 'Templates' });
    }
    expect(cssRules().filter((rule) => !before.includes(rule))).toEqual([]);
  }, 40_000);

  it('counts a conversation opened before the warm-up as the view warmed (no warm-up follows)', async () => {
    const user = userEvent.setup();
    renderWithClient(<Conversations now={() => FIXTURE_NOW} />);
    await user.click(await screen.findByRole('option', { name: /Ann Lee/ }));
    await screen.findByRole('heading', { level: 3, name: /Ann Lee/ });
    expect(isThreadWarm()).toBe(true);
  });
});
