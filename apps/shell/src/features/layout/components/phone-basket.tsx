import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../messages';

const BasketLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  min-width: 44px;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  /* the desktop bar lists My Basket with its count */
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: none;
  }
`;

const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 0.3rem;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.25rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

function BasketIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 9h18l-2 11H5L3 9z" />
      <path d="M8 9l4-6 4 6" />
    </svg>
  );
}

/** On a phone the basket and its count stay in the top bar, without opening the menu (a customer's only). */
export function PhoneBasket({ to, count }: { to: string; count: number }) {
  const t = useT();
  // 'Basket, 3 items'; 'Basket, empty' at 0
  return (
    <BasketLink to={to} aria-label={t('basket.phone', { count })} data-testid="phone-basket">
      <BasketIcon />
      {count > 0 ? <Count aria-hidden="true">{count > 99 ? '99+' : count}</Count> : null}
    </BasketLink>
  );
}
