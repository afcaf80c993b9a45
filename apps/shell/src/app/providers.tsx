import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { PortalProviders } from '@thali/auth-cart';
import { ErrorBoundary } from '../features/errors/components/error-boundary';

/** Everything a route needs around it; remotes read these same singletons. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <PortalProviders>
      <ErrorBoundary>
        <BrowserRouter>{children}</BrowserRouter>
      </ErrorBoundary>
    </PortalProviders>
  );
}
