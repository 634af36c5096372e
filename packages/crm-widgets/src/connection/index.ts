// Public names of the connection area (the lead adds them to the package index).
export { WhatsAppDashboard } from './WhatsAppDashboard';
export type { WhatsAppDashboardProps } from './WhatsAppDashboard';
export { ConnectWhatsAppModal } from './ConnectWhatsAppModal';
export type { ConnectWhatsAppModalProps } from './ConnectWhatsAppModal';
export { connectionLabels } from './labels';
export type { ConnectionLabels } from './labels';
