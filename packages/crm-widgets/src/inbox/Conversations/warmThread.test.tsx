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
    const bodyBefore = () => document.body.innerHTML;
    renderWithClient(<Conversations now={() => FIXTURE_NOW} />, { latencyMs: 100 });
    await screen.findAllByRole('option');
    const listShown = bodyBefore();
    await waitFor(() => expect(isThreadWarm()).toBe(true), { timeout: 3000 });
    // Rendered into a container never attached: the page is as the list left it.
    expect(document.body.textContent).not.toContain(ONLY_IN_THE_SPECIMEN);
    expect(document.body.innerHTML).toBe(listShown);

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
  });

  it('counts a conversation opened before the warm-up as the view warmed (no warm-up follows)', async () => {
    const user = userEvent.setup();
    renderWithClient(<Conversations now={() => FIXTURE_NOW} />);
    await user.click(await screen.findByRole('option', { name: /Ann Lee/ }));
    await screen.findByRole('heading', { level: 3, name: /Ann Lee/ });
    expect(isThreadWarm()).toBe(true);
  });
});
