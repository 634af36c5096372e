// The inbox's list is requested as its entry is about to be clicked (hover, focus, touch), not once
// the inbox's code has rendered after the click.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WacrmProvider } from '@wacrm/crm-widgets';
import { createFakeWacrmClient, DEMO_CLIENT_ID } from '@wacrm/whatsapp-sdk/testing';
import { memoryStorage } from '../../test/memoryStorage';
import { TOUR_SEEN_KEY } from '../WelcomeTour';
import { Workbench } from './Workbench';

// The clock stands still: in a real browser the click follows the hover within a second and the inbox's code is in
// (loaded when the workbench was idle); here the first render of the inbox under jsdom may take longer than a
// preload stays fresh (InboxStore.preload), which is not what this test is about.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});
// The workbench's and the inbox's code are transformed on first import here: alone this test takes about 4 s, under
// CI's three parallel lines it passed the default 5 s wait (retried in a clean-clone run). What is asserted is the
// number of list requests, not the speed.
const LOADED = { timeout: 15_000 };

function setup(path: string) {
  const client = createFakeWacrmClient({ latencyMs: 20 });
  render(
    <MemoryRouter initialEntries={[path]}>
      <WacrmProvider client={client} clientId={DEMO_CLIENT_ID}>
        <Workbench
          clientId={DEMO_CLIENT_ID}
          userName="Ada Lovelace"
          onLogout={() => {}}
          storage={memoryStorage({ [TOUR_SEEN_KEY]: '1' })}
        />
      </WacrmProvider>
    </MemoryRouter>,
  );
  const entry = (name: string) =>
    within(screen.getByRole('navigation', { name: 'WhatsApp sections' })).getByRole('button', { name });
  const listRequests = () => client.controls.callsTo('conversations.page').length;
  return { entry, listRequests };
}

describe('Workbench: the inbox list requested ahead of its opening', () => {
  it('the pointer on the Conversations entry requests the list; the inbox opened then shows it without asking again', async () => {
    const { entry, listRequests } = setup('/dashboard/whatsapp/dashboard');
    await screen.findByRole('heading', { level: 1 }, LOADED);
    expect(listRequests()).toBe(0);
    // Other entries prepare nothing.
    fireEvent.pointerEnter(entry('Contacts'));
    expect(listRequests()).toBe(0);
    const user = userEvent.setup();
    await user.hover(entry('Conversations'));
    expect(listRequests()).toBe(1);
    await user.click(entry('Conversations'));
    expect(await screen.findByRole('option', { name: /Ann Lee/ }, LOADED)).toBeInTheDocument();
    expect(listRequests()).toBe(1);
  }, 40_000);

  it('keyboard focus on the entry requests it too', async () => {
    const { entry, listRequests } = setup('/dashboard/whatsapp/dashboard');
    await screen.findByRole('heading', { level: 1 }, LOADED);
    entry('Conversations').focus();
    expect(listRequests()).toBe(1);
  }, 40_000);
});
