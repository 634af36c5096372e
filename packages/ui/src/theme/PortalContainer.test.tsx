import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../components/Button/Button';
import { Modal } from '../components/Modal/Modal';
import { NotificationsProvider, useNotify } from '../components/Notifications';
import { PortalContainerProvider } from './PortalContainer';
import { WacrmThemeProvider } from './WacrmThemeProvider';

function Dialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Delete contact" closeLabel="Close">
        <Button onClick={() => setOpen(false)}>Delete</Button>
      </Modal>
    </>
  );
}

function NotifyButton() {
  const notify = useNotify();
  return <Button onClick={() => notify.success('Contact saved')}>Save</Button>;
}

const hosts: HTMLElement[] = [];
function shadowHost() {
  const host = document.createElement('div');
  document.body.appendChild(host);
  hosts.push(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const mount = document.createElement('div');
  const portals = document.createElement('div');
  shadow.append(mount, portals);
  return { host, shadow, mount, portals };
}

afterEach(() => {
  for (const host of hosts.splice(0)) host.remove();
});

describe('portal container', () => {
  it('renders dialogs in document.body by default', async () => {
    const user = userEvent.setup();
    render(
      <WacrmThemeProvider>
        <Dialog />
      </WacrmThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete contact' });
    expect(dialog.closest('[data-wacrm-portal]')?.parentElement).toBe(document.body);
  });

  it('renders dialogs in the container given to WacrmThemeProvider, inside a shadow root, and keeps focus there', async () => {
    const user = userEvent.setup();
    const { shadow, mount, portals } = shadowHost();
    render(
      <WacrmThemeProvider portalContainer={portals}>
        <Dialog />
      </WacrmThemeProvider>,
      { container: mount },
    );
    await user.click(within(mount).getByRole('button', { name: 'Open' }));
    const dialog = await within(portals).findByRole('dialog', { name: 'Delete contact' });
    expect(dialog.getRootNode()).toBe(shadow);
    expect(document.body.querySelector('[data-wacrm-portal]')).toBeNull();
    // Focus moves into the dialog and stays in it (the focus trap reads the shadow root's focus, not the host's).
    const deleteButton = within(dialog).getByRole('button', { name: 'Delete' });
    await user.click(deleteButton);
    expect(within(portals).queryByRole('dialog')).toBeNull();
  });

  it('sends notices to the nearest PortalContainerProvider', async () => {
    const user = userEvent.setup();
    const { mount, portals } = shadowHost();
    render(
      <PortalContainerProvider container={portals}>
        <NotificationsProvider dismissLabel="Dismiss notification">
          <NotifyButton />
        </NotificationsProvider>
      </PortalContainerProvider>,
      { container: mount },
    );
    await user.click(within(mount).getByRole('button', { name: 'Save' }));
    expect(await within(portals).findByText('Contact saved')).toBeInTheDocument();
  });
});
