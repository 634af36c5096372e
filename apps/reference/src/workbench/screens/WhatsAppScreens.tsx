import { useEffect, useState } from 'react';
import { CampaignManager, ContactsManagement, Conversations, WhatsAppDashboard } from '@wacrm/crm-widgets';
import type { SectionScreenProps } from './types';
import { clearDraftConversation, offerDraftConversation, peekDraftConversation } from './draftConversation';
import { Screen } from './screens.styles';

/** WhatsApp dashboard: connection status bar, Connect WhatsApp, summary cards. */
export function WhatsAppDashboardScreen(_props: SectionScreenProps) {
  return (
    <Screen>
      <WhatsAppDashboard headingLevel={1} />
    </Screen>
  );
}

/** The live inbox; opens the draft conversation the contacts screen handed over, if any. */
export function ConversationsScreen({ onNavigateSection }: SectionScreenProps) {
  const [draft] = useState(peekDraftConversation);
  useEffect(() => clearDraftConversation(draft), [draft]);
  return (
    <Screen>
      <Conversations
        height="calc(100vh - 140px)"
        headingLevel={1}
        onSwitchToContacts={() => onNavigateSection('contacts')}
        {...(draft ? { initialConversation: draft } : {})}
      />
    </Screen>
  );
}

/** Contacts (workbench variant): start conversation switches to conversations with the draft open. */
export function ContactsScreen({ onNavigateSection }: SectionScreenProps) {
  return (
    <Screen>
      <ContactsManagement
        variant="workbench"
        headingLevel={1}
        onStartConversation={(conversation) => {
          offerDraftConversation(conversation);
          onNavigateSection('conversations');
        }}
      />
    </Screen>
  );
}

/** Campaigns and templates both show the Campaign Manager (spec section 2), on the matching tab. */
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
