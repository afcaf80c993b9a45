import { lazy, Suspense } from 'react';
import { Link, NavLink as RouterLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@thali/auth-cart';
import { LanguageSwitch } from '@thali/ui';
import { useT } from '../messages';
import { useNavLinks } from '../hooks/use-nav-links';
import { BasketBadge } from './basket-badge';
import { MobileMenu } from './mobile-menu';
import { ThemeToggle } from './theme-toggle';

// Only a signed-in reader has the account menu and a customer the phone's basket: one chunk of their own, not in every
// visitor's first load (a page behind sign-in preloads it with the session's first reads: packages/tooling/webpack.js
// DATA_LAYER_GROUPS).
const ProfileMenu = lazy(() => import(/* webpackChunkName: "account-controls" */ './profile-menu').then((m) => ({ default: m.ProfileMenu })));
const PhoneBasket = lazy(() => import(/* webpackChunkName: "account-controls" */ './phone-basket').then((m) => ({ default: m.PhoneBasket })));

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  position: relative;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0.5rem 1rem;
  min-height: 64px;
  display: flex;
  align-items: center;
  gap: 1rem;
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 1.375rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  margin-right: auto;
  flex: none;
`;

// Marathi's and Hindi's labels are longer than English's: between 1024 and 1280 px a staff member's links, account
// menu and language switch do not fit one row, so the links wrap to a second row (each link whole) rather than push
// the bar sideways.
const Links = styled.nav`
  display: none;
  align-items: center;
  justify-content: flex-end;
  flex-wrap: wrap;
  min-width: 0;
  gap: 0.25rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: flex;
  }
  a {
    display: inline-flex;
    white-space: nowrap;
    align-items: center;
    min-height: 44px;
    padding: 0 0.75rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

// The account menu and the language switch keep their size; the links wrap instead.
const Desktop = styled.div`
  display: none;
  flex: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: block;
  }
`;

function Logo() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
      <circle cx="16" cy="16" r="15" fill="#4338ca" />
      <circle cx="16" cy="16" r="10" fill="#fbbf24" />
      <circle cx="12" cy="13" r="3" fill="#f97316" />
      <circle cx="20" cy="13" r="3" fill="#16a34a" />
      <circle cx="16" cy="20" r="3" fill="#dc2626" />
    </svg>
  );
}

export function TopBar() {
  const { user, signOut } = useAuth();
  const { status, common, signedOut, role, account } = useNavLinks();
  const navigate = useNavigate();
  const t = useT();
  const logout = () => {
    void signOut().finally(() => navigate('/'));
  };
  const main = [...common, ...signedOut, ...role];
  // a kitchen's current name, live (the session follows its listing): the account menu's on a wide screen, the phone menu's
  const name = user?.displayName || user?.email || t('account.fallbackName');
  const basket = role.find((link) => link.badge !== undefined);

  return (
    <Bar>
      <Inner>
        <Brand to="/">
          <Logo />
          Thali
        </Brand>
        {/* Busy until the session is known: the account links are added then. */}
        <Links aria-label={t('nav.main')} aria-busy={status === 'loading' ? true : undefined}>
          {main.map((link) => (
            <RouterLink key={link.to} to={link.to}>
              {link.label}
              {link.badge !== undefined ? <BasketBadge count={link.badge} /> : null}
            </RouterLink>
          ))}
        </Links>
        {status === 'signed-in' ? (
          <Desktop>
            <Suspense fallback={null}>
              <ProfileMenu name={name} links={account} onLogout={logout} />
            </Suspense>
          </Desktop>
        ) : null}
        <Desktop>
          <LanguageSwitch label={t('language')} />
        </Desktop>
        <ThemeToggle />
        {basket ? (
          <Suspense fallback={null}>
            <PhoneBasket to={basket.to} count={basket.badge ?? 0} />
          </Suspense>
        ) : null}
        <MobileMenu links={[...main, ...account]} name={status === 'signed-in' ? name : undefined} onLogout={status === 'signed-in' ? logout : undefined} />
      </Inner>
    </Bar>
  );
}
