import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatPrice } from '@thali/auth-cart';
import { markOnTheWay, type Order } from '@thali/firebase-data';
import { slotMessage, slotOfOrder } from '@thali/firebase-data/logic';
import { Alert, Button, formatTime } from '@thali/ui';
import { useMutation } from '@thali/ui/mutation';
import { dataSentence, useDataMessage } from '@thali/ui/data-message';
import { orderLabel } from '../../../shared/order-label';
import { OrderTime } from '../../../shared/order-date';
import { StageBadge } from '../../../shared/order-stage';
import { PAID_LABELS } from '../../../shared/payment-words';
import { AcceptOrderForm } from './accept-order-form';
import { CancelOrderForm } from './cancel-order-form';
import { DeliverOrderForm } from './deliver-order-form';
import { ContactLinks } from './contact-links';
import { useT } from '../messages';

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

/** When it was cancelled, by whom and why (the reason in the words it was given). */
function CancelledText({ order, today }: { order: Order; today: number }) {
  const t = useT();
  return (
    <>
      <OrderTime at={order.updatedAt} now={today} />
      {t('card.cancelledHow', { who: order.cancelledBy ?? 'unknown', hasReason: order.cancelReason ? 'yes' : 'no', reason: order.cancelReason ?? '' })}
    </>
  );
}

/**
 * One order as the kitchen works on it: its number and stage, its dishes, the bill (dishes + delivery fee), who
 * ordered it with Call and WhatsApp links, where it goes, its note, each step's time, and the next step. Every order
 * that is not final can be moved on or cancelled from here.
 */
export function OrderCard({ order, unpaid = false, now = Date.now, onDone }: Props) {
  const t = useT();
  const dataText = useDataMessage();
  const label = orderLabel(order);
  const titleId = useId();
  const [panel, setPanel] = useState<null | Panel>(null);
  // A step that needs no form (out for delivery): a double tap sends one write, and a refusal is a plain sentence
  // shown with the order (the order itself stays as the database has it). Delivered asks "Paid?" first (issue 42).
  const step = useMutation({
    run: async () => {
      await markOnTheWay(order);
      onDone(order, t('card.onTheWayDone', { label }));
    },
    errorMessage: (e) => dataSentence(e, t('order.stepFailed')),
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
          {t.rich('card.title', { code: (text) => <code>{text}</code> }, { label })}
        </h4>
        <StageBadge stage={order.stage} />
      </header>
      {/* one line for both times, so a phone shows the first order's actions within two screens */}
      <Slot>
        {/* the slot's words ('Tomorrow, 1:00–1:30 pm') are the data package's, by id in the reader's language */}
        <span>{t('card.delivery', { slot: dataText(slotMessage(slot.start, today, slot.asap)) })}</span>
        {order.readyBy && (order.stage === 'accepted' || order.stage === 'on_the_way') ? <ReadyBy>{t('card.readyBy', { time: formatTime(order.readyBy) })}</ReadyBy> : null}
      </Slot>
      <Lines aria-label={t('card.dishes', { label })}>
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
            <dt>{t('card.fee')}</dt>
            <dd>{formatPrice(order.fee)}</dd>
          </>
        ) : null}
        <dt>{t('card.total')}</dt>
        <dd>{t.rich('card.totalAmount', { amount: (text) => <strong>{text}</strong> }, { amount: formatPrice(order.total) })}</dd>
        <dt>{t('card.customer')}</dt>
        <dd>
          {order.customerName || t('card.noName')}
          {order.customerPhone ? (
            <>
              <br />
              <ContactLinks phone={order.customerPhone} name={order.customerName ?? ''} orderLabel={label} />
            </>
          ) : null}
        </dd>
        <dt>{t('card.deliverTo')}</dt>
        <dd>{order.address || t('card.noAddress')}</dd>
        {order.place?.landmark ? (
          <>
            <dt>{t('card.landmark')}</dt>
            <dd>{order.place.landmark}</dd>
          </>
        ) : null}
        {order.note ? (
          <>
            <dt>{t('card.note')}</dt>
            <dd>{order.note}</dd>
          </>
        ) : null}
        {/* an "as soon as possible" order's slot line already says when it was placed */}
        {slot.asap ? null : (
          <>
            <dt>{t('card.placed')}</dt>
            <dd>
              <OrderTime at={order.timestamp} now={today} />
            </dd>
          </>
        )}
        {order.acceptedAt ? (
          <>
            <dt>{t('card.accepted')}</dt>
            <dd>
              <OrderTime at={order.acceptedAt} now={today} />
            </dd>
          </>
        ) : null}
        {order.onTheWayAt ? (
          <>
            <dt>{t('card.onTheWay')}</dt>
            <dd>
              <OrderTime at={order.onTheWayAt} now={today} />
            </dd>
          </>
        ) : null}
        {order.stage === 'delivered' ? (
          <>
            <dt>{t('card.delivered')}</dt>
            <dd>
              <OrderTime at={order.updatedAt} now={today} />
            </dd>
          </>
        ) : null}
        {order.paid ? (
          <>
            <dt>{t('card.payment')}</dt>
            <dd>
              {order.paid.receipt
                ? t('card.paidReceipt', { paid: PAID_LABELS[order.paid.method], receipt: order.paid.receipt })
                : PAID_LABELS[order.paid.method]}
            </dd>
          </>
        ) : unpaid ? (
          <>
            <dt>{t('card.payment')}</dt>
            <dd>{t('card.notPaid')}</dd>
          </>
        ) : null}
        {order.stage === 'cancelled' ? (
          <>
            <dt>{t('card.cancelled')}</dt>
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
            <Button ref={acceptButton} type="button" aria-label={t('card.acceptLabel', { label })} disabled={busy} onClick={open('accept')}>
              {t('card.accept')}
            </Button>
          ) : null}
          {order.stage === 'accepted' ? (
            <Button type="button" aria-label={t('card.outForDeliveryLabel', { label })} disabled={busy}
              onClick={() => void step.start()}>
              {t('card.outForDelivery')}
            </Button>
          ) : null}
          {order.stage === 'accepted' || order.stage === 'on_the_way' ? (
            <Button ref={deliverButton} type="button" $variant={order.stage === 'accepted' ? 'secondary' : 'primary'} aria-label={t('card.markDeliveredLabel', { label })} disabled={busy}
              onClick={open('deliver')}>
              {t('card.markDelivered')}
            </Button>
          ) : null}
          <Button ref={cancelButton} type="button" $variant="danger" aria-label={t('card.cancelLabel', { label })} disabled={busy} onClick={open('cancel')}>
            {t('card.cancel')}
          </Button>
        </Actions>
      )}
      {panel === 'accept' && !final ? <AcceptOrderForm order={order} label={label} now={now} onDone={done} onBack={back} /> : null}
      {panel === 'cancel' && !final ? <CancelOrderForm order={order} label={label} onDone={done} onBack={back} /> : null}
      {panel === 'deliver' && !final ? <DeliverOrderForm order={order} label={label} onDone={done} onBack={back} /> : null}
    </Card>
  );
}
