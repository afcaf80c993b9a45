import { Fragment, useState } from 'react';
import styled from 'styled-components';
import { formatPrice } from '@thali/auth-cart';
import type { Order } from '@thali/firebase-data';
import { Button } from '@thali/ui';
import { useNarrowScreen } from '../hooks/use-narrow-screen';
import { orderLabel } from '../utils/order-label';
import { cancelledByText, OrderDate, OrderDetail } from './order-detail';
import { OrderStatusBadge } from './order-status-badge';

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
  min-width: 880px;
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

const Address = styled.span`
  display: block;
  max-width: 16rem;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const OrderCard = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  padding: 0.75rem 1rem;
  header { display: flex; justify-content: space-between; align-items: flex-start; gap: 0.5rem; margin-bottom: 0.5rem; }
  h3 { margin: 0; font-size: 1rem; overflow-wrap: anywhere; }
  dl { margin-bottom: 0.75rem; }
`;

interface Props {
  orders: Order[];
  labelledBy: string;
  updating: ReadonlySet<string>;
  onSettle: (order: Order, status: 'completed' | 'cancelled') => void;
}

function Status({ order }: { order: Order }) {
  const who = cancelledByText(order);
  return (
    <>
      <OrderStatusBadge status={order.status} />
      {who ? <Muted>{who}</Muted> : null}
    </>
  );
}

const DetailRow = styled.tr`
  td { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const Disclosure = styled.button`
  display: block;
  margin-top: 0.25rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: 0.8125rem;
  text-decoration: underline;
  cursor: pointer;
`;

function SettleButtons({ order, busy, onSettle }: { order: Order; busy: boolean; onSettle: Props['onSettle'] }) {
  const id = orderLabel(order);
  return (
    <Actions aria-busy={busy || undefined}>
      <Button type="button" aria-label={`Complete order ${id} (${order.itemName})`} disabled={busy} onClick={() => onSettle(order, 'completed')}>
        Complete
      </Button>
      <Button type="button" $variant="danger" aria-label={`Cancel order ${id} (${order.itemName})`} disabled={busy} onClick={() => onSettle(order, 'cancelled')}>
        Cancel
      </Button>
    </Actions>
  );
}

/** Below 640 px: one card per order with every field of the table, and both actions. */
function OrderCards({ orders, labelledBy, updating, onSettle }: Props) {
  return (
    <Cards aria-labelledby={labelledBy}>
      {orders.map((order) => (
        <OrderCard key={order.id}>
          <header>
            <h3>{order.itemName}</h3>
            <div>
              <Status order={order} />
            </div>
          </header>
          <OrderDetail order={order} />
          {order.status === 'pending' ? <SettleButtons order={order} busy={updating.has(order.id)} onSettle={onSettle} /> : null}
        </OrderCard>
      ))}
    </Cards>
  );
}

/**
 * The provider's newest orders, with where to deliver each and the customer's note; only pending ones can be
 * completed or cancelled. A table on wider screens, cards below 640 px.
 */
export function RecentOrdersTable(props: Props) {
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState<string | null>(null);
  const { orders, labelledBy, updating, onSettle } = props;
  if (orders.length === 0) return <Empty>No recent orders</Empty>;
  if (narrow) return <OrderCards {...props} />;
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
            <th scope="col">Deliver to</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const id = orderLabel(order);
            const busy = updating.has(order.id);
            return (
              <Fragment key={order.id}>
                <tr>
                  <td>
                    <code>{id}</code>
                    <Disclosure type="button" aria-expanded={open === order.id} aria-controls={open === order.id ? `order-detail-${order.id}` : undefined}
                      aria-label={`Details of order ${id} (${order.itemName})`} onClick={() => setOpen(open === order.id ? null : order.id)}>
                      Details
                    </Disclosure>
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
                    <Status order={order} />
                  </td>
                  <td>
                    <OrderDate timestamp={order.timestamp} />
                  </td>
                  <td>
                    <Address>{order.address || '—'}</Address>
                    {order.note ? <Muted>Note: {order.note}</Muted> : null}
                  </td>
                  <td>
                    {order.status === 'pending' ? (
                      <SettleButtons order={order} busy={busy} onSettle={onSettle} />
                    ) : (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="visually-hidden">No actions</span>
                      </>
                    )}
                  </td>
                </tr>
                {open === order.id ? (
                  <DetailRow id={`order-detail-${order.id}`}>
                    <td colSpan={7}>
                      <OrderDetail order={order} />
                    </td>
                  </DetailRow>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}
