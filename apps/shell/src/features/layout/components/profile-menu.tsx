import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { NavLink } from '../hooks/use-nav-links';
import { useT } from '../messages';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  min-height: 44px;
  padding: 0 0.875rem;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 0.5rem);
  min-width: 12rem;
  margin: 0;
  padding: 0.375rem;
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.colors.shadow};
  z-index: 60;
  a,
  button {
    display: block;
    width: 100%;
    padding: 0.625rem 0.75rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: none;
    color: ${({ theme }) => theme.colors.text};
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/** Account links (My Profile, My Orders) and Logout behind a disclosure button. */
export function ProfileMenu({ name, links, onLogout }: { name: string; links: NavLink[]; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const t = useT();

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <Wrapper ref={wrapper}>
      <Trigger ref={trigger} type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((v) => !v)}>
        {/* the name shows; the rest of the button's name is for screen readers */}
        {t.rich('account.menu', { hidden: (text) => <span className="visually-hidden">{text}</span> }, { name })}
      </Trigger>
      {open ? (
        <Menu id={menuId}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
            >
              {t('account.logout')}
            </button>
          </li>
        </Menu>
      ) : null}
    </Wrapper>
  );
}
