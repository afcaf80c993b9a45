import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatPrice } from '@thali/auth-cart';
import { type MenuItem, type PlateCounts } from '@thali/firebase-data';
import {
  DeliveryAreaError, KitchenClosedError, MAX_QUANTITY, MinimumOrderError, PLATES_FEW, SlotUnavailableError, SoldOutError, type OrderDelivery,
  type OrderSlot,
} from '@thali/firebase-data/logic';
import { Badge, Button, DietMark, Spinner } from '@thali/ui';
import { QuantityStepper } from '@thali/ui/quantity-stepper';
import { useMutation } from '@thali/ui/mutation';
import { CardArticle } from '../../../shared/components/card-article';
import { FallbackImage } from '../../../shared/components/fallback-image';
import { categoryLabel } from '../utils/categories';
import type { BuyNowKitchen } from './buy-now-form';
import { t as say, useT } from '../messages';

// The delivery form (the form system, the checks of a delivery, the profile's read) is code only a buyer needs: it is
// fetched when a reader points at or focuses Buy Now, not with every menu's first load (4 KB gzip of it).
const loadBuyNowForm = () => import('./buy-now-form');
const BuyNowForm = lazy(() => loadBuyNowForm().then((module) => ({ default: module.BuyNowForm })));

export const ADDED_CONFIRMATION_MS = 2000;

/**
 * What a refused order says: the data package's own sentence when the kitchen closed, the plates ran out, the slot
 * has passed, the kitchen does not deliver there or the dishes are under its minimum (the rules' refusal too).
 */
export function orderErrorText(error: unknown): string {
  return error instanceof KitchenClosedError || error instanceof SoldOutError || error instanceof SlotUnavailableError
    || error instanceof DeliveryAreaError || error instanceof MinimumOrderError
    ? error.message
    : say('card.orderError');
}

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

const Marks = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
`;

const Plates = styled.p<{ $out: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${({ theme, $out }) => ($out ? theme.colors.danger : theme.colors.warning)};
`;

const Reason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
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
  disabled?: boolean;
  onAdd: (item: MenuItem, quantity: number) => Promise<boolean>;
  onBuy: (item: MenuItem, quantity: number, delivery: OrderDelivery, slot: OrderSlot) => Promise<boolean>;
  /** Buy Now's first step: false when it sent the visitor to log in (the delivery form does not open). */
  onStartBuy: () => boolean;
  /** The signed-in customer (whose profile address prefills the delivery form). */
  uid: string | null;
  /** The kitchen as Buy Now needs it (name, areas, minimum, hours). */
  kitchen: BuyNowKitchen;
  /**
   * Why the kitchen takes no orders (its open-state reason: paused, on holiday, no slot left today or tomorrow), or
   * 'Closed now — order for a later slot.' when it is closed now but offers later slots; '' while it is open.
   */
  closedReason?: string;
  /** False while the kitchen has paused its orders: both buttons are off (a closed kitchen's stay on: later slots). */
  canOrder?: boolean;
  /** Plates of this dish left today (null: no daily limit). */
  platesLeft?: number | null;
  /** The kitchen's plate counts by day: Buy Now says what is left for the day of the slot chosen (issue 40). */
  plates?: PlateCounts;
}

