import styled from 'styled-components';
import { formatPrice } from '@thali/auth-cart';
import type { Order } from '@thali/firebase-data';
import { Button } from '@thali/ui';
import { OrderStatusBadge } from './order-status-badge';

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table`
  width: 100%;
  min-width: 720px;
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
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  button {
    min-height: 36px;
    padding: 0.25rem 0.75rem;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function OrderDate({ timestamp }: { timestamp: number }) {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return <>—</>;
  return <time dateTime={date.toISOString()}>{dateTime.format(date)}</time>;
}

export const shortId = (id: string) => id.slice(0, 8);

interface Props {
  orders: Order[];
  labelledBy: string;
  updating: ReadonlySet<string>;
  onSettle: (order: Order, status: 'completed' | 'cancelled') => void;
}

/** The provider's newest orders; only pending ones can be completed or cancelled. */
export function RecentOrdersTable({ orders, labelledBy, updating, onSettle }: Props) {
  if (orders.length === 0) return <Empty>No recent orders</Empty>;
  return (
    // Focusable so keyboard users can scroll the table sideways on narrow screens.
    <Scroll role="region" aria-label="Recent orders table" tabIndex={0}>
      <Table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">Order ID</th>
            <th scope="col">Item</th>
            <th scope="col">Price</th>
            <th scope="col">Status</th>
            <th scope="col">Date</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const id = shortId(order.id);
            const busy = updating.has(order.id);
            return (
              <tr key={order.id}>
                <td>
                  <code>{id}</code>
                </td>
                <td>
                  {order.itemName}
                  <Muted>Qty {order.quantity}</Muted>
                </td>
                <td>
                  {formatPrice(order.price)}
                  {order.quantity > 1 ? <Muted>{formatPrice(order.price * order.quantity)} total</Muted> : null}
                </td>
                <td>
                  <OrderStatusBadge status={order.status} />
                </td>
                <td>
                  <OrderDate timestamp={order.timestamp} />
                </td>
                <td>
                  {order.status === 'pending' ? (
                    <Actions aria-busy={busy || undefined}>
                      <Button type="button" aria-label={`Complete order ${id} (${order.itemName})`} disabled={busy} onClick={() => onSettle(order, 'completed')}>
                        Complete
                      </Button>
                      <Button type="button" $variant="danger" aria-label={`Cancel order ${id} (${order.itemName})`} disabled={busy} onClick={() => onSettle(order, 'cancelled')}>
                        Cancel
                      </Button>
                    </Actions>
                  ) : (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">No actions</span>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}
