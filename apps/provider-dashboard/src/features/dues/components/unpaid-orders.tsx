import { useId, useRef } from 'react';
import styled from 'styled-components';
import { markOrderPaid, type PaymentMethod, type UnpaidOrder } from '@thali/firebase-data';
import { Alert, Button, formatDateTime } from '@thali/ui';
import { useMutation } from '@thali/ui/mutation';
import { dataSentence } from '@thali/ui/data-message';
import { PAID_LABELS } from '../../../shared/payment-words';
import { formatPaise } from '../utils/money';
import { Part, StackList } from './parts';
import { useT } from '../messages';

const List = styled(StackList)`
  > li {
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    background: ${({ theme }) => theme.colors.surface};
  }
  p {
    margin: 0;
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** An order's name in a sentence: its number, or (the oldest orders have none) the end of its id. */
export const orderName = (o: Pick<UnpaidOrder, 'orderNumber' | 'orderId'>) => o.orderNumber ?? `#${o.orderId.slice(-6)}`;

interface Props {
  orders: UnpaidOrder[];
  providerId: string;
  onDone: (message: string) => void;
}

/**
 * Orders delivered with "Not yet" to "Paid?", oldest first: each with its total (dishes and delivery fee), until the
 * kitchen marks it paid in cash or by UPI (a received entry with its receipt; the amount is the order's own).
 */
export function UnpaidOrders({ orders, providerId, onDone }: Props) {
  const t = useT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const total = orders.reduce((sum, o) => sum + o.totalPaise, 0);
  // a paid order leaves the list with its buttons: the keyboard carries on from the list's heading
  const paid = (message: string) => {
    onDone(message);
    heading.current?.focus();
  };
  return (
    <Part aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t('unpaid.heading', { count: orders.length })}
      </h3>
      {orders.length === 0 ? (
        <p>{t('unpaid.none')}</p>
      ) : (
        <>
          <p>{t.rich('unpaid.total', { b: (text) => <strong>{text}</strong> }, { amount: formatPaise(total) })}</p>
          <List aria-labelledby={headingId}>
            {orders.map((order) => (
              <li key={order.orderId}>
                <UnpaidOrderRow order={order} providerId={providerId} onDone={paid} />
              </li>
            ))}
          </List>
        </>
      )}
    </Part>
  );
}

function UnpaidOrderRow({ order, providerId, onDone }: { order: UnpaidOrder; providerId: string; onDone: (message: string) => void }) {
  const t = useT();
  const name = orderName(order);
  const paid = useMutation({
    run: async (method: PaymentMethod) => {
      const { receipt } = await markOrderPaid(providerId, order.orderId, method);
      onDone(t('unpaid.done', { name, method, receipt }));
    },
    errorMessage: (e) => dataSentence(e, t('unpaid.failed')),
  });
  const busy = paid.status === 'busy';
  // the customer's name and the delivery time are there when the order has them: one whole sentence for each case
  const row = order.customerName
    ? (order.deliveredAt ? 'unpaid.rowNamedDelivered' : 'unpaid.rowNamed')
    : (order.deliveredAt ? 'unpaid.rowDelivered' : 'unpaid.row');
  return (
    <>
      <p>
        {t.rich(row, { b: (text) => <strong>{text}</strong> }, {
          name, customer: order.customerName ?? '', amount: formatPaise(order.totalPaise), when: order.deliveredAt ? formatDateTime(order.deliveredAt) : '',
        })}
      </p>
      <Actions aria-busy={busy || undefined} aria-label={t('unpaid.markPaid', { name })} role="group">
        {(['cash', 'upi'] as const).map((method) => (
          <Button key={method} type="button" $variant="secondary" disabled={busy} aria-label={t('unpaid.methodLabel', { name, method })}
            onClick={() => void paid.start(method)}>
            {PAID_LABELS[method]}
          </Button>
        ))}
      </Actions>
      {paid.error ? <Alert>{paid.error}</Alert> : null}
    </>
  );
}
