import type { ComponentType } from 'react';
import type { ConversationRowProps } from '../inbox/ConversationList/ConversationRow';
import type { MessageBubbleProps } from '../inbox/MessageBubble/MessageBubble.types';
import type { TemplateEditorProps } from '../templates/TemplateEditor/TemplateEditor.types';

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
  /** The Campaign Manager's template editor (a modal; the default loads on first use). */
  TemplateEditor: ComponentType<TemplateEditorProps>;
  /** Keys no widget reads yet, accepted as before (a replaceable part a widget adds later gets its own key). */
  [key: string]:
    | ComponentType<ConversationRowProps>
    | ComponentType<MessageBubbleProps>
    | ComponentType<TemplateEditorProps>
    | ComponentType<never>;
}
