import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatPrice } from '@thali/auth-cart';
import { markOnTheWay, type Order } from '@thali/firebase-data';
import { slotLabel, slotOfOrder } from '@thali/firebase-data/logic';
import { Alert, Button, formatTime } from '@thali/ui';
import { useMutation } from '@thali/ui/mutation';
import { dataSentence } from '@thali/ui/data-message';
import { orderLabel } from '../../../shared/order-label';
import { OrderTime } from '../../../shared/order-date';
import { StageBadge } from '../../../shared/order-stage';
import { PAID_LABELS } from '../../../shared/payment-words';
import { AcceptOrderForm } from './accept-order-form';
import { CancelOrderForm } from './cancel-order-form';
import { DeliverOrderForm } from './deliver-order-form';
import { ContactLinks } from './contact-links';

const Card = styled.article`
  height: 100%;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  overflow-wrap: anywhere;
  &[data-stage='new'] {
    border-left-color: ${({ theme }) => theme.colors.warning};
  }
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.25rem 0.75rem;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  h4 {
    margin: 0;
    font-size: 1.0625rem;
  }
  h4:focus {
    outline-offset: 2px;
  }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  }
`;

/**
 * When it is to be delivered (issue 40) and, once accepted, when the kitchen said it would be ready: what it plans its
 * cooking by, so they stand out under the number, side by side where they fit.
 */
const Slot = styled.p`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-weight: 700;
`;

const ReadyBy = styled.span``;

