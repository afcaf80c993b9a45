import manifest from '../apps.json';

// apps.json is the one place where the remotes, their pages, route paths, access and ports are written; plain Node
// reads it through node.js. Its keys keep their literal types here, so a remote or page name that does not exist
// is a type error.
type Manifest = typeof manifest;

/** A remote by its federation name (the key in remotes.json and the first part of a `loadRemote` id). */
export type RemoteName = keyof Manifest['remotes'];
/** A page a remote exposes (as `./<page>`). */
export type PageName<R extends RemoteName = RemoteName> = R extends RemoteName ? keyof Manifest['remotes'][R]['pages'] & string : never;
/** Who may open a route: anyone, a signed-in user, a meal provider, or Thali's staff (`admins/{uid}: true`). */
export type Access = 'public' | 'signed-in' | 'meal_provider' | 'staff';

/** A preference of the reader's `__session` cookie that a page's server copy is rendered with (@thali/render's session). */
export type SessionPref = 'deliver';

export interface PageSpec {
  path: string;
  access: Access;
  /**
   * The reader's preferences the page's copy depends on: with one set, the composer asks the remote to render the copy
   * for it (e.g. the kitchens that deliver to the reader's PIN code), and keys what it keeps on it.
   */
  session?: readonly SessionPref[];
  /**
   * Behind sign-in: the signed-in account's own records the page opens with (names of @thali/firebase-data's
   * SESSION_READS). The shell asks them over REST as it starts, with the session stored on the device, before React and
   * the page's code have arrived; the page's reads then take those answers.
   */
  firstReads?: readonly string[];
  /**
   * An address kept for links that knew it, whose page only sends the reader on to this route (the same remote's, the
   * same access). The shell goes there before its page loads: index.html's first script replaces the address, so the
   * code and data the document preloads are the target's, and a link followed in the portal is sent on by its route.
   */
  redirectTo?: string;
}

export interface RemoteSpec<R extends RemoteName> {
  app: string;
  port: number;
  title: string;
  pages: Record<PageName<R>, PageSpec>;
}

/** One route of the portal: the remote page that renders it and who may see it. */
export type RouteSpec = {
  [R in RemoteName]: { remote: R; page: PageName<R> } & PageSpec;
}[RemoteName];

/**
 * The version of this contract. It moves when a page, a route path, the login-redirect state or a shared
 * package's API changes incompatibly; a shell runs a remote only if remotes.json says it was built for the same one.
 */
export const CONTRACT_VERSION: number = manifest.contractVersion;

// access values are checked against Access by this package's tests (JSON imports widen them to string).
export const REMOTES = manifest.remotes as unknown as { [R in RemoteName]: RemoteSpec<R> };

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** Every route, in the manifest's order. */
export const ROUTES: readonly RouteSpec[] = REMOTE_NAMES.flatMap((remote) =>
  Object.entries<PageSpec>(REMOTES[remote].pages).map(([page, spec]) => ({ remote, page, ...spec }) as RouteSpec),
);

/** The `loadRemote` id of a page: `<remote>/<page>`. */
export type PageId = { [R in RemoteName]: `${R}/${PageName<R>}` }[RemoteName];

export function pageId<R extends RemoteName>(remote: R, page: PageName<R>): PageId {
  return `${remote}/${page}` as PageId;
}

/** The routes of one remote (its standalone app serves the same paths). */
export function routesOf<R extends RemoteName>(remote: R): ({ remote: R; page: PageName<R> } & PageSpec)[] {
  return ROUTES.filter((route) => route.remote === remote) as ({ remote: R; page: PageName<R> } & PageSpec)[];
}
