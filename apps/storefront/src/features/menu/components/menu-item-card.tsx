import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatPrice } from '@thali/auth-cart';
import { MAX_QUANTITY, type MenuItem, type OrderDelivery } from '@thali/firebase-data';
import { Badge, Button, QuantityStepper } from '@thali/ui';
import { FallbackImage } from '../../../shared/components/fallback-image';
import { categoryLabel } from '../utils/categories';
import { BuyNowForm } from './buy-now-form';

export const ADDED_CONFIRMATION_MS = 2000;
export const ORDER_ERROR = 'Error placing order. Please try again.';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.colors.shadow};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  flex: 1;
  padding: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: 1.125rem;
    line-height: 1.3;
  }
`;

const Description = styled.p`
  margin: 0;
  flex: 1;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PriceRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const Price = styled.p`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  > button {
    flex: 1 1 8rem;
  }
`;

const InlineError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

type Busy = 'adding' | 'ordering' | null;

export interface MenuItemCardProps {
  item: MenuItem;
  eager?: boolean;
  disabled?: boolean;
  onAdd: (item: MenuItem, quantity: number) => Promise<boolean>;
  onBuy: (item: MenuItem, quantity: number, delivery: OrderDelivery) => Promise<boolean>;
  /** Buy Now's first step: false when it sent the visitor to log in (the delivery form does not open). */
  onStartBuy: () => boolean;
  /** The signed-in customer (whose profile address prefills the delivery form). */
  uid: string | null;
}

export function MenuItemCard({ item, eager = false, disabled = false, onAdd, onBuy, onStartBuy, uid }: MenuItemCardProps) {
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState<Busy>(null);
  const [added, setAdded] = useState(false);
  const [error, setError] = useState('');
  const [buying, setBuying] = useState(false);
  const buyButton = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);
  const addedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(addedTimer.current);
    };
  }, []);

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<boolean>) => {
    if (busy) return;
    setError('');
    setBusy(kind);
    try {
      const done = await action();
      if (done && kind === 'adding' && mounted.current) {
        setAdded(true);
        clearTimeout(addedTimer.current);
        addedTimer.current = setTimeout(() => setAdded(false), ADDED_CONFIRMATION_MS);
      }
    } catch {
      // A basket error shows no message (the line simply is not added); a failed order does.
      if (kind === 'ordering' && mounted.current) setError(ORDER_ERROR);
    } finally {
      if (mounted.current) setBusy(null);
    }
  };

  const closeBuy = () => {
    setBuying(false);
    // back to the button that opened the form (after React has put it back in the page)
    setTimeout(() => buyButton.current?.focus(), 0);
  };
  const placeOrder = async (delivery: OrderDelivery) => {
    await run('ordering', async () => {
      const done = await onBuy(item, quantity, delivery);
      if (done && mounted.current) closeBuy();
      return done;
    });
  };

  const headingId = `menu-item-${item.id}`;
  const locked = disabled || busy !== null;
  return (
    <Article aria-labelledby={headingId} aria-busy={busy !== null || undefined}>
      <FallbackImage src={item.imageUrl} alt={item.name} eager={eager} />
      <Body>
        <h2 id={headingId}>{item.name}</h2>
        <Description>{item.description}</Description>
        <PriceRow>
          <Price>{formatPrice(item.price)}</Price>
          <Badge>{categoryLabel(item.category)}</Badge>
        </PriceRow>
        <QuantityStepper itemName={item.name} value={quantity} onChange={setQuantity} max={MAX_QUANTITY} disabled={locked} />
        <Actions>
          <Button type="button" disabled={locked} onClick={() => run('adding', () => onAdd(item, quantity))}>
            {busy === 'adding' ? 'Adding...' : added ? 'Added ✓' : 'Add to Basket'}
          </Button>
          <Button ref={buyButton} type="button" $variant="secondary" disabled={locked || buying} aria-expanded={buying}
            onClick={() => {
              setError('');
              if (onStartBuy()) setBuying(true);
            }}>
            Buy Now
          </Button>
        </Actions>
        {buying && uid ? <BuyNowForm uid={uid} itemId={item.id} onPlace={placeOrder} onClose={closeBuy} /> : null}
        {error ? <InlineError role="alert">{error}</InlineError> : null}
      </Body>
    </Article>
  );
}
