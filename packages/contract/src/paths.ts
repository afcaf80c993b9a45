import { ROUTES, type PageName } from './manifest';

type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

/** The parameters of the routes that have some (a test checks this against the paths' `:names`). */
export interface RouteParams {
  menu: { providerId: string };
}

type Builder<P extends PageName> = P extends keyof RouteParams ? (params: RouteParams[P]) => string : () => string;

/** Link builders, one per page: `paths.menu({ providerId })`, `paths.resetPassword()`. Parameters are URL-encoded. */
export type Paths = { [P in PageName as Camel<P>]: Builder<P> };

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

function builder(path: string) {
  return (params: Record<string, string> = {}) =>
    path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      const value = params[name];
      if (typeof value !== 'string') throw new Error(`${path} needs the parameter ${name}`);
      return encodeURIComponent(value);
    });
}

export const paths = Object.fromEntries(ROUTES.map((route) => [camel(route.page), builder(route.path)])) as unknown as Paths;
