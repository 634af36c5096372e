import { connection } from 'next/server';
import { WacrmThemeProvider } from '@wacrm/ui';
import { SupportInbox } from './SupportInbox';

/**
 * A server component: it reads the API address from the server's environment at request time and renders the
 * partner's page around the Wacrm widgets. `WacrmThemeProvider` comes straight from @wacrm/ui into this server
 * component, which works only because the package's built entry starts with "use client" (without it `next build`
 * fails: "createContext is not a function"); `SupportInbox` is the partner's own client component, since the SDK
 * client it creates cannot cross from the server.
 */
export default async function Page() {
  await connection();
  const apiUrl = process.env.WACRM_API_URL ?? 'http://localhost:4010/api/v1';
  return (
    <main style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }}>
      <h1>Globex Support Hub</h1>
      <p>Answer your customers&apos; WhatsApp messages without leaving the hub.</p>
      <WacrmThemeProvider>
        <SupportInbox apiUrl={apiUrl} />
      </WacrmThemeProvider>
    </main>
  );
}
