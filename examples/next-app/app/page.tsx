import { connection } from 'next/server';
import { SupportInbox } from './SupportInbox';

/**
 * A server component: it reads the API address from the server's environment at request time and renders the
 * partner's page around the Wacrm widgets (a client component, hydrated in the browser).
 */
export default async function Page() {
  await connection();
  const apiUrl = process.env.WACRM_API_URL ?? 'http://localhost:4010/api/v1';
  return (
    <main style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }}>
      <h1>Globex Support Hub</h1>
      <p>Answer your customers&apos; WhatsApp messages without leaving the hub.</p>
      <SupportInbox apiUrl={apiUrl} />
    </main>
  );
}
