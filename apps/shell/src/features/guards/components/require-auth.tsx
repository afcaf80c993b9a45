import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@thali/auth-cart';
import { loginRedirectFrom, paths } from '@thali/contract';
import { PageSkeleton } from '@thali/ui';

/**
 * Guarded routes wait for the first auth check (no flash of a redirect). Anonymous users go
 * to /login, remembering where they were headed; a wrong role goes home. Staff pages (issue 41) need
 * `admins/{uid}`, which the session reads with the role, so nobody else sees a frame of them.
 */
export function RequireAuth({ role, whileChecking, children }: {
  role?: 'meal_provider' | 'staff';
  /** Rendered beside the skeleton until the first check ends (the shell: the page's data, started early). */
  whileChecking?: ReactNode;
  children: ReactNode;
}) {
  const { status, role: userRole, isStaff } = useAuth();
  const location = useLocation();
  if (status === 'loading') {
    return (
      <>
        <PageSkeleton />
        {whileChecking}
      </>
    );
  }
  if (status === 'signed-out') return <Navigate to={paths.login()} replace state={loginRedirectFrom(location)} />;
  if (role === 'staff' ? !isStaff : role && userRole !== role) return <Navigate to="/" replace />;
  return <>{children}</>;
}