const Lines = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: 0.75rem;
    padding: 0.125rem 0;
  }
  li span:last-child {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.25rem 0.75rem;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    white-space: pre-line;
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: ${({ theme }) => theme.space(3)};
`;

/** The forms a card opens in place of its buttons. */
type Panel = 'accept' | 'cancel' | 'deliver';

interface Props {
  order: Order;
  /** Issue 42: delivered with "Not yet" to "Paid?" and not marked paid since (listed under Unpaid orders). */
  unpaid?: boolean;
  /** The clock the card reads (what "today" is, the Accept form's default); tests fix it. */
  now?: () => number;
  /** A step went through: the board says so and puts the focus back on this order. */
  onDone: (order: Order, message: string) => void;
}

function CancelledText({ order, today }: { order: Order; today: number }) {
  const who = order.cancelledBy === 'customer' ? 'by the customer' : order.cancelledBy === 'provider' ? 'by you'
    : order.cancelledBy === 'thali' ? 'by Thali' : '';
  return (
    <>
      <OrderTime at={order.updatedAt} now={today} />
      {who ? ` ${who}` : ''}
      {order.cancelReason ? `: ${order.cancelReason}` : ''}
    </>
  );
}

/**
 * One order as the kitchen works on it: its number and stage, its dishes, the bill (dishes + delivery fee), who
 * ordered it with Call and WhatsApp links, where it goes, its note, each step's time, and the next step. Every order
 * that is not final can be moved on or cancelled from here.
 */
export function OrderCard({ order, unpaid = false, now = Date.now, onDone }: Props) {
  const label = orderLabel(order);
  const titleId = useId();
  const [panel, setPanel] = useState<null | Panel>(null);
  // A step that needs no form (out for delivery): a double tap sends one write, and a refusal is a plain sentence
  // shown with the order (the order itself stays as the database has it). Delivered asks "Paid?" first (issue 42).
  const step = useMutation({
    run: async () => {
      await markOnTheWay(order);
      onDone(order, `Order ${label} is on the way.`);
    },
    errorMessage: (e) => dataSentence(e, 'Failed to update order status. Please try again.'),
  });
  const busy = step.status === 'busy';
  // The buttons that open a panel, and the one to give the focus back to when its panel closes without a step.
  const acceptButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const deliverButton = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<null | Panel>(null);
  const today = now();
  const final = order.stage === 'delivered' || order.stage === 'cancelled';
  const slot = slotOfOrder(order);

  const open = (which: Panel) => () => setPanel(which);
  const back = () => {
    returnTo.current = panel;
    setPanel(null);
  };
  const done = (message: string) => {
    setPanel(null);
    onDone(order, message);
  };
  // Back from a panel: the button that opened it is drawn again, and the keyboard carries on from it.
  useEffect(() => {
    if (panel !== null || !returnTo.current) return;
    ({ accept: acceptButton, cancel: cancelButton, deliver: deliverButton })[returnTo.current].current?.focus();
    returnTo.current = null;
  }, [panel]);

  return (
    <Card aria-labelledby={titleId} data-stage={order.stage}>
      <header>
        <h4 id={titleId} tabIndex={-1} data-order-title={order.id}>
          Order <code>{label}</code>
        </h4>
        <StageBadge stage={order.stage} />
      </header>
      {/* one line for both times, so a phone shows the first order's actions within two screens */}
      <Slot>
        <span>Delivery: {slotLabel(slot.start, today, slot.asap)}</span>
        {order.readyBy && (order.stage === 'accepted' || order.stage === 'on_the_way') ? <ReadyBy>Ready by {formatTime(order.readyBy)}</ReadyBy> : null}
      </Slot>
      <Lines aria-label={`Dishes of order ${label}`}>
        {order.lines.map((line, i) => (
          <li key={`${line.itemId}-${i}`}>
            <span>
              {line.quantity} × {line.itemName}
            </span>
            <span>{formatPrice(line.price * line.quantity)}</span>
          </li>
        ))}
      </Lines>
      <Facts>
        {order.fee > 0 ? (
          <>
            <dt>Delivery fee</dt>
            <dd>{formatPrice(order.fee)}</dd>
          </>
        ) : null}
        <dt>Total</dt>
        <dd>
          <strong>{formatPrice(order.total)}</strong> (cash or UPI on delivery)
        </dd>
        <dt>Customer</dt>
        <dd>
          {order.customerName || 'Not given (an older order)'}
          {order.customerPhone ? (
            <>
              <br />
              <ContactLinks phone={order.customerPhone} name={order.customerName || 'the customer'} orderLabel={label} />
            </>
          ) : null}
        </dd>
        <dt>Deliver to</dt>
        <dd>{order.address || 'No address (placed before orders carried one)'}</dd>
        {order.place?.landmark ? (
          <>
            <dt>Landmark</dt>
            <dd>{order.place.landmark}</dd>
          </>
        ) : null}
        {order.note ? (
          <>
            <dt>Note</dt>
            <dd>{order.note}</dd>
          </>
        ) : null}
        {/* an "as soon as possible" order's slot line already says when it was placed */}
        {slot.asap ? null : (
          <>
            <dt>Placed</dt>
            <dd>
              <OrderTime at={order.timestamp} now={today} />
            </dd>
          </>
        )}
        {order.acceptedAt ? (
          <>
            <dt>Accepted</dt>
            <dd>
              <OrderTime at={order.acceptedAt} now={today} />
            </dd>
          </>
        ) : null}
        {order.onTheWayAt ? (
          <>
            <dt>On the way</dt>
            <dd>
              <OrderTime at={order.onTheWayAt} now={today} />
            </dd>
          </>
        ) : null}
        {order.stage === 'delivered' ? (
          <>
            <dt>Delivered</dt>
            <dd>
              <OrderTime at={order.updatedAt} now={today} />
            </dd>
          </>
        ) : null}
        {order.paid ? (
          <>
            <dt>Payment</dt>
            <dd>
              {PAID_LABELS[order.paid.method]}
              {order.paid.receipt ? ` · Receipt ${order.paid.receipt}` : ''}
            </dd>
          </>
        ) : unpaid ? (
          <>
            <dt>Payment</dt>
            <dd>Not paid yet</dd>
          </>
        ) : null}
        {order.stage === 'cancelled' ? (
          <>
            <dt>Cancelled</dt>
            <dd>
              <CancelledText order={order} today={today} />
            </dd>
          </>
        ) : null}
      </Facts>
      {step.error ? <Alert>{step.error}</Alert> : null}
      {final || panel ? null : (
        <Actions aria-busy={busy || undefined}>
          {order.stage === 'new' ? (
            <Button ref={acceptButton} type="button" aria-label={`Accept order ${label}`} disabled={busy} onClick={open('accept')}>
              Accept
            </Button>
          ) : null}
          {order.stage === 'accepted' ? (
            <Button type="button" aria-label={`Out for delivery: order ${label}`} disabled={busy}
              onClick={() => void step.start()}>
              Out for delivery
            </Button>
          ) : null}
          {order.stage === 'accepted' || order.stage === 'on_the_way' ? (
            <Button ref={deliverButton} type="button" $variant={order.stage === 'accepted' ? 'secondary' : 'primary'} aria-label={`Mark delivered: order ${label}`} disabled={busy}
              onClick={open('deliver')}>
              Mark delivered
            </Button>
          ) : null}
          <Button ref={cancelButton} type="button" $variant="danger" aria-label={`Cancel order ${label}`} disabled={busy} onClick={open('cancel')}>
            Cancel order
          </Button>
        </Actions>
      )}
      {panel === 'accept' && !final ? <AcceptOrderForm order={order} label={label} now={now} onDone={done} onBack={back} /> : null}
      {panel === 'cancel' && !final ? <CancelOrderForm order={order} label={label} onDone={done} onBack={back} /> : null}
      {panel === 'deliver' && !final ? <DeliverOrderForm order={order} label={label} onDone={done} onBack={back} /> : null}
    </Card>
  );
}
