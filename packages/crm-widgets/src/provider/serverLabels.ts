import { API_MESSAGES, COMMON_MESSAGES } from '@wacrm/whatsapp-sdk';

/**
 * What a failed call says, in the user's language: the SDK's default message of each operation (the spec's words,
 * when the server gave no message of its own), and the meaning of the server's error codes the contract knows
 * (docs/api-contract.md). A server's own message without a known code is shown as the server words it.
 */
export const serverLabels = {
  apiConnect: API_MESSAGES.connect,
  apiCreateTemplate: API_MESSAGES.createTemplate,
  apiGetTemplates: API_MESSAGES.getTemplates,
  apiUpdateTemplate: API_MESSAGES.updateTemplate,
  apiDeleteTemplate: API_MESSAGES.deleteTemplate,
  apiCreateCampaign: API_MESSAGES.createCampaign,
  apiGetCampaigns: API_MESSAGES.getCampaigns,
  apiUpdateCampaign: API_MESSAGES.updateCampaign,
  apiStartCampaign: API_MESSAGES.startCampaign,
  apiPauseCampaign: API_MESSAGES.pauseCampaign,
  apiDeleteCampaign: API_MESSAGES.deleteCampaign,
  apiSendMessage: API_MESSAGES.sendMessage,
  apiSendBulk: API_MESSAGES.sendBulk,
  apiGetMessages: API_MESSAGES.getMessages,
  apiGetContacts: API_MESSAGES.getContacts,
  apiCreateContact: API_MESSAGES.createContact,
  apiUpdateContact: API_MESSAGES.updateContact,
  apiDeleteContact: API_MESSAGES.deleteContact,
  apiSendBroadcast: API_MESSAGES.sendBroadcast,
  apiGetAnalytics: API_MESSAGES.getAnalytics,
  apiGetConversations: API_MESSAGES.getConversations,
  apiGetConversationMessages: API_MESSAGES.getConversationMessages,
  apiGetConnectionStatus: API_MESSAGES.getConnectionStatus,
  /** Nothing came back (offline, server down, refused by the browser). */
  serverUnreachable: COMMON_MESSAGES.networkError,
  // By the server's error code.
  serverOutsideWindow:
    'Not sent: more than 24 hours have passed since the contact last wrote, so WhatsApp allows only a template.',
  serverTemplateParameterMissing: 'Not sent: a parameter of the template is empty.',
  serverTemplateNotApproved: 'Only templates approved by WhatsApp can be sent.',
  serverForbidden: 'You do not have access to this account.',
  serverRateLimited: 'Too many requests. Please wait a moment and try again.',
  serverTooLarge: 'What was sent is too large.',
  serverError: 'Something went wrong on the server. Please try again.',
} as const;
