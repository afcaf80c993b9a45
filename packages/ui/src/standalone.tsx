import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { routesOf, type RemoteName } from '@thali/contract';
// Through the package's shared entry (one ThemeProvider context with the providers'); this file itself is not in that
// entry, so the portal's shared @thali/ui does not carry what only a remote running alone needs.
import { Spinner } from '@thali/ui';
import { StandaloneFrame } from './components/standalone-frame';

export interface StandaloneAppProps {
  /** The remote's name as its team says it ('Storefront'). */
  name: string;
  /** The frame's links to the remote's pages. */
  links: { to: string; label: string }[];
  /** The remote: each of its pages in the manifest is served at its path. */
  remote: RemoteName;
  /**
   * A page's module by name, e.g. `(page) => import(\`./pages/${page}.tsx\`)`: the bundler finds every page file, so
   * a new page needs no edit here.
   */
  load: (page: string) => Promise<{ default: ComponentType }>;
  /** What the shell provides around every page (theme, session, basket, toasts). */
  Providers: ComponentType<{ children: ReactNode }>;
}

/**
 * A remote alone on its own port (its team's dev loop): each of its pages at its manifest path, loaded when first
 * opened, inside the same providers the shell gives it and a frame with links to them.
 */
export function StandaloneApp({ name, links, remote, load, Providers }: StandaloneAppProps) {
  // Made once: a lazy component made anew on each render would load, and mount, anew.
  const [pages] = useState(() => routesOf(remote).map(({ page, path }) => ({ path, Page: lazy(() => load(page)) })));
  return (
    <Providers>
      <BrowserRouter>
        <StandaloneFrame name={name} links={links}>
          <Suspense fallback={<Spinner />}>
            <Routes>
              {pages.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
          </Suspense>
        </StandaloneFrame>
      </BrowserRouter>
    </Providers>
  );
}
