import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@thali/auth-cart';
import type { Order } from '@thali/firebase-data';
import { Alert, Button, ColumnGrid, Page, PageTitle, Spinner, useDocumentTitle, plainMessage } from '@thali/ui';
import { LogInToSee } from '../../../shared/components/log-in-to-see';
import { useCustomerOrders } from '../hooks/use-customer-orders';
import { useKitchenContacts, type KitchenContact } from '../hooks/use-kitchen-contacts';
import { useT } from '../messages';
import { groupOrders } from '../utils/group-orders';
import { OrderCard } from './order-card';

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
  margin-bottom: 1.5rem;
`;

const Section = styled.section`
  margin-bottom: 2rem;
  h2 { font-size: 1.375rem; margin: 0 0 1rem; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

/** A section's orders, newest first: one card per order number. */
function OrderSection({ id, title, orders, empty, kitchenOf, placed }: {
  id: string; title: string; orders: Order[]; empty: string; kitchenOf: (id: string) => KitchenContact; placed: ReadonlySet<string>;
}) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {orders.length === 0 ? (
        <Muted>{empty}</Muted>
      ) : (
        <ColumnGrid $fill="18rem" $gap={4}>
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} kitchen={kitchenOf(order.providerId)} justPlaced={placed.has(order.id)} />
          ))}
        </ColumnGrid>
      )}
    </Section>
  );
}

/** The orders a checkout or Buy Now just placed (the navigation's state), so their cards confirm them. */
function usePlacedIds(): ReadonlySet<string> {
  const { state } = useLocation();
  return useMemo(() => {
    const placed = (state as { placed?: unknown } | null)?.placed;
    return new Set(Array.isArray(placed) ? placed.map((p: { id?: unknown }) => String(p?.id ?? '')).filter(Boolean) : []);
  }, [state]);
}

const NO_ORDERS: Order[] = [];

export function OrdersPage() {
  const t = useT();
  useDocumentTitle(t('orders.title'));
  const { user, status } = useAuth();
  const result = useCustomerOrders(user?.uid);
  const orders = result.data ?? NO_ORDERS;
  const loading = Boolean(user) && result.status === 'pending';
  const error = result.error ? plainMessage(result.error, t('orders.loadFailed')) : '';
  const kitchenOf = useKitchenContacts(orders.map((o) => o.providerId));
  const placed = usePlacedIds();
  // the orders just placed first (a checkout's two kitchens side by side), then newest first as always
  const groups = groupOrders(orders);
  groups.shipping.sort((a, b) => Number(placed.has(b.id)) - Number(placed.has(a.id)));

  let body;
  if (status === 'loading' || loading) {
    body = <Spinner label={t('orders.loading')} />;
  } else if (!user) {
    body = <Muted><LogInToSee what="orders" /></Muted>;
  } else if (error) {
    body = <Alert>{t('orders.error', { error })}</Alert>;
  } else if (orders.length === 0) {
    body = <Muted>{t('orders.none')}</Muted>;
  } else {
    body = (
      <>
        <OrderSection id="orders-shipping" title={t('orders.section.shipping')} orders={groups.shipping} empty={t('orders.noShipping')} kitchenOf={kitchenOf} placed={placed} />
        <OrderSection id="orders-delivered" title={t('orders.section.delivered')} orders={groups.delivered} empty={t('orders.noDelivered')} kitchenOf={kitchenOf} placed={placed} />
        {groups.cancelled.length > 0 ? (
          <OrderSection id="orders-cancelled" title={t('orders.section.cancelled')} orders={groups.cancelled} empty="" kitchenOf={kitchenOf} placed={placed} />
        ) : null}
      </>
    );
  }

  return (
    <Page>
      <PageTitle>{t('orders.title')}</PageTitle>
      <Actions>
        <Button as={Link} to="/cart">
          {t('orders.checkout')}
        </Button>
        <Button as={Link} to="/providers" $variant="secondary">
          {t('orders.buyNow')}
        </Button>
      </Actions>
      {body}
    </Page>
  );
}
