import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PortalProviders } from '@thali/auth-cart';
import { StandaloneFrame } from '@thali/ui';
import { DashboardPage } from './dashboard-page';

const LINKS = [
  { to: '/provider-dashboard', label: 'Provider Dashboard' },
];

/** This remote alone on port 3003, with the same providers the shell gives it. */
export function StandaloneApp() {
  return (
    <PortalProviders>
      <BrowserRouter>
        <StandaloneFrame name="Provider dashboard" links={LINKS}>
          <Routes>
            <Route path="/provider-dashboard" element={<DashboardPage />} />
          </Routes>
        </StandaloneFrame>
      </BrowserRouter>
    </PortalProviders>
  );
}
