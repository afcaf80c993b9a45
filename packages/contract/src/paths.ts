import { ROUTES, type PageName } from './manifest';

type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

/** The parameters of the routes that have some (a test checks this against the paths' `:names`). */
export interface RouteParams {
  menu: { providerId: string };
  /** issue 42: a payment's receipt, opened by its customer or its kitchen */
  receipt: { providerId: string; paymentId: string };
}

/** The search parameters of the pages that read some (`paths.subscribe({ plan })` → '/subscribe?plan=…'). */
export interface SearchParams {
  subscribe: { plan?: string };
  /** issue 42: the kitchen's Dues of one month, 'YYYY-MM' (none: this month) */
  'dashboard-dues': { month?: string };
}

type Builder<P extends PageName> = P extends keyof RouteParams
  ? (params: RouteParams[P]) => string
  : P extends keyof SearchParams
    ? (query?: SearchParams[P]) => string
    : () => string;

/** Link builders, one per page: `paths.menu({ providerId })`, `paths.resetPassword()`. Parameters are URL-encoded. */
export type Paths = { [P in PageName as Camel<P>]: Builder<P> };

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

const SEARCH_KEYS: { [P in keyof SearchParams]: readonly (keyof SearchParams[P])[] } = { subscribe: ['plan'], 'dashboard-dues': ['month'] };

function builder(page: string, path: string) {
  const searchKeys: readonly string[] = (SEARCH_KEYS as Record<string, readonly string[]>)[page] ?? [];
  return (params: Record<string, string | undefined> = {}) => {
    const base = path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      const value = params[name];
      if (typeof value !== 'string') throw new Error(`${path} needs the parameter ${name}`);
      return encodeURIComponent(value);
    });
    const query = new URLSearchParams();
    for (const key of searchKeys) {
      const value = params[key];
      if (typeof value === 'string' && value !== '') query.set(key, value);
    }
    const search = query.toString();
    return search ? `${base}?${search}` : base;
  };
}

export const paths = Object.fromEntries(ROUTES.map((route) => [camel(route.page), builder(route.page, route.path)])) as unknown as Paths;
