/** Where a visitor was when they were sent to /login: a location's path, query and fragment. */
export interface LoginRedirectFrom {
  pathname?: string;
  search?: string;
  hash?: string;
}

/**
 * The router state that may arrive at /login: `from`, written by the shell's guard and by pages that ask the visitor
 * to sign in first, or signup's message and e-mail.
 */
export interface LoginRedirectState {
  from?: LoginRedirectFrom;
  message?: string;
  email?: string;
}

/** Reads router state as untrusted input: anything that is not the expected shape is dropped. */
export function readLoginRedirectState(state: unknown): LoginRedirectState {
  if (!state || typeof state !== 'object') return {};
  const s = state as Record<string, unknown>;
  const from = s.from && typeof s.from === 'object' ? (s.from as LoginRedirectFrom) : undefined;
  return {
    from,
    message: typeof s.message === 'string' ? s.message : undefined,
    email: typeof s.email === 'string' ? s.email : undefined,
  };
}

/**
 * A path on this site only. History state can be set by any script of the origin and survives reloads, so it is
 * checked as untrusted: `//host` and `/\host` are read by browsers as another host, and URL parsers drop tabs and
 * newlines (so `/<tab>/host` becomes `//host`), hence no control characters at all.
 */
function isSameSitePath(path: string): boolean {
  const control = [...path].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !control;
}

/** Where to go after signing in: back to the page that sent the user here (a same-site path), else home. */
export function destinationAfterLogin(state: LoginRedirectState): string {
  const from = state.from;
  if (!from || typeof from.pathname !== 'string') return '/';
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  // search and hash must keep their own markers, or '/' + '/host' would make '//host'
  if ((search && !search.startsWith('?')) || (hash && !hash.startsWith('#'))) return '/';
  if (from.pathname === '/login' || from.pathname === '/signup') return '/';
  const destination = `${from.pathname}${search}${hash}`;
  return isSameSitePath(from.pathname) && isSameSitePath(destination) ? destination : '/';
}

/** The state to send with a redirect to /login, so that signing in returns to `location`. */
export function loginRedirectFrom({ pathname, search, hash }: LoginRedirectFrom): LoginRedirectState {
  return { from: { pathname, search, hash } };
}
