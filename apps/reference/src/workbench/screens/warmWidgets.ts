// Loaded with the WhatsApp screens in the background (prepareWhatsAppScreens in sections.tsx). A module of its own:
// the screens' module exports components only, which keeps it hot-reloadable.
export { warmConversations } from '@wacrm/crm-widgets';
