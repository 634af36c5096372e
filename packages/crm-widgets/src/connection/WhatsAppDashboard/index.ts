export { WhatsAppDashboard } from './WhatsAppDashboard';
export type { WhatsAppDashboardProps } from './WhatsAppDashboard';
