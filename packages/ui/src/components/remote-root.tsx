import type { ReactNode } from 'react';

/** Marks what a remote rendered, with the build it came from, for debugging and deploy checks. */
export function RemoteRoot({ name, version, children }: { name: string; version?: string; children: ReactNode }) {
  return (
    <div data-remote={name} data-remote-version={version}>
      {children}
    </div>
  );
}
