import type { ReactNode } from 'react';
import { useThemeMode } from '../theme/theme-provider';

/**
 * Marks what a remote rendered, with the build it came from. It also reads the theme from
 * context: rendered inside the shell, that proves the remote shares the shell's singleton.
 */
export function RemoteRoot({ name, version, children }: { name: string; version?: string; children: ReactNode }) {
  const { mode } = useThemeMode();
  return (
    <div data-remote={name} data-remote-version={version} data-theme-mode={mode}>
      {children}
    </div>
  );
}
