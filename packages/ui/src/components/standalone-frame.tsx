import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
// Through the package's shared entry: the ThemeProvider context is the one the portal's providers set.
import { useThemeMode } from '@thali/ui';
import { useT } from '../entries/messages';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 1rem;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    margin-right: auto;
  }
`;

/**
 * The frame a remote uses when it runs alone on its own port (its team's dev loop):
 * links to its own routes and the theme switch; the real layout lives in the shell.
 */
export function StandaloneFrame({ name, links, children }: { name: string; links: { to: string; label: string }[]; children: ReactNode }) {
  const { mode, toggle } = useThemeMode();
  const t = useT();
  return (
    <>
      <Bar>
        <strong>Thali · {name}</strong>
        <nav aria-label={t('standalone.pages', { name })}>
          {links.map((l) => (
            <Link key={l.to} to={l.to}>
              {l.label}
            </Link>
          ))}
        </nav>
        <button type="button" onClick={toggle}>
          {mode === 'dark' ? t('standalone.toLight') : t('standalone.toDark')}
        </button>
      </Bar>
      <main id="main">{children}</main>
    </>
  );
}
