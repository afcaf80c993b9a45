import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PortalProviders } from '@thali/auth-cart';
import { StandaloneFrame } from '@thali/ui';
import { LoginPage } from '../features/auth/components/login-page';
import { SignupPage } from '../features/auth/components/signup-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { CartPage } from '../features/cart/components/cart-page';
import { OrdersPage } from '../features/orders/components/orders-page';
import { SubscribePage } from '../features/subscribe/components/subscribe-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';

const LINKS = [
  { to: '/login', label: 'Sign In' },
  { to: '/signup', label: 'Create your account' },
  { to: '/profile', label: 'My Profile' },
  { to: '/cart', label: 'My Basket' },
  { to: '/orders', label: 'My Orders' },
  { to: '/subscribe', label: 'Subscribe' },
  { to: '/reset-password', label: 'Reset password' },
];

/** This remote alone on port 3002, with the same providers the shell gives it. */
export function StandaloneApp() {
  return (
    <PortalProviders>
      <BrowserRouter>
        <StandaloneFrame name="Customer account" links={LINKS}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/signup" element={<SignupPage />} />
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/cart" element={<CartPage />} />
            <Route path="/orders" element={<OrdersPage />} />
            <Route path="/subscribe" element={<SubscribePage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
          </Routes>
        </StandaloneFrame>
      </BrowserRouter>
    </PortalProviders>
  );
}
