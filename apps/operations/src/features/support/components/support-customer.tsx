import { useState } from 'react';
import styled from 'styled-components';
import type { CustomerHistory, SupportOrder } from '@thali/firebase-data';
import { parsePhone } from '@thali/domain/phones';
import { Button, Card } from '@thali/ui';
import { CardList } from '../../../shared/components/ops-page';
import { orderPayments, tiffinBill } from '../utils/order-words';
import { paymentLine } from '../utils/payment-words';
import { SupportOrderCard } from './support-order';

/** Orders shown at first and added by each "Show more" (every order is reachable: nothing is left out silently). */
export const ORDERS_PAGE = 10;

const Section = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  h2, h3, p { margin: 0; overflow-wrap: anywhere; }
  ul { margin: 0; padding-left: 1.25rem; }
  li { overflow-wrap: anywhere; }
`;

const ROLE: Record<string, string> = { user: 'Customer', meal_provider: 'Kitchen account' };

/**
 * A customer found by e-mail or mobile: who (name, e-mail, mobile), what they paid or owe (orders paid on delivery,
 * tiffin bills this month), the payments recorded with its kitchens (issue 42), then every order, newest first, ten at
 * a time.
 */
export function SupportCustomer({ history, onCancelled }: { history: CustomerHistory; onCancelled: (order: SupportOrder) => void }) {
  const { customer, orders, subscriptions, payments } = history;
  const [shown, setShown] = useState(ORDERS_PAGE);
  const headingId = `customer-${customer.uid}-heading`;
  const more = orders.length - shown;
  return (
    <>
      <Section aria-labelledby={headingId}>
        <h2 id={headingId}>{customer.name || 'No name given'}</h2>
        <p>{`${ROLE[customer.role] ?? 'Account'} · ${customer.email}`}</p>
        <p>{customer.phone ? `Mobile ${parsePhone(customer.phone)?.display ?? customer.phone}` : 'No mobile number yet.'}</p>
        <h3>Payments</h3>
        <ul aria-label="Payments">
          {orderPayments(orders).map((line) => <li key={line}>{line}</li>)}
          {subscriptions.map((s) => (
            <li key={s.id}>{`Tiffin "${s.planName}" (${s.status === 'active' ? 'active' : 'cancelled'}): ${tiffinBill(s, Date.now())}`}</li>
          ))}
          {subscriptions.length === 0 ? <li>No tiffin subscriptions.</li> : null}
        </ul>
        <h3>Payments recorded</h3>
        {payments.length === 0 ? <p>No payments recorded with any kitchen.</p> : (
          <ul aria-label="Payments recorded, newest first">
            {payments.map((p) => <li key={`${p.providerId}/${p.id}`}>{paymentLine(p, history)}</li>)}
          </ul>
        )}
      </Section>
      <h3>{orders.length === 0 ? 'No orders yet.' : `Orders (${orders.length}), newest first`}</h3>
      {orders.length > 0 ? (
        <CardList aria-label={`Orders of ${customer.name || customer.email}, newest first`}>
          {orders.slice(0, shown).map((o) => <SupportOrderCard key={o.id} order={o} onCancelled={onCancelled} />)}
        </CardList>
      ) : null}
      {more > 0 ? (
        <Button type="button" $variant="secondary" onClick={() => setShown((n) => n + ORDERS_PAGE)}>
          {`Show more (${more} older ${more === 1 ? 'order' : 'orders'})`}
        </Button>
      ) : null}
    </>
  );
}
