import { ROUTES, type RouteSpec } from './manifest';

/** A route matched by a location: the route and the values of its `:name` segments. */
export interface RouteMatch {
  route: RouteSpec;
  params: Record<string, string>;
}

const trimmed = (path: string) => path.replace(/\/+$/, '');

/**
 * The values of `pattern`'s `:name` segments in `pathname`, or null when it does not match: as the router matches a
 * route's path (letters in any case, an optional trailing slash, each parameter one non-empty segment, decoded).
 */
export function matchParams(pattern: string, pathname: string): Record<string, string> | null {
  const want = trimmed(pattern).split('/');
  const have = trimmed(pathname).split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const segment = have[i] ?? '';
    if (part.startsWith(':')) {
      if (!segment) return null;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        params[part.slice(1)] = segment; // a malformed escape: the segment as written
      }
    } else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return params;
}

/**
 * The first route (in the manifest's order) whose path matches `pathname`, with its parameters; null for none. Plain
 * code, no router: the shell's start-up uses it before React has arrived (a page behind sign-in starts its reads then).
 */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const route of ROUTES) {
    const params = matchParams(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}
