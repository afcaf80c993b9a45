import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPrice, useAuth } from '@thali/auth-cart';
import type { Order } from '@thali/firebase-data';
import { Alert, Badge, Button, Card, DietMark, Page, PageTitle, Spinner, useDocumentTitle, type BadgeTone, plainMessage } from '@thali/ui';
import { useCustomerOrders } from '../hooks/use-customer-orders';
import { useProviderNames } from '../hooks/use-provider-names';
import { CancelOrder } from './cancel-order';
import { ReviewOrder } from './review-form';
import { formatOrderDate, groupByCheckout, groupOrders, sectionOf, statusLabel, type CheckoutGroup } from '../utils/group-orders';

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
  header > div { display: flex; flex-direction: column; align-items: flex-start; gap: 0.25rem; min-width: 0; }
  h3, h4 { font-size: 1.0625rem; margin: 0; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 0.75rem; margin: 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/** One checkout: its number and total above its lines. */
const Checkout = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 0.75rem;
  > header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: 0.25rem 1rem;
    margin-bottom: 0.75rem;
  }
  h3 { font-size: 1.125rem; margin: 0; overflow-wrap: anywhere; }
  > header p { margin: 0; font-weight: 600; }
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

function OrderItem({ order, providerName, level = 3 }: { order: Order; providerName: string; level?: 3 | 4 }) {
  const Heading = level === 4 ? 'h4' : 'h3';
  return (
    <OrderCard data-order-id={order.id}>
      <header>
        <div>
          <Heading>{order.itemName}</Heading>
          {order.diet ? <DietMark diet={order.diet} /> : null}
        </div>
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

/** A checkout's lines under its number, with their total. */
function CheckoutLines({ group, sectionId, nameOf }: { group: CheckoutGroup & { orderNumber: string }; sectionId: string; nameOf: (id: string) => string }) {
  const headingId = `${sectionId}-${group.key.replace(/[^A-Za-z0-9-]/g, '-')}`;
  return (
    <Checkout role="group" aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>Order {group.orderNumber}</h3>
        <p>Total {formatPrice(group.total)}</p>
      </header>
      <List>
        {group.lines.map((order) => (
          <OrderItem key={order.id} order={order} providerName={nameOf(order.providerId)} level={4} />
        ))}
      </List>
    </Checkout>
  );
}

/**
 * A section's orders, newest first: the lines of one checkout under its number; older lines without a number are
 * listed as they were, each on its own (consecutive ones share one list).
 */
function OrderSection({ id, title, orders, empty, nameOf }: { id: string; title: string; orders: Order[]; empty: string; nameOf: (id: string) => string }) {
  const blocks: Array<{ key: string; numbered?: CheckoutGroup & { orderNumber: string }; lines: Order[] }> = [];
  for (const group of groupByCheckout(orders)) {
    const last = blocks[blocks.length - 1];
    if (group.orderNumber) blocks.push({ key: group.key, numbered: { ...group, orderNumber: group.orderNumber }, lines: group.lines });
    else if (last && !last.numbered) last.lines.push(...group.lines);
    else blocks.push({ key: group.key, lines: [...group.lines] });
  }
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {orders.length === 0 ? (
        <Muted>{empty}</Muted>
      ) : (
        <Groups>
          {blocks.map((block) => block.numbered ? (
            <CheckoutLines key={block.key} group={block.numbered} sectionId={id} nameOf={nameOf} />
          ) : (
            <List key={block.key}>
              {block.lines.map((order) => (
                <OrderItem key={order.id} order={order} providerName={nameOf(order.providerId)} />
              ))}
            </List>
          ))}
        </Groups>
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
