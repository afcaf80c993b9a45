import styled from 'styled-components';
import { formatPrice } from '@thali/auth-cart';
import type { Order } from '@thali/firebase-data';
import { orderLabel } from '../../../shared/order-label';
import { linesSummary } from '../../../shared/order-lines';
import { OrderTime } from '../../../shared/order-date';
import { StageBadge } from '../../../shared/order-stage';
import { useNarrowScreen } from '../hooks/use-narrow-screen';
import { useT } from '../messages';

const Scroll = styled.div`
  /* relative: a visually hidden label inside stays within the scrolled box, not past the page's edge */
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;
  font-size: 0.9375rem;
  th,
  td {
    padding: 0.75rem 1rem;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.8125rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  td:nth-child(3) {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const OrderCard = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  padding: 0.625rem 1rem;
  overflow-wrap: anywhere;
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 0.25rem 0.5rem;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0.25rem 0 0;
  }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  }
`;

interface Props {
  orders: Order[];
  labelledBy: string;
  /** What "today" is (a time today shows without its date). */
  now?: number;
}

/**
 * The kitchen's five newest orders at a glance (the spec's "Recent Orders"): number, dishes, total, stage and time.
 * Acting on an order is the Orders board's job, where every order is. A table on wider screens, cards below 640 px.
 */
export function RecentOrdersTable({ orders, labelledBy, now = Date.now() }: Props) {
  const t = useT();
  const narrow = useNarrowScreen();
  if (orders.length === 0) return <Empty>{t('recent.empty')}</Empty>;
  if (narrow) {
    return (
      <Cards aria-labelledby={labelledBy}>
        {orders.map((order) => (
          <OrderCard key={order.id}>
            <div>
              <h3>
                <code>{orderLabel(order)}</code>
              </h3>
              <StageBadge stage={order.stage} />
            </div>
            <p>{linesSummary(order)}</p>
            <div>
              <strong>{formatPrice(order.total)}</strong>
              <OrderTime at={order.timestamp} now={now} />
            </div>
          </OrderCard>
        ))}
      </Cards>
    );
  }
  return (
    // Focusable so keyboard users can scroll the table sideways when it is wider than its column.
    <Scroll role="region" aria-label={t('recent.region')} tabIndex={0}>
      <Table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('recent.order')}</th>
            <th scope="col">{t('recent.dishes')}</th>
            <th scope="col">{t('recent.total')}</th>
            <th scope="col">{t('recent.status')}</th>
            <th scope="col">{t('recent.placed')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>
                <code>{orderLabel(order)}</code>
              </td>
              <td>{linesSummary(order)}</td>
              <td>{formatPrice(order.total)}</td>
              <td>
                <StageBadge stage={order.stage} />
              </td>
              <td>
                <OrderTime at={order.timestamp} now={now} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
