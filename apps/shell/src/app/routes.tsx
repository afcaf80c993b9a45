import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { matchRoute, ROUTES, type RouteSpec } from '@thali/contract';
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

/**
 * A route kept for links that knew it (apps.json's `redirectTo`): the reader goes on to its target, query and fragment
 * kept, in place of it in history, without loading its page. (An address typed or opened from outside was already
 * replaced by index.html's first script.)
 */
function SendOn({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

function routeElement(route: RouteSpec) {
  const { remote, page, access, redirectTo } = route;
  const element = redirectTo ? <SendOn to={redirectTo} /> : <RemotePage key={`${remote}/${page}`} remote={remote} page={page} />;
  if (access === 'public') return element;
  // while the guard checks, the data of the page the reader will see (a redirect's target's)
  const shown = (redirectTo ? matchRoute(redirectTo)?.route : undefined) ?? route;
  return (
    <RequireAuth
      role={access === 'signed-in' ? undefined : access}
      whileChecking={
        <Suspense fallback={null}>
          <SessionDataPrefetch remote={shown.remote} page={shown.page} />
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
