import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import type { NavLink } from '../hooks/use-nav-links';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { LanguageSwitch } from '@thali/ui';
import { BasketBadge } from './basket-badge';
import { useT } from '../messages';

const Burger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: none;
  }
`;

const Panel = styled.nav`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  padding: 0.5rem 1rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.colors.shadow};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
    text-align: left;
    cursor: pointer;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

// The panel's buttons are full-width rows; the language switch is one row of three.
const Languages = styled(LanguageSwitch)`
  padding: 0.5rem 0.75rem 0;
  && button {
    display: inline-flex;
    width: auto;
  }
`;

const Who = styled.p`
  margin: 0;
  padding: 0.5rem 0.75rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

/** The top bar's links for narrow screens; closes on link click, Escape and window resize. */
export function MobileMenu({ links, name, onLogout }: { links: NavLink[]; name?: string; onLogout?: () => void }) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const burger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const t = useT();
  useFocusTrap(open, panel, burger, close);

  useEffect(() => {
    if (!open) return undefined;
    window.addEventListener('resize', close);
    return () => window.removeEventListener('resize', close);
  }, [open, close]);

  return (
    <>
      <Burger
        ref={burger}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t('menu.close') : t('menu.open')}
        onClick={() => setOpen((v) => !v)}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </Burger>
      {open ? (
        <Panel id="mobile-menu" ref={panel} aria-label={t('nav.mobile')}>
          {name ? <Who>{t('account.signedInAs', { name })}</Who> : null}
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <RouterLink to={link.to} onClick={close}>
                  {link.label}
                  {link.badge !== undefined ? <BasketBadge count={link.badge} /> : null}
                </RouterLink>
              </li>
            ))}
            {onLogout ? (
              <li>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    onLogout();
                  }}
                >
                  {t('account.logout')}
                </button>
              </li>
            ) : null}
          </ul>
          <Languages label={t('language')} />
        </Panel>
      ) : null}
    </>
  );
}
