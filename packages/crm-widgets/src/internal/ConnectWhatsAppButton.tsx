import { lazy, useState } from 'react';
import type { ConnectionStatus } from '@wacrm/whatsapp-sdk';
import { Button } from '@wacrm/ui';
import { OpenedOnce } from './OpenedOnce';

/** The Connect WhatsApp form loads when first opened: the screens that offer it do not carry it. */
const ConnectWhatsAppModal = lazy(() =>
  import('../connection/ConnectWhatsAppModal/ConnectWhatsAppModal').then((m) => ({
    default: m.ConnectWhatsAppModal,
  })),
);

export interface ConnectWhatsAppButtonProps {
  /** The button's text ('Connect WhatsApp'). */
  label: string;
  /** Called with the new connection once the account is connected. */
  onConnected: (status: ConnectionStatus) => void;
}

/**
 * 'Connect WhatsApp' where the account is not connected (the inbox, the Campaign Manager): opens the Connect WhatsApp
 * modal, as the WhatsApp dashboard does.
 */
export function ConnectWhatsAppButton({ label, onConnected }: ConnectWhatsAppButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <OpenedOnce open={open}>
        <ConnectWhatsAppModal open={open} onClose={() => setOpen(false)} onConnected={onConnected} />
      </OpenedOnce>
    </>
  );
}
