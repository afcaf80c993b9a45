import type { ComponentType, ReactNode } from 'react';
import type { PageName, RemoteName } from '@thali/contract';
import type { LiveQueryOptions, QueryOptions } from './query-options';

/** A page's route params by name (each `:name` of its path). */
export type RouteParams = Record<string, string>;

/** What a remote declares of one page, in one place: the rest (path, access) is the page's manifest line. */
export interface PageDeclaration {
  /** The page itself (it reads its route params and data through hooks). */
  component: ComponentType;
  /**
   * The public data the page's server copy is rendered with, for these route params: the same query options the page's
   * hooks read, so the copy hands the live page exactly the answers it will ask for (first-data). Without it the
   * copy is rendered once, at build time, without data.
   */
  queries?: (params: RouteParams) => ReadonlyArray<QueryOptions<unknown>>;
  /**
   * A page behind sign-in: the live data it shows first for the signed-in account `uid`, the same query options its
   * hooks read. The shell starts them as soon as the session is known, while it still reads the account's role for the
   * page's guard, so the page's reads travel with the role's instead of one round trip after it (the shell's
   * SessionDataPrefetch, listening through watchLive; the page's hooks then find them under the same keys).
   */
  sessionQueries?: (params: RouteParams, uid: string) => ReadonlyArray<LiveQueryOptions<unknown>>;
}

/**
 * A declared page as the server and the standalone app see it. Its path and access stay in the manifest, where the
 * shell reads them (`ROUTES` of @thali/contract): the page's browser code does not carry the route table.
 */
export interface PageModule extends PageDeclaration {
  remote: RemoteName;
  name: string;
}

/** The page's exposed module: the component the shell renders (inside the remote's root), carrying its declaration. */
export type DeclaredPage = ComponentType & { page: PageModule };

/**
 * The `definePage` of one remote: every page of it renders inside `Root` (the remote's marker element); its path and
 * access are the manifest line of its name. A name not in the manifest is a type error.
 */
export function pageDefiner<R extends RemoteName>(remote: R, Root: ComponentType<{ children: ReactNode }>) {
  return function definePage(name: PageName<R>, declaration: PageDeclaration): DeclaredPage {
    const { component: Component } = declaration;
    function Exposed() {
      return (
        <Root>
          <Component />
        </Root>
      );
    }
    Exposed.displayName = `Page(${remote}/${name})`;
    return Object.assign(Exposed, { page: { ...declaration, remote, name } });
  };
}
