// Public API of @wacrm/crm-widgets. Every public name is listed explicitly with its Props type.
// No code runs here: each widget module is side-effect free, so bundlers keep only what is imported.

// Provider and hooks
export {
  WacrmProvider,
  useWacrm,
  useWacrmLabels,
  useWacrmComponent,
  useStore,
  useStoreSelector,
  useResource,
} from './provider';
export type {
  WacrmProviderProps,
  WacrmContextValue,
  WacrmComponents,
  WidgetNotifier,
  ResourceState,
  ValidationLabels,
} from './provider';
export { commonLabels } from './labels';
export type { WacrmLabels, CommonLabels } from './labels';

// Languages: the locale provider, shipped locales (each its own entry, `@wacrm/crm-widgets/locales/<code>`), your own
export {
  WacrmLocaleProvider,
  useWacrmLocale,
  defineLocale,
  overrideLocale,
  loadLocale,
  localeFormats,
  directionOf,
  shippedLocaleFor,
  SHIPPED_LOCALES,
} from './i18n';
export type {
  ActiveLocale,
  EnglishLabels,
  Label,
  LabelKey,
  LabelValues,
  LocaleFormats,
  LocaleInput,
  LocaleLabels,
  PluralForms,
  ShippedLocale,
  TextDirection,
  WacrmLocale,
  WacrmLocaleProviderProps,
} from './i18n';

// Conversations inbox and broadcast
export { Conversations, inboxLabels, usePreloadConversations, warmConversations } from './inbox';
export type {
  ConversationChangeReason,
  ConversationRowProps,
  ConversationsProps,
  InitialConversation,
  InboxLabels,
  MessageBubbleProps,
  WarmConversationsOptions,
} from './inbox';
export { BroadcastDialog, broadcastLabels } from './broadcast';
export type { BroadcastDialogProps, BroadcastLabels } from './broadcast';

// Campaigns, templates, quick message
export { CampaignManager, CampaignModal, DeliveryAnalytics, campaignLabels } from './campaigns';
export type {
  CampaignManagerProps,
  CampaignManagerTab,
  CampaignModalProps,
  DeliveryAnalyticsProps,
  CampaignLabels,
} from './campaigns';
export { TemplateEditor, TemplatePreview, WhatsAppText, visibleButtons, templateLabels } from './templates';
export type { TemplateEditorProps, TemplatePreviewProps, WhatsAppTextProps, TemplateLabels } from './templates';
export { QuickMessageModal, quickMessageLabels } from './quick-message';
export type { QuickMessageModalProps, QuickMessageLabels } from './quick-message';

// WhatsApp connection and contacts
export { WhatsAppDashboard, ConnectWhatsAppModal, connectionLabels } from './connection';
export type { WhatsAppDashboardProps, ConnectWhatsAppModalProps, ConnectionLabels } from './connection';
export { ContactsManagement, ContactModal, ContactImportModal, contactLabels } from './contacts';
export type {
  ContactsManagementProps,
  ContactsVariant,
  ContactModalProps,
  ContactImportModalProps,
  ContactLabels,
} from './contacts';

// Sign-in
export {
  AuthProvider,
  useAuth,
  createSessionExpiryChannel,
  LoginForm,
  RegisterForm,
  CompleteRegistrationForm,
  DEFAULT_PRIVACY_URL,
  DEFAULT_TERMS_URL,
  authLabels,
} from './auth';
export type {
  AuthContextValue,
  AuthProviderProps,
  AuthStatus,
  SessionExpiryChannel,
  SessionExpirySource,
  LoginFormProps,
  RegisterFormProps,
  CompleteRegistrationFormProps,
  AuthLabels,
  AuthLabelOverrides,
  AuthIdentityProvider,
  AuthPaths,
  HeadingLevel,
} from './auth';
