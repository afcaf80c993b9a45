import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ROUTES, type RouteSpec } from '@thali/contract';
import { NotFound } from '../features/errors/components/not-found';
import { RequireAuth } from '../features/guards/components/require-auth';
import { RemotePage } from '../features/remotes/components/remote-page';

/**
 * The portal's route table, from the contract (packages/contract/apps.json): each route, the remote page that
 * renders it, and who may see it.
 */
export { ROUTES };

// Rendered only on a route behind sign-in, during the session's first check (over a second at the least: the Auth SDK
// and its lookup), so its code stays out of a public page's first load.
// named: index.html's inline script preloads it on a page behind sign-in (packages/tooling/webpack.js DATA_LAYER_GROUPS)
const SessionDataPrefetch = lazy(() => import(/* webpackChunkName: "session-data-prefetch" */ '../features/remotes/components/session-data-prefetch'));

function routeElement({ remote, page, access }: RouteSpec) {
  const element = <RemotePage key={`${remote}/${page}`} remote={remote} page={page} />;
  if (access === 'public') return element;
  return (
    <RequireAuth
      role={access === 'signed-in' ? undefined : access}
      whileChecking={
        <Suspense fallback={null}>
          <SessionDataPrefetch remote={remote} page={page} />
        </Suspense>
      }
    >
      {element}
    </RequireAuth>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={routeElement(route)} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
