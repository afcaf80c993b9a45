import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatPrice, useAuth } from '@thali/auth-cart';
import type { SupportOrder } from '@thali/firebase-data';
import { slotMessage, slotOfOrder } from '@thali/firebase-data/logic';
import { Badge, Button, formatDateTime, isoInstant } from '@thali/ui';
import { useDataMessage } from '@thali/ui/data-message';
import { RecordActions, RecordItem, RecordMuted } from '../../../shared/components/record-card';
import { useT } from '../messages';
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

const hidden = (words: ReactNode) => <span className="visually-hidden">{words}</span>;

/**
 * One order as support sees it: its number, kitchen and status, each step's time (Asia/Kolkata), its dishes, fee and
 * total, where it goes, the payment, "Cancel order" while it is not delivered or cancelled, and what staff did to it.
 */
export function SupportOrderCard({ order, onCancelled }: { order: SupportOrder; onCancelled: (order: SupportOrder) => void }) {
  const t = useT();
  const dataText = useDataMessage();
  const { user } = useAuth();
  const [cancelling, setCancelling] = useState(false);
  const number = order.orderNumber ?? t('order.noNumber');
  const headingId = `order-${order.id}-heading`;
  const slot = slotOfOrder(order);
  const final = order.status === 'completed' ? t('order.delivered') : order.status === 'cancelled' ? t('order.cancelled') : null;
  return (
    <RecordItem aria-labelledby={headingId}>
      <h3 id={headingId}>{t('order.heading', { number, kitchen: order.kitchenName })}</h3>
      <p><Badge $tone={TONE[order.stage]}>{statusText(order)}</Badge></p>
      <Facts>
        <dt>{t('order.placed')}</dt><dd><At at={order.timestamp} /></dd>
        <dt>{t('order.delivery')}</dt><dd>{dataText(slotMessage(slot.start, Date.now(), slot.asap))}</dd>
        {order.acceptedAt ? (
          <>
            <dt>{t('order.accepted')}</dt>
            <dd>
              {order.readyBy ? t.rich('order.readyBy', {
                accepted: (words) => <time dateTime={isoInstant(order.acceptedAt!)}>{words}</time>,
                ready: (words) => <time dateTime={isoInstant(order.readyBy!)}>{words}</time>,
              }, { accepted: formatDateTime(order.acceptedAt), ready: formatDateTime(order.readyBy) }) : <At at={order.acceptedAt} />}
            </dd>
          </>
        ) : null}
        {order.onTheWayAt ? <><dt>{t('order.onTheWay')}</dt><dd><At at={order.onTheWayAt} /></dd></> : null}
        {final && order.updatedAt ? <><dt>{final}</dt><dd><At at={order.updatedAt} /></dd></> : null}
        <dt>{t('order.deliverTo')}</dt><dd>{order.address ?? t('order.noAddress')}</dd>
        {order.note ? <><dt>{t('order.note')}</dt><dd>{order.note}</dd></> : null}
        {order.customerName ? <><dt>{t('order.for')}</dt><dd>{`${order.customerName}${order.customerPhone ? `, ${order.customerPhone}` : ''}`}</dd></> : null}
      </Facts>
      <Lines aria-label={t('order.dishes', { number })}>
        {order.lines.map((l, i) => <li key={`${l.itemId}-${i}`}>{`${l.quantity} × ${l.itemName}: ${formatPrice(l.price * l.quantity)}`}</li>)}
        {order.fee ? <li>{t('order.fee', { amount: formatPrice(order.fee) })}</li> : null}
      </Lines>
      <p><strong>{t('order.total', { amount: formatPrice(order.total) })}</strong></p>
      <RecordMuted>{paymentText(order)}</RecordMuted>
      {order.status === 'pending' ? (
        cancelling ? (
          <CancelOrderForm orderId={order.id} orderNumber={number} onKeep={() => setCancelling(false)}
            onCancelled={() => { setCancelling(false); onCancelled(order); }} />
        ) : (
          <RecordActions>
            <Button type="button" $variant="danger" onClick={() => setCancelling(true)}>
              {t.rich('order.cancel', { hidden }, { number })}
            </Button>
          </RecordActions>
        )
      ) : null}
      <OrderAudit orderId={order.id} staffUid={user?.uid ?? ''} />
    </RecordItem>
  );
}
