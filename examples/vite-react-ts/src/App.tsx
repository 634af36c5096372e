import { useState } from 'react';
import { createDevIdentityProvider, createWacrmClient, type WacrmClient } from '@wacrm/whatsapp-sdk';
import { WacrmThemeProvider } from '@wacrm/ui';
import { AuthProvider, Conversations, LoginForm, WacrmProvider, useAuth } from '@wacrm/crm-widgets';
import type { PortalConfig } from './config.js';

/**
 * A partner portal: its own header and layout, Wacrm's sign-in by code, then Wacrm's live inbox. The portal owns the
 * one SDK client (created once) and hands it to the widgets, as the packages' README asks.
 */
export function App({ config }: { config: PortalConfig }) {
  const [client] = useState<WacrmClient>(() =>
    createWacrmClient({ baseURL: config.apiUrl, socketURL: config.socketUrl }),
  );
  const [identity] = useState(() => createDevIdentityProvider({ baseURL: config.apiUrl }));
  return (
    <AuthProvider client={client} identityProvider={identity}>
      <header className="portal-header">
        <strong>Acme Partner Portal</strong>
        <AccountMenu />
      </header>
      <main className="portal-main">
        <h1>Customer messages</h1>
        <WacrmThemeProvider>
          <Messages devOutboxUrl={config.devOutboxUrl} />
        </WacrmThemeProvider>
      </main>
    </AuthProvider>
  );
}

function AccountMenu() {
  const auth = useAuth();
  if (!auth.user) return null;
  return (
    <span>
      Signed in as {auth.user.firstName} {auth.user.lastName}{' '}
      <button type="button" onClick={() => void auth.logout()}>
        Sign out
      </button>
    </span>
  );
}

function Messages({ devOutboxUrl }: { devOutboxUrl: string }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <p role="status">Loading your account…</p>;
  if (!auth.user) return <LoginForm devOutboxUrl={devOutboxUrl} headingLevel={2} />;
  return (
    <WacrmProvider client={auth.client} clientId={auth.user.userId}>
      <Conversations height={620} />
    </WacrmProvider>
  );
}
