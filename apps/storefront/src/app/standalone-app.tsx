import type { ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths, routesOf, type PageName } from '@thali/contract';
import { PortalProviders } from '@thali/auth-cart';
import { StandaloneFrame } from '@thali/ui';
import { HomePage } from '../features/home/components/home-page';
import { ProvidersPage } from '../features/providers/components/providers-page';
import { MenuPage } from '../features/menu/components/menu-page';

// Every page this remote has in the contract, with its component (a missing one is a type error); each is
// served at the contract's path.
const PAGES: Record<PageName<'storefront'>, ComponentType> = {
  home: HomePage,
  providers: ProvidersPage,
  menu: MenuPage,
};

const LINKS = [
  { to: paths.home(), label: 'Home-cooked meals from Nagpur kitchens' },
  { to: paths.providers(), label: 'Our Providers' },
];

/** This remote alone on its own port (packages/contract/apps.json), with the same providers the shell gives it. */
export function StandaloneApp() {
  return (
    <PortalProviders>
      <BrowserRouter>
        <StandaloneFrame name="Storefront" links={LINKS}>
          <Routes>
            {routesOf('storefront').map(({ page, path }) => {
              const Page = PAGES[page];
              return <Route key={path} path={path} element={<Page />} />;
            })}
          </Routes>
        </StandaloneFrame>
      </BrowserRouter>
    </PortalProviders>
  );
}
