import type { ReactNode } from 'react';
import { WacrmThemeProvider } from '@wacrm/ui';

/**
 * The @wacrm/ui theme (dark) for the screens built from the packages (auth, workbench). It lives in their lazy
 * chunks, not in App: the public site is plain CSS so the landing route stays within its JavaScript budget.
 */
export function ThemeRoot({ children }: { children?: ReactNode }) {
  return <WacrmThemeProvider style={{ minHeight: '100vh' }}>{children}</WacrmThemeProvider>;
}
