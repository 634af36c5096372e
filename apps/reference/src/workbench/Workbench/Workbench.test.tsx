import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { memoryStorage } from '../../test/memoryStorage';
import { WORKBENCH_STORAGE_KEY } from '../state';
import { TOUR_SEEN_KEY } from '../WelcomeTour';
import { WacrmProvider } from '@wacrm/crm-widgets';
import { createFakeWacrmClient, DEMO_CLIENT_ID } from '@wacrm/whatsapp-sdk/testing';
import { Workbench } from './Workbench';

/** The router's place (the URL) and its navigate (the browser's Back and Forward: navigate(-1), navigate(1)). */
const router = new Map<'navigate', NavigateFunction>();
function Address() {
  const navigate = useNavigate();
  useEffect(() => void router.set('navigate', navigate), [navigate]);
  return <output data-testid="address">{useLocation().pathname}</output>;
}
const address = () => screen.getByTestId('address').textContent;

/** Renders in a router at `path` (the app's BrowserRouter in the browser). */
function renderAt(ui: ReactElement, path = '/dashboard') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Address />
    </MemoryRouter>,
  );
}

function setup(storage = memoryStorage({ [TOUR_SEEN_KEY]: '1' }), path = '/dashboard') {
  const onLogout = vi.fn();
  const user = userEvent.setup();
  // The WhatsApp sections show widgets, which read the SDK through the provider (here the in-memory fake client).
  const view = renderAt(
    <WacrmProvider client={createFakeWacrmClient()} clientId={DEMO_CLIENT_ID}>
      <Workbench clientId={DEMO_CLIENT_ID} userName="Ada Lovelace" onLogout={onLogout} storage={storage} />
    </WacrmProvider>,
    path,
  );
  return { user, onLogout, storage, ...view };
}

async function openApp(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'Apps' }));
  await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: new RegExp(`^${name}\\b`) }));
}

const tabNames = () =>
  within(screen.getByRole('tablist', { name: 'Open apps' }))
    .getAllByRole('tab')
    .map((t) => t.textContent);

