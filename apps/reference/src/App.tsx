import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { WacrmThemeProvider } from '@wacrm/ui';
import { config } from './config';
import { AuthProvider } from './lib/auth';
import { createCookieAuthAdapter } from './lib/cookieAuthAdapter';
import { AppRoutes } from './routes/AppRoutes';

/**
 * The reference app. The session comes from `createCookieAuthAdapter` until the SDK client and the auth widgets'
 * provider land; swap it here (or bridge their state through `AuthStateProvider`), nothing else changes.
 */
export function App() {
  const adapter = useMemo(() => createCookieAuthAdapter({ apiBaseUrl: config.apiBaseUrl }), []);
  return (
    <WacrmThemeProvider style={{ minHeight: '100vh' }}>
      <AuthProvider adapter={adapter}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AuthProvider>
    </WacrmThemeProvider>
  );
}
