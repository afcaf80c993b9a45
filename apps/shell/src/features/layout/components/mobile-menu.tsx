import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { NavLink } from '../hooks/use-nav-links';
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

// The panel's code arrives when the reader reaches for the button (pointer, touch or focus), a few hundred bytes
// from the same server; a click before it is in opens the panel as soon as it is. Not React.lazy: a failed fetch
// (offline) would be thrown to the layout's error boundary; here the menu stays closed and the next click tries again.
type PanelModule = typeof import('./mobile-menu-panel');
let panelModule: PanelModule | undefined;
const loadPanel = () => import(/* webpackChunkName: "mobile-menu-panel" */ './mobile-menu-panel').then((m) => (panelModule = m));
const prefetch = () => {
  if (!panelModule) loadPanel().catch(() => {});
};

/** The top bar's links for narrow screens; closes on link click, Escape and window resize. */
export function MobileMenu({ links, name, onLogout }: { links: NavLink[]; name?: string; onLogout?: () => void }) {
  const [open, setOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const [, panelArrived] = useState(panelModule !== undefined);
  const t = useT();
  const toggle = () => {
    if (open || panelModule) {
      setOpen(!open);
      return;
    }
    setOpen(true);
    loadPanel().then(() => panelArrived(true), close);
  };
  const Panel = panelModule?.MobileMenuPanel;

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
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onClick={toggle}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </Burger>
      {open && Panel ? <Panel links={links} name={name} onLogout={onLogout} burger={burger} close={close} /> : null}
    </>
  );
}
