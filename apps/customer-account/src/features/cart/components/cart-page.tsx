import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { formatPrice, useAuth, useCart } from '@thali/auth-cart';
import { type CartLine, type Diet, type PlacedOrder } from '@thali/firebase-data';
import {
  DeliveryAreaError, DELIVERY_FEE, KitchenClosedError, MAX_QUANTITY, MinimumOrderError, minimumMessage, minimumShortfall, plateDayOf, orderCartTotals,
  placeProblemForKitchen, SlotUnavailableError, SoldOutError, type OrderDelivery, type OrderSlot,
} from '@thali/firebase-data/logic';
import { orderSlotOf, useProfileAddress, useSlotChoices, type KitchenSlotChoice } from '@thali/auth-cart/delivery';
import { Alert, Button, Card, ColumnGrid, DietMark, Page, PageTitle, Spinner, useDocumentTitle, useNow } from '@thali/ui';
import { QuantityStepper } from '@thali/ui/quantity-stepper';
import { SlotPicker } from '@thali/ui/slot-picker';
import { useMutation } from '@thali/ui/mutation';
import { dataSentence } from '@thali/ui/data-message';
import { FoodImage } from '../../../shared/components/food-image';
import { useBasketKitchens } from '../hooks/use-basket-kitchens';
import { useBasketMenus } from '../hooks/use-basket-menus';
import { useUnavailableLines } from '../hooks/use-unavailable-lines';
import { lineBlocks, type LineBlock } from '../utils/line-blocks';
import { useT, t as text } from '../messages';
import { CheckoutForm } from './checkout-form';

