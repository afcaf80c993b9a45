import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { cartTotals, formatPrice, useAuth, useCart } from '@thali/auth-cart';
import { MAX_QUANTITY, type OrderDelivery } from '@thali/firebase-data';
import { Alert, Button, Card, Page, PageTitle, QuantityStepper, Spinner, useDocumentTitle } from '@thali/ui';
import { FoodImage } from '../../../shared/components/food-image';
import { useProfileAddress } from '../hooks/use-profile-address';
import { useUnavailableLines } from '../hooks/use-unavailable-lines';
import { CheckoutForm } from './checkout-form';

export const CART_TEXTS = {
  empty: 'Your Cart is Empty',
  success: 'Order placed successfully! Redirecting to Orders...',
  failure: 'Failed to place order. Please try again.',
  loginFirst: 'Please login to proceed.',
  unavailable: 'This item is no longer on the menu, so it is left out of your order.',
  nothingToOrder: 'Nothing in your basket is on the menu now. Please remove these items and choose others.',
} as const;
export const REDIRECT_AFTER_ORDER_MS = 1500;

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) { grid-template-columns: 2fr 1fr; align-items: start; }
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Line = styled(Card).attrs({ as: 'li' })`
  display: flex;
  gap: 1rem;
  align-items: flex-start;
  flex-wrap: wrap;
  h2 { font-size: 1.125rem; margin: 0 0 0.25rem; }
  p { margin: 0 0 0.75rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const LineBody = styled.div`
  flex: 1 1 14rem;
  min-width: 0;
`;

const LineControls = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
`;

const Summary = styled(Card)`
  h2 { font-size: 1.25rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: 1fr auto; row-gap: 0.5rem; margin: 0 0 1.25rem; }
  dt, dd { margin: 0; }
  dd { text-align: right; padding-left: 1rem; font-variant-numeric: tabular-nums; }
  .total { font-weight: 700; font-size: 1.125rem; border-top: 1px solid ${({ theme }) => theme.colors.border}; padding-top: 0.5rem; }
`;

const Unavailable = styled.p`
  && { color: ${({ theme }) => theme.colors.warning}; font-weight: 600; }
`;

const Empty = styled(Card)`
  text-align: center;
  h2 { margin: 0 0 1rem; }
`;

export function CartPage() {
  useDocumentTitle('My Basket');
  const { user } = useAuth();
  const { items, loading, removeItem, updateQuantity, checkout } = useCart();
  // lines whose item its kitchen hid or deleted: shown with a sentence, not counted, not ordered
  const unavailable = useUnavailableLines(items);
  const { subtotal, deliveryFee, total } = cartTotals(items.filter((line) => !unavailable.includes(line.id)));
  const navigate = useNavigate();
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [error, setError] = useState('');
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(true);
  const profileAddress = useProfileAddress(user?.uid);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(redirect.current);
    };
  }, []);

  // Basket errors show no message: the basket resolves false and the line stays as it was.
  const quietly = (action: Promise<unknown>) => {
    action.catch(() => undefined);
  };

  const onCheckout = async (delivery: OrderDelivery) => {
    if (placing || placed) return;
    if (!user) {
      setError(CART_TEXTS.loginFirst);
      return;
    }
    if (items.length === 0) return;
    if (items.every((line) => unavailable.includes(line.id))) {
      setError(CART_TEXTS.nothingToOrder);
      return;
    }
    setError('');
    setPlacing(true);
    try {
      await checkout(delivery, unavailable);
      if (!mounted.current) return;
      setPlaced(true);
      redirect.current = setTimeout(() => navigate('/orders'), REDIRECT_AFTER_ORDER_MS);
    } catch (e) {
      console.warn('[customer-account] checkout failed', e);
      if (mounted.current) setError(CART_TEXTS.failure);
    } finally {
      if (mounted.current) setPlacing(false);
    }
  };

  let content;
  if (placed) {
    content = null;
  } else if (loading) {
    content = <Spinner label="Loading your basket" />;
  } else if (items.length === 0) {
    content = (
      <Empty>
        <h2>{CART_TEXTS.empty}</h2>
        <Button as={Link} to="/providers">
          Browse Menu
        </Button>
      </Empty>
    );
  } else {
    content = (
      <Layout>
        <section aria-label="Items in your basket">
          <Lines>
            {items.map((item) => (
              <Line key={item.id}>
                <FoodImage src={item.imageUrl} />
                <LineBody>
                  <h2>{item.name}</h2>
                  {item.description ? <p>{item.description}</p> : null}
                  {unavailable.includes(item.id) ? <Unavailable>{CART_TEXTS.unavailable}</Unavailable> : null}
                  <LineControls>
                    {unavailable.includes(item.id) ? null : (
                      <>
                        <QuantityStepper
                          itemName={item.name}
                          value={item.quantity}
                          max={MAX_QUANTITY}
                          disabled={placing}
                          onChange={(q) => q >= 1 && q <= MAX_QUANTITY && quietly(updateQuantity(item.id, q))}
                        />
                        <strong data-testid="line-total">
                          <span className="visually-hidden">Line total </span>
                          {formatPrice((Number(item.price) || 0) * (Number(item.quantity) || 0))}
                        </strong>
                      </>
                    )}
                    <Button type="button" $variant="ghost" disabled={placing} aria-label={`Remove ${item.name}`} onClick={() => quietly(removeItem(item.id))}>
                      Remove
                    </Button>
                  </LineControls>
                </LineBody>
              </Line>
            ))}
          </Lines>
        </section>
        <Summary as="section" aria-labelledby="order-summary">
          <h2 id="order-summary">Order Summary</h2>
          <dl>
            <dt>Subtotal</dt>
            <dd>{formatPrice(subtotal)}</dd>
            <dt>Delivery Fee</dt>
            <dd>{formatPrice(deliveryFee)}</dd>
            <dt className="total">Total</dt>
            <dd className="total">{formatPrice(total)}</dd>
          </dl>
          {!user ? (
            <Button type="button" $block onClick={() => setError(CART_TEXTS.loginFirst)}>
              Proceed to Checkout
            </Button>
          ) : profileAddress.status === 'pending' ? (
            <Spinner label="Loading your address" />
          ) : (
            <CheckoutForm profileAddress={profileAddress.data ?? ''} placing={placing} onPlace={onCheckout} />
          )}
        </Summary>
      </Layout>
    );
  }

  return (
    <Page>
      <PageTitle>My Basket</PageTitle>
      {placed ? <Alert tone="success">{CART_TEXTS.success}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
      {content}
    </Page>
  );
}
