import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from './lib/auth';
import { createCookieAuthAdapter } from './lib/cookieAuthAdapter';
import { AppRoutes } from './routes/AppRoutes';

/**
 * The reference app. Global styles and theme tokens: styles/app.css; the @wacrm/ui theme provider wraps the auth
 * and workbench screens in their own chunks (ThemeRoot). The session: `createCookieAuthAdapter` (SDK cookies and
 * `auth.getProfile()`, loaded on demand); another source can drive the guards through `AuthStateProvider`.
 */
export function App() {
  const adapter = useMemo(() => createCookieAuthAdapter(), []);
  return (
    <SessionProvider adapter={adapter}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SessionProvider>
  );
}
