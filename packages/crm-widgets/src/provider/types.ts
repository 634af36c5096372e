import type { ComponentType } from 'react';
import type { ConversationRowProps } from '../inbox/ConversationList/ConversationRow';
import type { MessageBubbleProps } from '../inbox/MessageBubble/MessageBubble';

/** How widgets report success and failure; by default the `@wacrm/ui` notices (top right, 5 s). */
export interface WidgetNotifier {
  success(message: string): void;
  error(message: string): void;
}

/**
 * Sub-components a host may replace (stream-chat-react's `WithComponents` idea), by key: a replacement receives the
 * same props as the default it replaces.
 */
export interface WacrmComponents {
  /** The visible content of one row of the inbox's conversation list. */
  ConversationRow: ComponentType<ConversationRowProps>;
  /** One message of the open conversation. */
  MessageBubble: ComponentType<MessageBubbleProps>;
  /**
   * Other widgets' replaceable parts: the Campaign Manager's `TemplateEditor` (TemplateEditorProps). It gets its own
   * typed key once its props live in a file that does not import the provider (the import-circle check).
   */
  [key: string]: ComponentType<ConversationRowProps> | ComponentType<MessageBubbleProps> | ComponentType<never>;
}
