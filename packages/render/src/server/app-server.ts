// What an app's server module gives the renderer (render-entry.tsx imports it as `thali:app-server`):
// a remote's src/app/server.tsx its providers and its pages by name; the shell's src/server.tsx the layout every
// route sits in. Each app writes it once: a new page needs no edit here or there.
import type { ComponentType, ReactNode } from 'react';
import type { DeclaredPage } from '../page/define-page';
import type { Providers } from './prerender-page';

export interface RemoteServer {
  /** What the remote's pages render inside (the same as in the portal: theme, session unknown, empty basket, toasts). */
  Providers: Providers;
  /** The page of that name (its src/app/pages/<name>.tsx), or undefined when there is none. */
  page(name: string): DeclaredPage | ComponentType | undefined;
  /** Run once before the first render, after the pages are loaded: loads every language's texts (@thali/ui's prepareServerMessages). */
  prepare?: () => Promise<void>;
}

export interface ShellServer {
  Providers?: Providers;
  /** The layout around every public page (top bar, menu, footer), rendered with an empty slot for the page. */
  Frame: ComponentType<{ children: ReactNode }>;
  /** As a remote's. */
  prepare?: () => Promise<void>;
}

export type AppServer = RemoteServer | ShellServer;

/**
 * A remote's server module from its providers and `load`, which requires `./pages/${name}.tsx` in the remote's own
 * file (esbuild bundles every file such a pattern matches, so a new page needs no list): a name with no file is no page.
 */
export function remoteServer(
  Providers: Providers,
  load: (name: string) => { default: DeclaredPage | ComponentType },
  prepare?: () => Promise<void>,
): RemoteServer {
  return {
    Providers,
    ...(prepare ? { prepare } : {}),
    page(name) {
      try {
        return load(name).default;
      } catch {
        return undefined;
      }
    },
  };
}
