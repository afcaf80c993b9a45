import type { Location } from 'react-router-dom';

/** What may arrive at /login: the guard's `from`, or signup's message and e-mail. */
export interface LoginState {
  from?: Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;
  message?: string;
  email?: string;
}

export function readLoginState(state: unknown): LoginState {
  if (!state || typeof state !== 'object') return {};
  const s = state as Record<string, unknown>;
  const from = s.from && typeof s.from === 'object' ? (s.from as LoginState['from']) : undefined;
  return {
    from,
    message: typeof s.message === 'string' ? s.message : undefined,
    email: typeof s.email === 'string' ? s.email : undefined,
  };
}

/** Where to go after signing in: back to the page that sent the user here, else home. */
export function destinationAfterLogin(state: LoginState): string {
  const from = state.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return '/';
  if (from.pathname === '/login' || from.pathname === '/signup') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
