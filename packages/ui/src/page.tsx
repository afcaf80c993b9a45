import type { ReactNode } from 'react';
import type { RemoteName } from '@thali/contract';
import { pageDefiner } from '@thali/render/page';
// Through the package's shared entry (one ThemeProvider context with the providers'); this file itself is not in that
// entry, so the portal's shared @thali/ui does not carry it (each remote bundles it with its pages).
import { RemoteRoot } from '@thali/ui';

/**
 * The `definePage` of a remote (its src/app/define-page.ts): every page of it renders inside the remote's RemoteRoot,
 * marked with its name and its build's version; path and access are the page's manifest line.
 */
export function remotePageDefiner<R extends RemoteName>(remote: R, version: string | undefined) {
  function Root({ children }: { children: ReactNode }) {
    return (
      <RemoteRoot name={remote} version={version}>
        {children}
      </RemoteRoot>
    );
  }
  return pageDefiner(remote, Root);
}
