import { useState } from 'react';
import styled from 'styled-components';
import { formatPrice, useAuth } from '@thali/auth-cart';
import type { SupportOrder } from '@thali/firebase-data';
import { slotLabel, slotOfOrder } from '@thali/firebase-data/logic';
import { Badge, Button, formatDateTime, isoInstant } from '@thali/ui';
import { RecordActions, RecordItem, RecordMuted } from '../../../shared/components/record-card';
import { paymentText, statusText } from '../utils/order-words';
import { CancelOrderForm } from './cancel-order-form';
import { OrderAudit } from './order-audit';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(6rem, max-content) minmax(0, 1fr);
  gap: 0.25rem 0.75rem;
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Lines = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  li { overflow-wrap: anywhere; }
`;

const TONE = { new: 'warning', accepted: 'primary', on_the_way: 'primary', delivered: 'success', cancelled: 'danger' } as const;

function At({ at }: { at: number | undefined }) {
  return at ? <time dateTime={isoInstant(at)}>{formatDateTime(at)}</time> : null;
}

/**
 * One order as support sees it: its number, kitchen and status, each step's time (Asia/Kolkata), its dishes, fee and
 * total, where it goes, the payment, "Cancel order" while it is not delivered or cancelled, and what staff did to it.
 */
export function SupportOrderCard({ order, onCancelled }: { order: SupportOrder; onCancelled: (order: SupportOrder) => void }) {
  const { user } = useAuth();
  const [cancelling, setCancelling] = useState(false);
  const number = order.orderNumber ?? 'without a number';
  const headingId = `order-${order.id}-heading`;
  const slot = slotOfOrder(order);
  const final = order.status === 'completed' ? 'Delivered' : order.status === 'cancelled' ? 'Cancelled' : null;
  return (
    <RecordItem aria-labelledby={headingId}>
      <h3 id={headingId}>{`Order ${number} · ${order.kitchenName}`}</h3>
      <p><Badge $tone={TONE[order.stage]}>{statusText(order)}</Badge></p>
      <Facts>
        <dt>Placed</dt><dd><At at={order.timestamp} /></dd>
        <dt>Delivery</dt><dd>{slotLabel(slot.start, Date.now(), slot.asap)}</dd>
        {order.acceptedAt ? <><dt>Accepted</dt><dd><At at={order.acceptedAt} />{order.readyBy ? <>{', ready by '}<At at={order.readyBy} /></> : null}</dd></> : null}
        {order.onTheWayAt ? <><dt>On the way</dt><dd><At at={order.onTheWayAt} /></dd></> : null}
        {final && order.updatedAt ? <><dt>{final}</dt><dd><At at={order.updatedAt} /></dd></> : null}
        <dt>Deliver to</dt><dd>{order.address ?? 'No address stored'}</dd>
        {order.note ? <><dt>Note</dt><dd>{order.note}</dd></> : null}
        {order.customerName ? <><dt>For</dt><dd>{`${order.customerName}${order.customerPhone ? `, ${order.customerPhone}` : ''}`}</dd></> : null}
      </Facts>
      <Lines aria-label={`Dishes of order ${number}`}>
        {order.lines.map((l, i) => <li key={`${l.itemId}-${i}`}>{`${l.quantity} × ${l.itemName}: ${formatPrice(l.price * l.quantity)}`}</li>)}
        {order.fee ? <li>{`Delivery fee: ${formatPrice(order.fee)}`}</li> : null}
      </Lines>
      <p><strong>{`Total ${formatPrice(order.total)}`}</strong></p>
      <RecordMuted>{paymentText(order)}</RecordMuted>
      {order.status === 'pending' ? (
        cancelling ? (
          <CancelOrderForm orderId={order.id} orderNumber={number} onKeep={() => setCancelling(false)}
            onCancelled={() => { setCancelling(false); onCancelled(order); }} />
        ) : (
          <RecordActions>
            <Button type="button" $variant="danger" onClick={() => setCancelling(true)}>
              Cancel order<span className="visually-hidden">{` ${number}`}</span>
            </Button>
          </RecordActions>
        )
      ) : null}
      <OrderAudit orderId={order.id} staffUid={user?.uid ?? ''} />
    </RecordItem>
  );
}
