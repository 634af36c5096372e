export { ConnectWhatsAppModal } from './ConnectWhatsAppModal';
export type { ConnectWhatsAppModalProps } from './ConnectWhatsAppModal';
