import { CampaignManager, ContactsManagement, Conversations, WhatsAppDashboard } from '@wacrm/crm-widgets';
import type { SectionScreenProps } from './types';
import { offerDraftConversation, peekDraftConversation } from './draftConversation';
import { InboxScreen, Screen } from './screens.styles';

/** WhatsApp dashboard: connection status bar, Connect WhatsApp, summary cards. */
export function WhatsAppDashboardScreen(_props: SectionScreenProps) {
  return (
    <Screen>
      <WhatsAppDashboard headingLevel={1} />
    </Screen>
  );
}

/**
 * The live inbox, its open conversation the URL's (and a draft the contacts screen handed over, by its id). Unsent
 * replies are kept in the workbench's storage. On a phone with a conversation open it fills the screen.
 */
export function ConversationsScreen({
  onNavigateSection,
  conversation,
  onConversationChange,
  storage,
  fullScreen,
  threadMenu,
}: SectionScreenProps) {
  const draft = peekDraftConversation(conversation, storage);
  return (
    <InboxScreen data-full-screen={fullScreen ? '' : undefined}>
      <Conversations
        height={fullScreen ? '100%' : 'calc(100vh - 140px)'}
        headingLevel={1}
        onSwitchToContacts={() => onNavigateSection('contacts')}
        conversationId={conversation}
        onConversationChange={onConversationChange}
        draftStorage={storage ?? null}
        threadMenu={threadMenu}
        {...(draft ? { initialConversation: draft } : {})}
      />
    </InboxScreen>
  );
}

/**
 * Contacts (workbench variant): start conversation opens the draft in conversations, at its own URL: the id the
 * inbox gives a draft, `new-<phone>` (a reload of that URL starts the same draft again).
 */
export function ContactsScreen({ onConversationChange, storage }: SectionScreenProps) {
  return (
    <Screen>
      <ContactsManagement
        variant="workbench"
        headingLevel={1}
        onStartConversation={(conversation) => {
          const id = `new-${conversation.contactPhone}`;
          offerDraftConversation({ ...conversation, id }, storage);
          onConversationChange(id, 'opened');
        }}
      />
    </Screen>
  );
}

/** Campaigns and templates both show the Campaign Manager, on the matching tab. */
export function CampaignsScreen({ clientId }: SectionScreenProps) {
  return (
    <Screen>
      <CampaignManager clientId={clientId} initialTab="campaigns" headingLevel={1} />
    </Screen>
  );
}

export function TemplatesScreen({ clientId }: SectionScreenProps) {
  return (
    <Screen>
      <CampaignManager clientId={clientId} initialTab="templates" headingLevel={1} />
    </Screen>
  );
}
