'use client';

import { useState } from 'react';
import { createDevIdentityProvider, createWacrmClient } from '@wacrm/whatsapp-sdk';
import { AuthProvider, Conversations, LoginForm, WacrmProvider, useAuth } from '@wacrm/crm-widgets';

/**
 * The widgets on the page, inside the page's `WacrmThemeProvider`: the site owns one SDK client (created once per
 * browser tab, and once per request while the server renders), signs the user in by code, then shows the live inbox.
 */
export function SupportInbox({ apiUrl }: { apiUrl: string }) {
  const [client] = useState(() => createWacrmClient({ baseURL: apiUrl }));
  const [identity] = useState(() => createDevIdentityProvider({ baseURL: apiUrl }));
  return (
    <AuthProvider client={client} identityProvider={identity}>
      <Messages devOutboxUrl={`${new URL(apiUrl).origin}/__dev/outbox`} />
    </AuthProvider>
  );
}

function Messages({ devOutboxUrl }: { devOutboxUrl: string }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <p role="status">Loading your account…</p>;
  if (!auth.user) return <LoginForm devOutboxUrl={devOutboxUrl} headingLevel={2} />;
  return (
    <WacrmProvider client={auth.client} clientId={auth.user.userId}>
      <Conversations height={600} />
    </WacrmProvider>
  );
}
