import type { ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths, routesOf, type PageName } from '@thali/contract';
import { PortalProviders } from '@thali/auth-cart';
import { StandaloneFrame } from '@thali/ui';
import { DashboardPage } from './dashboard-page';

// Every page this remote has in the contract, with its component (a missing one is a type error); each is
// served at the contract's path.
const PAGES: Record<PageName<'provider_dashboard'>, ComponentType> = {
  dashboard: DashboardPage,
};

const LINKS = [
  { to: paths.dashboard(), label: 'Provider Dashboard' },
];

/** This remote alone on its own port (packages/contract/apps.json), with the same providers the shell gives it. */
export function StandaloneApp() {
  return (
    <PortalProviders>
      <BrowserRouter>
        <StandaloneFrame name="Provider dashboard" links={LINKS}>
          <Routes>
            {routesOf('provider_dashboard').map(({ page, path }) => {
              const Page = PAGES[page];
              return <Route key={path} path={path} element={<Page />} />;
            })}
          </Routes>
        </StandaloneFrame>
      </BrowserRouter>
    </PortalProviders>
  );
}