describe('Workbench', () => {
  it('starts on the home view: the CRM tab on its dashboard, not closable, with the sample figures', () => {
    setup();
    expect(screen.getByRole('tab', { name: 'CRM', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close CRM' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'CRM sections' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Dashboard', 'Contacts', 'Leads', 'Analytics', 'Settings']);
    expect(within(nav).getByRole('button', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(document.title).toBe('CRM Dashboard – Wacrm');
    for (const label of ['Total Contacts', 'Revenue', 'Active Deals', 'Conversion Rate']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    for (const stage of ['Prospecting', 'Qualification', 'Proposal', 'Negotiation', 'Closed Won']) {
      expect(screen.getByText(stage)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Recent activities' })).toBeInTheDocument();
    for (const action of ['Add Contact', 'Create Deal', 'Send Email', 'View Reports']) {
      expect(screen.getByRole('button', { name: action })).toBeInTheDocument();
    }
  });

  it('the Apps menu lists the five apps; opening one adds a tab on its dashboard', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Apps' }));
    const menu = screen.getByRole('menu');
    // Each item is named by what it shows: the app's name, then its description (WCAG 2.5.3).
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent?.split(' ')[0]),
    ).toEqual(['CRM', 'WhatsApp', 'Support', 'Analytics', 'Finance']);
    expect(within(menu).getByRole('menuitem', { name: /^WhatsApp\b/ })).toHaveAccessibleName(
      'WhatsApp Inbox, campaigns and templates',
    );
    await user.click(within(menu).getByRole('menuitem', { name: /^WhatsApp\b/ }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(tabNames()).toEqual(['CRM', 'WhatsApp']);
    expect(screen.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true');
    const nav = screen.getByRole('navigation', { name: 'WhatsApp sections' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Dashboard', 'Conversations', 'Contacts', 'Campaigns', 'Templates', 'Analytics', 'Settings']);
    expect(within(nav).getByRole('button', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Close CRM' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close WhatsApp' })).toBeInTheDocument();
  });

  it('re-opening an open app does not duplicate its tab and resets its section to the dashboard', async () => {
    const { user } = setup();
    await openApp(user, 'Support');
    await user.click(screen.getByRole('button', { name: 'Tickets' }));
    expect(screen.getByText('Support Tickets content will go here.')).toBeInTheDocument();
    await openApp(user, 'Support');
    expect(tabNames()).toEqual(['CRM', 'Support']);
    expect(screen.getByRole('button', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the placeholder for sections without a screen and a generic dashboard for other apps', async () => {
    const { user } = setup();
    await openApp(user, 'Finance');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Finance overview' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invoices' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByText('Finance Invoices content will go here.')).toBeInTheDocument();
    expect(document.title).toBe('Finance Invoices – Wacrm');
    await openApp(user, 'Analytics');
    expect(screen.getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Analytics overview' })).toBeInTheDocument();
  });

  it('shows the WhatsApp widgets in their sections and the placeholder elsewhere', async () => {
    const client = createFakeWacrmClient();
    const user = userEvent.setup();
    renderAt(
      <WacrmProvider client={client} clientId={DEMO_CLIENT_ID}>
        <Workbench
          clientId={DEMO_CLIENT_ID}
          userName="Demo User"
          onLogout={vi.fn()}
          storage={memoryStorage({ [TOUR_SEEN_KEY]: '1' })}
        />
      </WacrmProvider>,
    );
    await openApp(user, 'WhatsApp');
    expect(await screen.findByText('WhatsApp Dashboard', {}, { timeout: 10_000 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'WhatsApp sections' });
    await user.click(within(nav).getByRole('button', { name: 'Conversations' }));
    expect(await screen.findByText('Select a conversation', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Analytics' }));
    expect(screen.getByText('WhatsApp Analytics content will go here.')).toBeInTheDocument();
    // Contacts -> start conversation: a local draft opens in the conversations screen.
    await user.click(within(nav).getByRole('button', { name: 'Contacts' }));
    const [start] = await screen.findAllByRole('button', { name: /^Start conversation with / }, { timeout: 10_000 });
    const name = start!.getAttribute('aria-label')!.replace('Start conversation with ', '');
    await user.click(start!);
    expect(within(nav).getByRole('button', { name: 'Conversations' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: new RegExp(`${name}$`) })).toBeInTheDocument();
    // At the draft's own URL.
    expect(address()).toMatch(/^\/dashboard\/whatsapp\/conversations\/(new-%2B\d+|conv_\w+)$/);
  }, 60_000);

  it('switching tabs keeps each tab on its own section', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Leads' }));
    await openApp(user, 'WhatsApp');
    await user.click(screen.getByRole('tab', { name: 'CRM' }));
    expect(screen.getByRole('tab', { name: 'CRM' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
  });

  it('closing the active tab switches to the last remaining tab; closing down to one hides the close buttons', async () => {
    const { user } = setup();
    await openApp(user, 'WhatsApp');
    await openApp(user, 'Support');
    await openApp(user, 'Finance');
    await user.click(screen.getByRole('tab', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Close WhatsApp' }));
    expect(tabNames()).toEqual(['CRM', 'Support', 'Finance']);
    expect(screen.getByRole('tab', { name: 'Finance' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Close CRM' }));
    expect(screen.getByRole('tab', { name: 'Finance' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Close Finance' }));
    expect(tabNames()).toEqual(['Support']);
    expect(screen.queryByRole('button', { name: /^Close / })).not.toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys and closes the focused tab with Delete', async () => {
    const { user } = setup();
    await openApp(user, 'WhatsApp');
    screen.getByRole('tab', { name: 'WhatsApp' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'CRM' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'CRM' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Delete}');
    expect(tabNames()).toEqual(['CRM']);
  });

  it('the Apps menu works from the keyboard and Escape returns focus to the button', async () => {
    const { user } = setup();
    const apps = screen.getByRole('button', { name: 'Apps' });
    apps.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: /^CRM\b/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: /^Support\b/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: /^Finance\b/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(apps).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByRole('tab', { name: 'Finance' })).toHaveAttribute('aria-selected', 'true');
  });

  it('restores the open tabs and section after a reload (sessionStorage)', async () => {
    const storage = memoryStorage({ [TOUR_SEEN_KEY]: '1' });
    const first = setup(storage);
    await openApp(first.user, 'WhatsApp');
    await first.user.click(screen.getByRole('button', { name: 'Templates' }));
    first.unmount();
    setup(storage);
    expect(tabNames()).toEqual(['CRM', 'WhatsApp']);
    expect(screen.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Templates' })).toHaveAttribute('aria-current', 'page');
  });

  it('CRM quick actions switch to the matching section', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'View Reports' }));
    expect(screen.getByRole('button', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
  });

  it('Logout clears the stored workbench and calls onLogout', async () => {
    const { user, onLogout, storage } = setup();
    await openApp(user, 'Support');
    expect(storage.getItem(WORKBENCH_STORAGE_KEY)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(storage.getItem(WORKBENCH_STORAGE_KEY)).toBeNull();
  });

  it('has no axe violations with several tabs open', async () => {
    const { user, container } = setup();
    await openApp(user, 'WhatsApp');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('Workbench routes: every app, section and open conversation has a URL', () => {
  it('/dashboard shows the home view at its own URL; tabs and sections change the URL, Back and Forward follow', async () => {
    const { user } = setup();
    expect(address()).toBe('/dashboard/crm/dashboard');
    await openApp(user, 'WhatsApp');
    expect(address()).toBe('/dashboard/whatsapp/dashboard');
    await user.click(screen.getByRole('button', { name: 'Templates' }));
    expect(address()).toBe('/dashboard/whatsapp/templates');
    await user.click(screen.getByRole('tab', { name: 'CRM' }));
    expect(address()).toBe('/dashboard/crm/dashboard');

    await act(() => router.get('navigate')?.(-1));
    expect(address()).toBe('/dashboard/whatsapp/templates');
    expect(screen.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Templates' })).toHaveAttribute('aria-current', 'page');
    await act(() => router.get('navigate')?.(-1));
    expect(screen.getByRole('button', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await act(() => router.get('navigate')?.(1));
    expect(screen.getByRole('button', { name: 'Templates' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('WhatsApp Templates – Wacrm');
  });

  it('a URL opens its app as a tab on its section; a wrong one shows the last screen', async () => {
    setup(undefined, '/dashboard/finance/invoices');
    expect(tabNames()).toEqual(['CRM', 'Finance']);
    expect(screen.getByRole('tab', { name: 'Finance' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    await act(() => router.get('navigate')?.('/dashboard/finance/nowhere'));
    expect(address()).toBe('/dashboard/finance/invoices');
    await act(() => router.get('navigate')?.('/dashboard/support/tickets/extra/'));
    expect(address()).toBe('/dashboard/support/tickets');
  });

  it('closing the tab shown replaces its entry with the remaining tab; selecting a tab returns to its section', async () => {
    const { user } = setup();
    await openApp(user, 'Support');
    await user.click(screen.getByRole('button', { name: 'Tickets' }));
    await user.click(screen.getByRole('tab', { name: 'CRM' }));
    await user.click(screen.getByRole('tab', { name: 'Support' }));
    expect(address()).toBe('/dashboard/support/tickets');
    await user.click(screen.getByRole('button', { name: 'Close Support' }));
    expect(address()).toBe('/dashboard/crm/dashboard');
    expect(tabNames()).toEqual(['CRM']);
  });

  it('the open conversation is in the URL; Back returns to the list; a reload at its URL opens it again', async () => {
    const storage = memoryStorage({ [TOUR_SEEN_KEY]: '1' });
    const first = setup(storage, '/dashboard/whatsapp/conversations');
    const ann = await screen.findByRole('option', { name: /Ann Lee/ }, { timeout: 10_000 });
    await first.user.click(ann);
    await waitFor(() => expect(address()).toBe('/dashboard/whatsapp/conversations/conv_ann'));
    expect(await screen.findByRole('list', { name: 'Messages with Ann Lee' })).toBeInTheDocument();
    await act(() => router.get('navigate')?.(-1));
    expect(address()).toBe('/dashboard/whatsapp/conversations');
    expect(await screen.findByText('Select a conversation')).toBeInTheDocument();
    first.unmount();

    setup(storage, '/dashboard/whatsapp/conversations/conv_ann');
    expect(await screen.findByRole('list', { name: 'Messages with Ann Lee' }, { timeout: 10_000 })).toBeInTheDocument();
  }, 30_000);
});

describe('Welcome tour', () => {
  it('shows once per session on the first visit; Get Started closes it', async () => {
    const storage = memoryStorage();
    const first = setup(storage);
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Wacrm' });
    expect(within(dialog).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(dialog).getByRole('button', { name: 'Get Started' })).toHaveFocus();
    expect(await axeViolations(first.container)).toEqual([]);
    await first.user.click(within(dialog).getByRole('button', { name: 'Get Started' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();
    setup(storage);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Skip Tour closes it too', async () => {
    const { user } = setup(memoryStorage());
    await user.click(screen.getByRole('button', { name: 'Skip Tour' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['Get Started', '{Enter}'],
    ['Skip Tour', '{Enter}'],
    ['Get Started', '{Escape}'],
  ])('closed with %s (%s), it leaves focus on the main content, not on the page body', async (button, key) => {
    const { user } = setup(memoryStorage());
    screen.getByRole('button', { name: button }).focus();
    await user.keyboard(key);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The tour opened by itself (nothing had focus before it): focus goes to the main landmark, from where Tab
    // reaches the open apps and the section.
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'CRM' })).toHaveFocus();
  });

  it('keeps focus inside while open and closes on Escape', async () => {
    const { user } = setup(memoryStorage());
    expect(screen.getByRole('button', { name: 'Get Started' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Skip Tour' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Get Started' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
