import type { ReactNode, Ref } from 'react';
import type { Conversation, InboxStore, Template } from '@wacrm/whatsapp-sdk';
import type { ComposerSend } from '../Composer';
import type { InboxLabels } from '../labels';

/** What the inbox hands its thread area (ThreadArea.tsx) and, through it, the open conversation (OpenThread.tsx). */
export interface ThreadAreaProps {
  store: InboxStore;
  labels: InboxLabels;
  now: number;
  threadError: string | null;
  onRetryLoad: () => void;
  onLoadOlder: () => Promise<unknown>;
  onSend: (conversation: Conversation, message: ComposerSend) => void;
  templates: readonly Template[] | undefined;
  templatesLoading: boolean;
  templatesError: string | null;
  onReloadTemplates: () => void;
  scrollSignal: number;
  headingLevel: 2 | 3 | 4;
  /** Narrow inbox: the header's back button to the list (and a compact header). */
  onBack: (() => void) | undefined;
  backButtonRef: Ref<HTMLButtonElement>;
  /** The host's content of the compact header's 'More' panel. */
  menu?: ReactNode;
  /** The conversation whose composer takes focus as it shows (the user opened it); then `onComposerFocused`. */
  focusComposerFor: string | null;
  onComposerFocused: () => void;
  /** Escape in the open conversation (not in a dialog or a panel that closes with it). */
  onEscape: () => void;
}