/** Where a checkout lands: My Orders, scrolled to the first new order, whose card (and its neighbour's) confirm them. */
export function ordersAfterPlacing(placed: readonly PlacedOrder[]): { to: string; state: { placed: PlacedOrder[] } } {
  return { to: placed[0] ? `/orders#order-${placed[0].id}` : '/orders', state: { placed: [...placed] } };
}
export const REDIRECT_AFTER_ORDER_MS = 1500;

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) { grid-template-columns: 2fr 1fr; align-items: start; }
`;

const Line = styled(Card).attrs({ as: 'li' })`
  display: flex;
  gap: 1rem;
  align-items: flex-start;
  flex-wrap: wrap;
  h3 { font-size: 1.125rem; margin: 0 0 0.25rem; }
  p { margin: 0 0 0.75rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** One kitchen's lines, with what its order will cost. */
const KitchenGroup = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  > h2 { font-size: 1.25rem; margin: 0; overflow-wrap: anywhere; }
  > dl {
    display: grid;
    grid-template-columns: 1fr auto;
    row-gap: 0.25rem;
    margin: 0;
    padding: 0.75rem 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  > dl dt, > dl dd { margin: 0; }
  > dl dd { text-align: right; padding-left: 1rem; font-variant-numeric: tabular-nums; }
  > dl .total { font-weight: 700; }
  > p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Kitchens = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2rem;
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

const SummaryNote = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Unavailable = styled.p`
  && { color: ${({ theme }) => theme.colors.warning}; font-weight: 600; }
`;

const Mark = styled.div`
  margin: 0 0 0.5rem;
`;

const Empty = styled(Card)`
  text-align: center;
  h2 { margin: 0 0 1rem; }
`;

/**
 * The page's words for a checkout the data package refused: whose lines the closed kitchen or the sold-out dish are;
 * the sentence of a slot that has passed, of an address the kitchen does not serve, of a basket under its minimum.
 */
function refusal(error: unknown, lines: readonly CartLine[]): string | null {
  if (error instanceof DeliveryAreaError || error instanceof MinimumOrderError || error instanceof SlotUnavailableError) return dataSentence(error);
  // the dishes' names are the kitchen's own words, listed as they are; the sentence after them is the data package's
  const names = (of: (l: CartLine) => boolean) => lines.filter(of).map((l) => l.name).join(', ');
  if (error instanceof KitchenClosedError) {
    const which = names((l) => l.providerId === error.providerId);
    return which ? text('cart.refusedLines', { dishes: which, reason: dataSentence(error) }) : dataSentence(error);
  }
  if (error instanceof SoldOutError) {
    const which = names((l) => l.id === error.itemId);
    return which ? text('cart.refusedLines', { dishes: which, reason: dataSentence(error) }) : dataSentence(error);
  }
  return null;
}

/** One kitchen's delivery slot in the basket: its next slots, the first chosen, or why none can be ordered. */
function KitchenSlot({ kitchenName, choice, disabled }: { kitchenName: string; choice: KitchenSlotChoice; disabled: boolean }) {
  const t = useT();
  return (
    <SlotPicker slots={choice.slots} value={choice.value} onChange={choice.choose} disabled={disabled} label={t('cart.slotLabel', { kitchen: kitchenName })}
      error={choice.slots.length > 0 ? choice.problem || undefined : undefined} />
  );
}

function BlockedNote({ block }: { block: LineBlock }) {
  const t = useT();
  return (
    <>
      <Unavailable>{dataSentence(block.why)}</Unavailable>
      <p>{t(block.kind === 'few' ? 'cart.lowerQuantity' : block.kind === 'sold-out' ? 'cart.soldOutLater' : 'cart.leftOut')}</p>
    </>
  );
}

interface BasketLineProps {
  line: CartLine;
  diet: Diet | undefined;
  /** No longer on the menu: no quantity, no total, only Remove. */
  unavailable: boolean;
  /** Why it cannot be ordered now (a closed kitchen, plates sold out or too few). */
  block: LineBlock | undefined;
  placing: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

function BasketLine({ line, diet, unavailable, block, placing, onQuantity, onRemove }: BasketLineProps) {
  const t = useT();
  return (
    <Line>
      <FoodImage src={line.imageUrl} />
      <LineBody>
        <h3>{line.name}</h3>
        {diet ? <Mark><DietMark diet={diet} /></Mark> : null}
        {line.description ? <p>{line.description}</p> : null}
        {unavailable ? <Unavailable>{t('cart.unavailable')}</Unavailable> : block ? <BlockedNote block={block} /> : null}
        <LineControls>
          {unavailable ? null : (
            <>
              <QuantityStepper
                itemName={line.name}
                value={line.quantity}
                max={MAX_QUANTITY}
                disabled={placing}
                onChange={(q) => q >= 1 && q <= MAX_QUANTITY && onQuantity(q)}
              />
              <strong data-testid="line-total">
                <span className="visually-hidden">{`${t('cart.lineTotal')} `}</span>
                {formatPrice((Number(line.price) || 0) * (Number(line.quantity) || 0))}
              </strong>
            </>
          )}
          <Button type="button" $variant="ghost" disabled={placing} aria-label={t('cart.removeLabel', { dish: line.name })} onClick={onRemove}>
            {t('cart.remove')}
          </Button>
        </LineControls>
      </LineBody>
    </Line>
  );
}

export function CartPage() {
  const t = useT();
  useDocumentTitle(t('cart.title'));
  const { user } = useAuth();
  const { items, loading, removeItem, updateQuantity, checkout } = useCart();
  // lines whose item its kitchen hid or deleted: shown with a sentence, not counted, not ordered
  const unavailable = useUnavailableLines(items);
  // lines of a kitchen that is closed now, or of a dish sold out or with fewer plates left than they ask: shown
  // with the reason, not counted, left out of the checkout (the customer removes them, lowers the number or waits)
  const menus = useBasketMenus(items).data;
  const { providers, plates } = useBasketKitchens(items);
  const now = useNow();
  const kitchenIds = [...new Set(items.map((line) => line.providerId))];
  // issue 40: each kitchen's order has its own delivery slot; its lines' plates are counted for that slot's day (a
  // dish sold out today is ordered by choosing tomorrow's slot). The default slot is not moved behind the customer's
  // back as plates come and go: each line says what its slot's day has left.
  const slotChoices = useSlotChoices(Object.fromEntries(kitchenIds.map((id) => [id, providers?.[id]])), now);
  const days = Object.fromEntries(kitchenIds.map((id) => [id, plateDayOf(slotChoices[id]?.value, now)]));
  const daysKey = JSON.stringify(days);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `days` is rebuilt each render; its content is daysKey
  const blocks = useMemo(() => lineBlocks(items, { providers, menus, plates, now, days }), [items, providers, menus, plates, now, daysKey]);
  const leaveOut = useMemo(() => [...unavailable, ...Object.keys(blocks).filter((id) => !unavailable.includes(id))], [unavailable, blocks]);
  const dietOf = (line: CartLine) => line.diet ?? menus?.[line.providerId]?.find((i) => i.id === line.id)?.diet;
  // what checkout will place: one order per kitchen, each with its fee (the data package's own grouping)
  const totals = orderCartTotals(items.filter((line) => !leaveOut.includes(line.id)));
  const kitchenName = (id: string) => providers?.[id]?.name ?? t('cart.kitchen');
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const profileAddress = useProfileAddress(user?.uid);
  useEffect(() => () => clearTimeout(redirect.current), []);
  // a kitchen under its minimum says how much to add, and checkout waits until every kitchen's is met
  const shortOf = (providerId: string, itemsTotal: number) => minimumShortfall(itemsTotal, providers?.[providerId]?.minOrder);
  const underMinimum = totals.kitchens.some((k) => shortOf(k.providerId, k.itemsTotal) > 0);

  const placeOrders = useMutation({
    run: (delivery: OrderDelivery, slots: Record<string, OrderSlot>, _lines: readonly CartLine[]) => checkout(delivery, slots, leaveOut),
    onSuccess: (orders) => {
      const after = ordersAfterPlacing(orders);
      redirect.current = setTimeout(() => navigate(after.to, { state: after.state }), REDIRECT_AFTER_ORDER_MS);
    },
    errorMessage: (e, _delivery, _slots, lines) => refusal(e, lines) ?? t('cart.failure'),
    onError: (e) => console.warn('[customer-account] checkout failed', e),
  });
  const placing = placeOrders.status === 'busy';
  const placed = placeOrders.status === 'success';

  // Basket errors show no message: the basket resolves false and the line stays as it was.
  const quietly = (action: Promise<unknown>) => {
    action.catch(() => undefined);
  };

  // What stops a checkout before it is sent is said in the same place as a refused one: one sentence at a time.
  const refuse = (message: string) => {
    placeOrders.reset();
    setError(message);
  };

  const onCheckout = async (delivery: OrderDelivery) => {
    if (placing || placed) return;
    if (!user) {
      refuse(t('cart.loginFirst'));
      return;
    }
    if (items.length === 0) return;
    if (items.every((line) => unavailable.includes(line.id))) {
      refuse(t('cart.nothingToOrder'));
      return;
    }
    if (items.every((line) => leaveOut.includes(line.id))) {
      refuse(t('cart.nothingNow'));
      return;
    }
    // what the database would refuse is said before anything is sent, in the same words
    for (const k of totals.kitchens) {
      const kitchen = providers?.[k.providerId];
      const short = shortOf(k.providerId, k.itemsTotal);
      const problem = (kitchen ? placeProblemForKitchen(delivery.place, kitchen) : '')
        || (short > 0 ? minimumMessage(kitchenName(k.providerId), short) : '')
        || (slotChoices[k.providerId]?.problem ?? '');
      if (problem) {
        refuse(problem);
        return;
      }
    }
    const slots = Object.fromEntries(totals.kitchens.map((k) => [k.providerId, orderSlotOf(slotChoices[k.providerId]!.slot!)]));
    setError('');
    await placeOrders.start(delivery, slots, items);
  };

  let content;
  if (placed) {
    content = null;
  } else if (loading) {
    content = <Spinner label={t('cart.loading')} />;
  } else if (items.length === 0) {
    content = (
      <Empty>
        <h2>{t('cart.empty')}</h2>
        <Button as={Link} to="/providers">
          {t('cart.browseMenu')}
        </Button>
      </Empty>
    );
  } else {
    content = (
      <Layout>
        <Kitchens aria-label={t('cart.items')} role="group">
          {kitchenIds.map((providerId) => {
            const lines = items.filter((line) => line.providerId === providerId);
            const order = totals.kitchens.find((k) => k.providerId === providerId);
            const headingId = `basket-kitchen-${providerId.replace(/[^A-Za-z0-9_-]/g, '-')}`;
            return (
              <KitchenGroup key={providerId} aria-labelledby={headingId}>
                <h2 id={headingId}>{kitchenName(providerId)}</h2>
                <ColumnGrid $gap={4}>
                  {lines.map((item) => (
                    <BasketLine
                      key={item.id}
                      line={item}
                      diet={dietOf(item)}
                      unavailable={unavailable.includes(item.id)}
                      block={blocks[item.id]}
                      placing={placing}
                      onQuantity={(q) => quietly(updateQuantity(item.id, q))}
                      onRemove={() => quietly(removeItem(item.id))}
                    />
                  ))}
                </ColumnGrid>
                {order ? (
                  <>
                    <dl>
                      <dt>{t('cart.subtotal')}</dt>
                      <dd>{formatPrice(order.itemsTotal)}</dd>
                      <dt>{t('cart.deliveryFee')}</dt>
                      <dd>{formatPrice(order.fee)}</dd>
                      <dt className="total">{t('cart.total')}</dt>
                      <dd className="total">{formatPrice(order.total)}</dd>
                    </dl>
                    {shortOf(providerId, order.itemsTotal) > 0 ? (
                      <Unavailable>{dataSentence(minimumMessage(kitchenName(providerId), shortOf(providerId, order.itemsTotal)))}</Unavailable>
                    ) : null}
                  </>
                ) : (
                  <p>{t('cart.kitchenLeftOut')}</p>
                )}
                {/* the slot stays choosable when all its lines are sold out for the slot's day: another day may have plates */}
                {providers?.[providerId] && (order || (slotChoices[providerId]!.slots.length > 0 && lines.some((l) => !unavailable.includes(l.id)))) ? (
                  <KitchenSlot kitchenName={kitchenName(providerId)} choice={slotChoices[providerId]!} disabled={placing} />
                ) : null}
              </KitchenGroup>
            );
          })}
        </Kitchens>
        <Summary as="section" aria-labelledby="order-summary">
          <h2 id="order-summary">{t('cart.summary')}</h2>
          <dl>
            <dt>{t('cart.subtotal')}</dt>
            <dd>{formatPrice(totals.itemsTotal)}</dd>
            <dt>{t('cart.deliveryFees', { count: totals.kitchens.length })}</dt>
            <dd>{formatPrice(totals.fees)}</dd>
            <dt className="total">{t('cart.total')}</dt>
            <dd className="total">{formatPrice(totals.total)}</dd>
          </dl>
          {totals.kitchens.length > 1 ? (
            <SummaryNote>{t('cart.perKitchen', { count: totals.kitchens.length, fee: formatPrice(DELIVERY_FEE) })}</SummaryNote>
          ) : null}
          {!user ? (
            <Button type="button" $block onClick={() => setError(t('cart.loginFirst'))}>
              {t('cart.checkout')}
            </Button>
          ) : profileAddress.status === 'pending' ? (
            <Spinner label={t('cart.loadingAddress')} />
          ) : (
            <>
              {underMinimum ? <SummaryNote>{t('cart.underMinimum')}</SummaryNote> : null}
              <CheckoutForm profile={{ address: '', phone: '', ...profileAddress.data, name: profileAddress.data?.name || (user.displayName ?? '') }}
                placing={placing} blocked={underMinimum} onPlace={onCheckout} />
            </>
          )}
        </Summary>
      </Layout>
    );
  }

  return (
    <Page>
      <PageTitle>{t('cart.title')}</PageTitle>
      {placed ? <Alert tone="success">{t('cart.success')}</Alert> : null}
      {error || placeOrders.error ? <Alert>{error || placeOrders.error}</Alert> : null}
      {typeof notice === 'string' && !placed ? <Alert tone="warning">{notice}</Alert> : null}
      {content}
    </Page>
  );
}
