import { useState } from 'react';
import styled from 'styled-components';
import type { CustomerHistory, SupportOrder } from '@thali/firebase-data';
import { parsePhone } from '@thali/domain/phones';
import { Button, Card } from '@thali/ui';
import { CardList } from '../../../shared/components/ops-page';
import { useT } from '../messages';
import { orderPayments, tiffinLine } from '../utils/order-words';
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

/**
 * A customer found by e-mail or mobile: who (name, e-mail, mobile), what they paid or owe (orders paid on delivery,
 * tiffin bills this month), the payments recorded with its kitchens (issue 42), then every order, newest first, ten at
 * a time.
 */
export function SupportCustomer({ history, onCancelled }: { history: CustomerHistory; onCancelled: (order: SupportOrder) => void }) {
  const t = useT();
  const { customer, orders, subscriptions, payments } = history;
  const [shown, setShown] = useState(ORDERS_PAGE);
  const headingId = `customer-${customer.uid}-heading`;
  const more = orders.length - shown;
  return (
    <>
      <Section aria-labelledby={headingId}>
        <h2 id={headingId}>{customer.name || t('customer.noName')}</h2>
        <p>{t('customer.role', { role: customer.role, email: customer.email })}</p>
        <p>{customer.phone ? t('customer.mobile', { phone: parsePhone(customer.phone)?.display ?? customer.phone }) : t('customer.noMobile')}</p>
        <h3>{t('customer.payments')}</h3>
        <ul aria-label={t('customer.payments')}>
          {orderPayments(orders).map((line) => <li key={line}>{line}</li>)}
          {subscriptions.map((s) => (
            <li key={s.id}>{tiffinLine(s, Date.now())}</li>
          ))}
          {subscriptions.length === 0 ? <li>{t('customer.noTiffins')}</li> : null}
        </ul>
        <h3>{t('customer.recorded')}</h3>
        {payments.length === 0 ? <p>{t('customer.noRecorded')}</p> : (
          <ul aria-label={t('customer.recordedList')}>
            {payments.map((p) => <li key={`${p.providerId}/${p.id}`}>{paymentLine(p, history)}</li>)}
          </ul>
        )}
      </Section>
      <h3>{orders.length === 0 ? t('customer.noOrders') : t('customer.orders', { count: orders.length })}</h3>
      {orders.length > 0 ? (
        <CardList aria-label={t('customer.ordersList', { name: customer.name || customer.email })}>
          {orders.slice(0, shown).map((o) => <SupportOrderCard key={o.id} order={o} onCancelled={onCancelled} />)}
        </CardList>
      ) : null}
      {more > 0 ? (
        <Button type="button" $variant="secondary" onClick={() => setShown((n) => n + ORDERS_PAGE)}>
          {t('customer.more', { count: more })}
        </Button>
      ) : null}
    </>
  );
}
