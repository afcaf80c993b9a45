import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPrice, useAuth } from '@thali/auth-cart';
import type { Order } from '@thali/firebase-data';
import { Alert, Badge, Button, Card, Page, PageTitle, Spinner, useDocumentTitle, type BadgeTone, plainMessage } from '@thali/ui';
import { useCustomerOrders } from '../hooks/use-customer-orders';
import { useProviderNames } from '../hooks/use-provider-names';
import { CancelOrder } from './cancel-order';
import { ReviewOrder } from './review-form';
import { formatOrderDate, groupOrders, sectionOf, statusLabel } from '../utils/group-orders';

export const ORDERS_TEXTS = {
  noShipping: 'No orders in shipping.',
  noDelivered: 'No delivered orders.',
  none: 'No orders found.',
} as const;

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

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`;

const OrderCard = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  header { display: flex; justify-content: space-between; align-items: flex-start; gap: 0.5rem; }
  h3 { font-size: 1.0625rem; margin: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 0.75rem; margin: 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

function toneOf(status: string): BadgeTone {
  const section = sectionOf(status);
  if (section === 'delivered') return 'success';
  if (section === 'cancelled') return 'danger';
  return String(status).toLowerCase() === 'pending' ? 'warning' : 'primary';
}

function OrderItem({ order, providerName }: { order: Order; providerName: string }) {
  return (
    <OrderCard data-order-id={order.id}>
      <header>
        <h3>{order.itemName}</h3>
        <Badge $tone={toneOf(order.status)}>{statusLabel(order.status)}</Badge>
      </header>
      <dl>
        <dt>Provider</dt>
        <dd>{providerName}</dd>
        <dt>Quantity</dt>
        <dd>{order.quantity}</dd>
        <dt>Price</dt>
        <dd>{formatPrice(order.price)}</dd>
        <dt>Total</dt>
        <dd>{formatPrice((Number(order.price) || 0) * (Number(order.quantity) || 0))}</dd>
        <dt>Ordered</dt>
        <dd>
          <time dateTime={new Date(Number(order.timestamp) || 0).toISOString()}>{formatOrderDate(order.timestamp)}</time>
        </dd>
      </dl>
      <CancelOrder order={order} />
      <ReviewOrder order={order} />
    </OrderCard>
  );
}

function OrderSection({ id, title, orders, empty, nameOf }: { id: string; title: string; orders: Order[]; empty: string; nameOf: (id: string) => string }) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {orders.length === 0 ? (
        <Muted>{empty}</Muted>
      ) : (
        <List>
          {orders.map((order) => (
            <OrderItem key={order.id} order={order} providerName={nameOf(order.providerId)} />
          ))}
        </List>
      )}
    </Section>
  );
}

const NO_ORDERS: Order[] = [];

export function OrdersPage() {
  useDocumentTitle('My Orders');
  const { user, status } = useAuth();
  const result = useCustomerOrders(user?.uid);
  const orders = result.data ?? NO_ORDERS;
  const loading = Boolean(user) && result.status === 'pending';
  const error = result.error ? plainMessage(result.error, 'Failed to load orders') : '';
  const nameOf = useProviderNames(orders.map((o) => o.providerId));
  const groups = groupOrders(orders);

  let body;
  if (status === 'loading' || loading) {
    body = <Spinner label="Loading your orders" />;
  } else if (!user) {
    body = (
      <Muted>
        Please <Link to="/login">log in</Link> to see your orders.
      </Muted>
    );
  } else if (error) {
    body = <Alert>Error: {error}</Alert>;
  } else if (orders.length === 0) {
    body = <Muted>{ORDERS_TEXTS.none}</Muted>;
  } else {
    body = (
      <>
        <OrderSection id="orders-shipping" title="In Shipping" orders={groups.shipping} empty={ORDERS_TEXTS.noShipping} nameOf={nameOf} />
        <OrderSection id="orders-delivered" title="Delivered" orders={groups.delivered} empty={ORDERS_TEXTS.noDelivered} nameOf={nameOf} />
        {groups.cancelled.length > 0 ? (
          <OrderSection id="orders-cancelled" title="Cancelled" orders={groups.cancelled} empty="" nameOf={nameOf} />
        ) : null}
      </>
    );
  }

  return (
    <Page>
      <PageTitle>My Orders</PageTitle>
      <Actions>
        <Button as={Link} to="/cart">
          Checkout
        </Button>
        <Button as={Link} to="/providers" $variant="secondary">
          Buy Now
        </Button>
      </Actions>
      {body}
    </Page>
  );
}