export function MenuItemCard({
  item, disabled = false, onAdd, onBuy, onStartBuy, uid, kitchen, closedReason = '', canOrder = true, platesLeft = null, plates,
}: MenuItemCardProps) {
  const [quantity, setQuantity] = useState(1);
  const t = useT();
  const [added, setAdded] = useState(false);
  const [buying, setBuying] = useState(false);
  const buyButton = useRef<HTMLButtonElement>(null);
  const addedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(addedTimer.current), []);

  const closeBuy = () => {
    setBuying(false);
    // back to the button that opened the form (after React has put it back in the page)
    setTimeout(() => buyButton.current?.focus(), 0);
  };
  // No more than the plates left today can be bought (the count moves live, so the chosen number follows it down);
  // sold out today, the order is for a later day, whose count Buy Now's form checks for the slot chosen.
  const max = platesLeft === null || platesLeft === 0 ? Math.min(MAX_QUANTITY, item.platesPerDay ?? MAX_QUANTITY)
    : Math.max(1, Math.min(MAX_QUANTITY, platesLeft));
  const amount = Math.min(quantity, max);

  const adding = useMutation({
    run: () => onAdd(item, amount),
    onSuccess: (done) => {
      if (!done) return;
      setAdded(true);
      clearTimeout(addedTimer.current);
      addedTimer.current = setTimeout(() => setAdded(false), ADDED_CONFIRMATION_MS);
    },
    // A basket error shows no message (the line simply is not added); a failed order does.
    errorMessage: () => null,
  });
  const ordering = useMutation({
    run: (delivery: OrderDelivery, slot: OrderSlot) => onBuy(item, amount, delivery, slot),
    onSuccess: (done) => {
      if (done) closeBuy();
    },
    errorMessage: orderErrorText,
  });
  // One of the two at a time: the card is busy with either.
  const busy: Busy = adding.status === 'busy' ? 'adding' : ordering.status === 'busy' ? 'ordering' : null;
  const error = ordering.error;
  const add = () => {
    if (busy) return;
    ordering.reset();
    void adding.start();
  };
  const placeOrder = async (delivery: OrderDelivery, slot: OrderSlot) => {
    if (busy) return;
    await ordering.start(delivery, slot);
  };

  const headingId = `menu-item-${item.id}`;
  const soldOut = platesLeft === 0;
  // sold out today and open for orders: the note says the dish can be ordered for a later day's slot (issue 40), not
  // a dead end
  const platesNote = soldOut && canOrder ? t('card.soldOutLater')
    : platesLeft !== null && platesLeft <= PLATES_FEW ? t('card.plates', { left: Math.max(0, platesLeft) }) : '';
  // Why buying is off (or for later only), shown on the card and read with both buttons. A closed kitchen's dishes,
  // and a dish sold out today, still go in the basket and may be bought for a later slot.
  const whyId = closedReason ? `${headingId}-closed` : soldOut ? `${headingId}-plates` : undefined;
  const locked = disabled || busy !== null || !canOrder;
  return (
    <CardArticle $height="33rem" aria-labelledby={headingId} aria-busy={busy !== null || undefined}>
      <FallbackImage src={item.imageUrl} alt={item.name} />
      <Body>
        <h2 id={headingId}>{item.name}</h2>
        {item.diet || platesNote ? (
          <Marks>
            {item.diet ? <DietMark diet={item.diet} /> : null}
            {platesNote ? <Plates id={`${headingId}-plates`} $out={soldOut}>{platesNote}</Plates> : null}
          </Marks>
        ) : null}
        <Description>{item.description}</Description>
        <PriceRow>
          <Price>{formatPrice(item.price)}</Price>
          <Badge>{categoryLabel(item.category)}</Badge>
        </PriceRow>
        <QuantityStepper itemName={item.name} value={amount} onChange={setQuantity} max={max} disabled={locked} />
        {closedReason ? <Reason id={whyId}>{closedReason}</Reason> : null}
        <Actions>
          <Button type="button" disabled={locked} aria-describedby={whyId} onClick={add}>
            {busy === 'adding' ? t('card.adding') : added ? t('card.added') : t('card.add')}
          </Button>
          <Button ref={buyButton} type="button" $variant="secondary" disabled={locked || buying} aria-expanded={buying} aria-describedby={whyId}
            onPointerEnter={loadBuyNowForm} onFocus={loadBuyNowForm}
            onClick={() => {
              ordering.reset();
              if (onStartBuy()) setBuying(true);
            }}>
            {t('card.buy')}
          </Button>
        </Actions>
        {buying && uid ? (
          <Suspense fallback={<Spinner label={t('card.loadingForm')} />}>
            <BuyNowForm uid={uid} item={item} quantity={amount} kitchen={kitchen} plates={plates} onPlace={placeOrder} onClose={closeBuy} />
          </Suspense>
        ) : null}
        {error ? <InlineError role="alert">{error}</InlineError> : null}
      </Body>
    </CardArticle>
  );
}
