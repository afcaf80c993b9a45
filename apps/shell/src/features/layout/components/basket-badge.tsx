import styled from 'styled-components';
import { useT } from '../messages';

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.375rem;
  height: 1.375rem;
  padding: 0 0.375rem;
  margin-left: 0.375rem;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

/** Number of items in the basket; hidden at 0. */
export function BasketBadge({ count }: { count: number }) {
  const t = useT();
  if (!count) return null;
  return (
    <Count aria-label={t('basket.badge', { count })} data-testid="basket-count">
      {count}
    </Count>
  );
}
