import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { config } from './config';
import { AuthProvider } from './lib/auth';
import { createCookieAuthAdapter } from './lib/cookieAuthAdapter';
import { AppRoutes } from './routes/AppRoutes';

/**
 * The reference app (global styles and theme tokens: styles/app.css; the @wacrm/ui theme provider wraps the auth
 * and workbench screens in their own chunks, see ThemeRoot). The session comes from `createCookieAuthAdapter` until the SDK client and the auth widgets'
 * provider land; swap it here (or bridge their state through `AuthStateProvider`), nothing else changes.
 */
export function App() {
  const adapter = useMemo(() => createCookieAuthAdapter({ apiBaseUrl: config.apiBaseUrl }), []);
  return (
    <AuthProvider adapter={adapter}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AuthProvider>
  );
}
