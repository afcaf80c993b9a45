import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../features/errors/components/not-found';
import { RequireAuth } from '../features/guards/components/require-auth';
import type { RemoteName } from '../features/remotes/api/load-remote-config';
import { RemotePage } from '../features/remotes/components/remote-page';

type Access = 'public' | 'signed-in' | 'meal_provider';

/**
 * The route table of spec §2: each route, the remote page that renders it, and who may see it.
 * `dataFirst`: the page's main content is data (its largest paint waits for the database), so the
 * Firebase SDK is fetched alongside the page's code instead of after its first paint.
 */
export const ROUTES: { path: string; remote: RemoteName; page: string; access: Access; dataFirst?: true }[] = [
  { path: '/', remote: 'storefront', page: 'home', access: 'public' },
  { path: '/providers', remote: 'storefront', page: 'providers', access: 'public' },
  { path: '/provider/:providerId/menu', remote: 'storefront', page: 'menu', access: 'public', dataFirst: true },
  { path: '/login', remote: 'customer_account', page: 'login', access: 'public' },
  { path: '/signup', remote: 'customer_account', page: 'signup', access: 'public' },
  { path: '/profile', remote: 'customer_account', page: 'profile', access: 'signed-in' },
  { path: '/cart', remote: 'customer_account', page: 'cart', access: 'signed-in' },
  { path: '/orders', remote: 'customer_account', page: 'orders', access: 'signed-in' },
  { path: '/subscribe', remote: 'customer_account', page: 'subscribe', access: 'signed-in' },
  { path: '/reset-password', remote: 'customer_account', page: 'reset-password', access: 'signed-in' },
  { path: '/provider-dashboard', remote: 'provider_dashboard', page: 'dashboard', access: 'meal_provider' },
  { path: '/delivery-areas', remote: 'static_content', page: 'delivery-areas', access: 'public' },
  { path: '/about', remote: 'static_content', page: 'about', access: 'public' },
  { path: '/contact', remote: 'static_content', page: 'contact', access: 'public' },
  { path: '/privacy-policy', remote: 'static_content', page: 'privacy-policy', access: 'public' },
  { path: '/terms', remote: 'static_content', page: 'terms', access: 'public' },
  { path: '/faq', remote: 'static_content', page: 'faq', access: 'public' },
];

export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map(({ path, remote, page, access }) => {
        const element = <RemotePage key={`${remote}/${page}`} remote={remote} page={page} />;
        return (
          <Route
            key={path}
            path={path}
            element={
              access === 'public' ? (
                element
              ) : (
                <RequireAuth role={access === 'meal_provider' ? 'meal_provider' : undefined}>{element}</RequireAuth>
              )
            }
          />
        );
      })}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
