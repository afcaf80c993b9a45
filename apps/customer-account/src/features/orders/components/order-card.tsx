import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPrice } from '@thali/auth-cart';
import { paths } from '@thali/contract';
import type { Order } from '@thali/firebase-data';
import { slotMessage, slotOfOrder } from '@thali/firebase-data/logic';
import { Alert, Card, ColumnGrid, DietMark, isoInstant, useNow } from '@thali/ui';
import { useDataMessage, type DataText } from '@thali/ui/data-message';
import { StatusBadge } from '@thali/ui/status';
import type { KitchenContact as Contact } from '../hooks/use-kitchen-contacts';
import { useT, t as text } from '../messages';
import { formatOrderDate, orderSteps, orderTitle, stageLabel } from '../utils/group-orders';
import { CancelOrder } from './cancel-order';
import { KitchenContact } from './kitchen-contact';
import { OrderAgain } from './order-again';
import { ReviewOrder } from './review-form';


const Item = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
  scroll-margin-top: 5rem;
  > header { display: flex; justify-content: space-between; align-items: flex-start; gap: 0.5rem; flex-wrap: wrap; }
  h3 { font-size: 1.125rem; margin: 0; overflow-wrap: anywhere; }
  h4 { font-size: 1rem; margin: 0 0 0.25rem; }
  p { margin: 0; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: 1fr auto; gap: 0.25rem 0.75rem; margin: 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
  .total { font-weight: 700; color: ${({ theme }) => theme.colors.text}; }
  [role='status'] { margin: 0; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Lines = styled(ColumnGrid)`
  li { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.25rem 0.75rem; }
  li > span:first-child { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.5rem; min-width: 0; overflow-wrap: anywhere; }
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  li { padding-left: 1.5rem; position: relative; overflow-wrap: anywhere; }
  li::before { content: '○'; position: absolute; left: 0; color: ${({ theme }) => theme.colors.textMuted}; }
  li[data-reached='true']::before { content: '●'; color: ${({ theme }) => theme.colors.success}; }
  li[data-reached='true'][data-step='cancelled']::before { content: '✕'; color: ${({ theme }) => theme.colors.danger}; }
  li[data-reached='false'] { color: ${({ theme }) => theme.colors.textMuted}; }
  li[aria-current='step'] { font-weight: 700; }
`;

/**
 * Issue 42: whether a delivered order is paid, as its kitchen recorded it: "Paid (cash) · Receipt TH-R-2611-0007"
 * with the receipt's link, or "No payment recorded yet" — not "Not paid yet": orders delivered before Thali kept
 * payments have no record either, and most of them were paid in cash at the door.
 */
function OrderPaid({ order }: { order: Order }) {
  const t = useT();
  const { paid } = order;
  if (!paid) return <p>{t('order.notPaidYet')}</p>;
  return (
    <p>
      {t('order.paid', { method: paid.method })}
      {paid.receipt ? (
        <>
          {' · '}
          <Link to={paths.receipt({ providerId: order.providerId, paymentId: paid.payment })}>{t('order.receipt', { number: paid.receipt })}</Link>
        </>
      ) : null}
    </p>
  );
}

/** The steps of the order under "Track order", the one reached last marked as the current one. */
function TrackOrder({ order, headingId }: { order: Order; headingId: string }) {
  const t = useT();
  const steps = orderSteps(order);
  const current = steps.filter((s) => s.reached).at(-1)?.key;
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId}>{t('order.track')}</h4>
      <Steps>
        {steps.map((step) => (
          <li key={step.key} data-step={step.key} data-reached={step.reached} aria-current={step.key === current ? 'step' : undefined}>
            {step.label}
            {step.time ? `${step.key === 'cancelled' ? ' ·' : ''} ${step.time}` : ''}
            {step.detail ? ` · ${step.detail}` : ''}
            {step.reached ? null : <span className="visually-hidden">{` ${t('order.notYet')}`}</span>}
          </li>
        ))}
      </Steps>
    </section>
  );
}

