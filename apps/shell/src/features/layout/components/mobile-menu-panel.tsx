import { useRef, type RefObject } from 'react';
import { NavLink as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { LanguageSwitch } from '@thali/ui';
import type { NavLink } from '../hooks/use-nav-links';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { BasketBadge } from './basket-badge';
import { useT } from '../messages';

// The open phone menu: a chunk of its own, fetched when the reader reaches for the menu button (mobile-menu.tsx), so
// no first load carries a panel that is closed until asked for.

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

export interface MobileMenuPanelProps {
  links: NavLink[];
  name?: string;
  onLogout?: () => void;
  /** Where focus returns when the panel closes (the menu button). */
  burger: RefObject<HTMLButtonElement | null>;
  close: () => void;
}

/** The links, who is signed in, log out and the languages; focus is held inside while it is open. */
export function MobileMenuPanel({ links, name, onLogout, burger, close }: MobileMenuPanelProps) {
  const panel = useRef<HTMLElement>(null);
  const t = useT();
  useFocusTrap(true, panel, burger, close);
  return (
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
  );
}
