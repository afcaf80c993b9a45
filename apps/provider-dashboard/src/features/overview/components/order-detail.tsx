import styled from 'styled-components';
import { formatPrice } from '@thali/auth-cart';
import type { Order } from '@thali/firebase-data';
import { formatDateTime, isoInstant } from '@thali/ui';

export const CANCELLED_BY_CUSTOMER = 'Cancelled by customer';

/** The order's moment in Asia/Kolkata (the kitchen's time, whatever the browser's zone). */
export function OrderDate({ timestamp }: { timestamp: number }) {
  const text = formatDateTime(timestamp);
  if (!text) return <>—</>;
  return <time dateTime={isoInstant(timestamp)}>{text}</time>;
}

/** "Cancelled by customer" for an order its customer cancelled (the kitchen knows the ones it cancelled itself). */
export function cancelledByText(order: Pick<Order, 'status' | 'cancelledBy'>): string {
  return order.status === 'cancelled' && order.cancelledBy === 'customer' ? CANCELLED_BY_CUSTOMER : '';
}

const List = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.25rem 0.75rem;
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
  code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
`;

const STATUS_WORDS = { pending: 'Pending', completed: 'Completed', cancelled: 'Cancelled' } as const;

/** Every field of one order the kitchen needs to cook and deliver it. */
export function OrderDetail({ order }: { order: Order }) {
  const who = cancelledByText(order);
  return (
    <List>
      {order.orderNumber ? (
        <>
          <dt>Order number</dt>
          <dd>
            <code>{order.orderNumber}</code>
          </dd>
        </>
      ) : null}
      <dt>Order ID</dt>
      <dd>
        <code>{order.id}</code>
      </dd>
      <dt>Item</dt>
      <dd>{order.itemName}</dd>
      <dt>Quantity</dt>
      <dd>{order.quantity}</dd>
      <dt>Price</dt>
      <dd>{formatPrice(order.price)}</dd>
      <dt>Total</dt>
      <dd>{formatPrice(order.price * order.quantity)}</dd>
      <dt>Status</dt>
      <dd>{who ? `${STATUS_WORDS[order.status]} (${who.toLowerCase()})` : STATUS_WORDS[order.status]}</dd>
      <dt>Placed</dt>
      <dd>
        <OrderDate timestamp={order.timestamp} />
      </dd>
      {order.updatedAt ? (
        <>
          <dt>{order.status === 'completed' ? 'Completed' : 'Cancelled'}</dt>
          <dd>
            <OrderDate timestamp={order.updatedAt} />
          </dd>
        </>
      ) : null}
      <dt>Deliver to</dt>
      <dd>{order.address || 'No address (placed before orders carried one)'}</dd>
      <dt>Note</dt>
      <dd>{order.note || 'None'}</dd>
    </List>
  );
}
