import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@thali/contract';
import { useT } from '../messages';

const Nav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space(6)};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: 0.5rem 0.875rem;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** The operations pages' own section bar (the top bar's "Operations" opens the Overview). */
export function OpsNav() {
  const t = useT();
  return (
    <Nav aria-label={t('operations')}>
      <ul>
        <li><NavLink to={paths.ops()} end>{t('page.overview')}</NavLink></li>
        <li><NavLink to={paths.opsMessages()}>{t('page.messages')}</NavLink></li>
        <li><NavLink to={paths.opsKitchens()}>{t('page.kitchens')}</NavLink></li>
        <li><NavLink to={paths.opsReviews()}>{t('page.reviews')}</NavLink></li>
        <li><NavLink to={paths.opsSupport()}>{t('page.support')}</NavLink></li>
      </ul>
    </Nav>
  );
}
