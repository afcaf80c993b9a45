import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PortalProviders } from '@thali/auth-cart';
import { StandaloneFrame } from '@thali/ui';
import { HomePage } from '../features/home/components/home-page';
import { ProvidersPage } from '../features/providers/components/providers-page';
import { MenuPage } from '../features/menu/components/menu-page';

const LINKS = [
  { to: '/', label: 'Home-cooked meals from Nagpur kitchens' },
  { to: '/providers', label: 'Our Providers' },
];

/** This remote alone on port 3001, with the same providers the shell gives it. */
export function StandaloneApp() {
  return (
    <PortalProviders>
      <BrowserRouter>
        <StandaloneFrame name="Storefront" links={LINKS}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/providers" element={<ProvidersPage />} />
            <Route path="/provider/:providerId/menu" element={<MenuPage />} />
          </Routes>
        </StandaloneFrame>
      </BrowserRouter>
    </PortalProviders>
  );
}