export interface OrderCardProps {
  order: Order;
  kitchen: Contact;
  /** Just placed from this tab: the card says so, and how to pay. */
  justPlaced?: boolean;
}

/**
 * One order on My Orders: its number, its kitchen, its dishes, the delivery fee and the total, its steps live with
 * their times (or who cancelled it and why), the kitchen's phone, and what the customer can do now: cancel it while
 * it is new and young, order it again and rate it once delivered. The card's id (`order-<id>`) is where a checkout
 * lands (the shell scrolls to the address's #hash).
 */
/**
 * 'Delivery: Tomorrow, 1:00–1:30 pm' (an order from before slots: as soon as possible, when it was placed), the slot
 * in the reader's language by its id and values.
 */
export const slotText = (order: Order, now: number, dataText: DataText) => {
  const slot = slotOfOrder(order);
  return text('order.slot', { slot: dataText(slotMessage(slot.start, now, slot.asap)) });
};

export function OrderCard({ order, kitchen, justPlaced = false }: OrderCardProps) {
  const t = useT();
  const dataText = useDataMessage();
  // 'Today' and 'Tomorrow' move on at midnight while the page is open
  const now = useNow();
  const base = `order-${order.id.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const headingId = `${base}-title`;
  const stage = order.stage ?? 'new';
  const delivered = order.status === 'completed';
  return (
    <Item id={base} data-order-id={order.id} aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>{orderTitle(order)}</h3>
        <StatusBadge status={stage}>{stageLabel(stage)}</StatusBadge>
      </header>
      {justPlaced ? (
        <Alert tone="success">
          <p>{t('order.placed')}</p>
          <p>{t('order.pay', { amount: formatPrice(order.total) })}</p>
        </Alert>
      ) : null}
      <p>
        {t.rich('order.from', { time: (date) => <time dateTime={isoInstant(order.timestamp)}>{date}</time> },
          { kitchen: kitchen.name, date: formatOrderDate(order.timestamp) })}
      </p>
      <Lines $gap={1.5} aria-label={t('order.dishesOf', { order: orderTitle(order) })}>
        {order.lines.map((line, i) => (
          <li key={`${line.itemId}-${i}`}>
            <span>
              <span>{`${line.quantity} × ${line.itemName}`}</span>
              {line.diet ? <DietMark diet={line.diet} /> : null}
            </span>
            <span>{formatPrice((Number(line.price) || 0) * (Number(line.quantity) || 0))}</span>
          </li>
        ))}
      </Lines>
      <dl>
        <dt>{t('order.dishes')}</dt>
        <dd>{formatPrice(order.itemsTotal)}</dd>
        {order.legacy && !order.fee ? null : (
          <>
            <dt>{t('order.deliveryFee')}</dt>
            <dd>{formatPrice(order.fee)}</dd>
          </>
        )}
        <dt className="total">{t('order.total')}</dt>
        <dd className="total">{formatPrice(order.total)}</dd>
      </dl>
      <p>{slotText(order, now, dataText)}</p>
      {delivered ? <OrderPaid order={order} /> : null}
      {/* the place's one line is the order's address (an order from before places has that line only) */}
      {order.address ? <Muted>{t('order.deliverTo', { address: order.address })}</Muted> : null}
      {order.place?.landmark ? <Muted>{t('order.landmark', { landmark: order.place.landmark })}</Muted> : null}
      {order.note ? <Muted>{t('order.note', { note: order.note })}</Muted> : null}
      <TrackOrder order={order} headingId={`${base}-track`} />
      <KitchenContact order={order} kitchenName={kitchen.name} phone={kitchen.phone} />
      <CancelOrder order={order} />
      {delivered ? <OrderAgain order={order} /> : null}
      <ReviewOrder order={order} />
    </Item>
  );
}
