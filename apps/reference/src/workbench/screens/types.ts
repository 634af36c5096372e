import type { ReactNode } from 'react';
import type { ConversationChangeReason } from '@wacrm/crm-widgets';
import type { AppId, SectionId } from '../apps';

/** What every workbench section screen receives. */
export interface SectionScreenProps {
  app: AppId;
  section: SectionId;
  /** The signed-in user's id: the clientId of every messaging call. */
  clientId: string;
  /** Switch the current app to another of its sections (e.g. contacts -> conversations). */
  onNavigateSection: (section: SectionId) => void;
  /** The open conversation the URL names (WhatsApp Conversations). */
  conversation: string | null;
  /** A conversation opened, closed or renamed in the inbox (or started from Contacts): the URL follows. */
  onConversationChange: (conversation: string | null, reason: ConversationChangeReason) => void;
  /** The workbench's storage (sessionStorage): the inbox keeps unsent replies there. */
  storage: Storage | undefined;
  /** The screen is all the workbench shows (an open conversation on a phone): it fills it. */
  fullScreen: boolean;
  /** The workbench's navigation for the open conversation's 'More' panel while its bars are hidden. */
  threadMenu: ReactNode;
}
