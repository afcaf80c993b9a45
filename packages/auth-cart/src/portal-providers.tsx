import type { ReactNode } from 'react';
import { ThemeProvider, ToastProvider } from '@thali/ui';
import { SessionProviders } from './session-providers';

/** Theme, session, basket and toasts: what the shell provides and what a remote alone provides too. */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <SessionProviders>
        <ToastProvider>{children}</ToastProvider>
      </SessionProviders>
    </ThemeProvider>
  );
}
