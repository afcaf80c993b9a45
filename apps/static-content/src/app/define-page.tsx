import type { ReactNode } from 'react';
import { pageDefiner } from '@thali/render/page';
import { RemoteRoot } from '@thali/ui';

/** What every page of this remote renders inside: the marker of what the remote rendered, and its build's version. */
function Root({ children }: { children: ReactNode }) {
  return (
    <RemoteRoot name="static_content" version={process.env.THALI_APP_VERSION}>
      {children}
    </RemoteRoot>
  );
}

/** Declares one page of this remote (src/app/pages/<page>.tsx): its path and access are its manifest line's. */
export const definePage = pageDefiner('static_content', Root);
