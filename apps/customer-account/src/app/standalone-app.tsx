import type { ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths, routesOf, type PageName } from '@thali/contract';
import { PortalProviders } from '@thali/auth-cart';
import { StandaloneFrame } from '@thali/ui';
import { LoginPage } from '../features/auth/components/login-page';
import { SignupPage } from '../features/auth/components/signup-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { CartPage } from '../features/cart/components/cart-page';
import { OrdersPage } from '../features/orders/components/orders-page';
import { SubscribePage } from '../features/subscribe/components/subscribe-page';
import { TiffinsPage } from '../features/tiffins/components/tiffins-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';

// Every page this remote has in the contract, with its component (a missing one is a type error); each is
// served at the contract's path.
const PAGES: Record<PageName<'customer_account'>, ComponentType> = {
  login: LoginPage,
  signup: SignupPage,
  profile: ProfilePage,
  cart: CartPage,
  orders: OrdersPage,
  subscribe: SubscribePage,
  tiffins: TiffinsPage,
  'reset-password': ResetPasswordPage,
};

const LINKS = [
  { to: paths.login(), label: 'Sign In' },
  { to: paths.signup(), label: 'Create your account' },
  { to: paths.profile(), label: 'My Profile' },
  { to: paths.cart(), label: 'My Basket' },
  { to: paths.orders(), label: 'My Orders' },
  { to: paths.subscribe(), label: 'Subscribe' },
  { to: paths.tiffins(), label: 'My Tiffins' },
  { to: paths.resetPassword(), label: 'Reset password' },
];

/** This remote alone on its own port (packages/contract/apps.json), with the same providers the shell gives it. */
export function StandaloneApp() {
  return (
    <PortalProviders>
      <BrowserRouter>
        <StandaloneFrame name="Customer account" links={LINKS}>
          <Routes>
            {routesOf('customer_account').map(({ page, path }) => {
              const Page = PAGES[page];
              return <Route key={path} path={path} element={<Page />} />;
            })}
          </Routes>
        </StandaloneFrame>
      </BrowserRouter>
    </PortalProviders>
  );
}
