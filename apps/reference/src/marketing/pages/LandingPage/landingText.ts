/**
 * Texts of the main landing page (English, translations in src/i18n/locales). Its figures ('5M+',
 * '99.9%', '+245%') are numbers written by Intl in the page; the section names and calls to action are the site's
 * (siteText).
 */
export const landingText = {
  landingEyebrow: 'WhatsApp Business + CRM',
  landingHeroTitle: 'Turn WhatsApp conversations into revenue',
  landingHeroLead:
    'Connect your WhatsApp Business account, chat with every customer in one live inbox and run campaigns that convert, all from one workspace your whole team shares.',
  // The sample chat beside the hero.
  landingChatQuestion: 'Hi! Is the spring collection back in stock?',
  landingChatAnswer: 'Yes! Here is 15% off your next order: SPRING15',
  landingChatThanks: 'Ordered, thank you!',
  landingRoiIncrease: 'ROI Increase',

  landingSolutionsTitle: 'Everything you need to sell and support on WhatsApp',
  landingApiText: 'Connect your verified business number in minutes with your access token and phone number ID.',
  landingInboxText: 'Every customer chat in one live inbox with unread counts, search and real-time delivery ticks.',
  landingBroadcastText: 'Send approved templates to your segments now or on a schedule, and watch delivery and reads.',
  landingChatbotText: 'Answer common questions instantly, day and night, and hand over to a person when it matters.',

  landingAiEyebrow: 'AI assistance',
  landingAiTitle: 'AI that keeps every conversation moving',
  landingAiLead:
    'Suggested replies, automatic follow-ups and smart segments help your team answer faster and send the right template to the right customer.',
  landingAiReplies: 'Reply suggestions drafted from the conversation',
  landingAiSegments: 'Segments built from tags, status and activity',
  landingAiFollowUps: 'Follow-ups timed inside the 24-hour service window',
  landingAiQuestion: 'Can I change my delivery address?',
  landingAiSuggestion: 'Suggested reply: Of course! Send me the new address and I will update order #1042 right away.',

  /** The stats strip's accessible name and its labels (the figures are numbers). */
  landingNumbers: 'Wacrm in numbers',
  landingContactsManaged: 'Contacts Managed',
  landingUptimeGuaranteed: 'Uptime Guaranteed',
  landingExpertSupport: 'Expert Support',

  landingFeaturesTitle: 'One workbench for messaging, contacts and campaigns',
  landingConversations: 'Live conversations',
  landingConversationsText: 'Custom replies or templates with parameters, typing indicators and read receipts.',
  landingTemplateEditor: 'Template editor',
  landingTemplateEditorText: 'Headers, body variables, footers and buttons with a live WhatsApp preview.',
  landingCampaignManager: 'Campaign manager',
  landingCampaignManagerText: 'Draft, launch and pause campaigns; track sent, delivered and read.',
  landingContactsCrm: 'Contacts CRM',
  landingContactsCrmText: 'Tags, status, source and notes; search and filter your whole audience.',
  landingDeliveryAnalytics: 'Delivery analytics',
  landingDeliveryAnalyticsText: 'Delivery and read rates over time for every message you send.',
  landingQuickMessages: 'Quick messages',
  landingQuickMessagesText: 'Reach one customer fast with a custom text or an approved template.',

  landingIntegrationsTitle: 'Works with the tools you already use',
  landingIntegrationsLead:
    'Sync contacts and orders from your store and CRM, or build your own with the REST API and realtime events.',
  landingPopularIntegrations: 'Popular integrations',

  landingCtaTitle: 'Ready to grow on WhatsApp?',
  landingCtaLead: 'Start your free trial today. No credit card needed.',
} as const;
