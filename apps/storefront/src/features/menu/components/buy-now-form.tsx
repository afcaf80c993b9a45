import { useEffect } from 'react';
import styled from 'styled-components';
import { formatPrice, useAuth } from '@thali/auth-cart';
import {
  DELIVERY_DRAFT_ORDER, DELIVERY_DRAFT_TEXTS, DeliveryFields, deliveryDraftOf, deliveryOf, orderSlotOf, useProfileAddress, useSlotChoice,
  validateDeliveryDraft, type DeliveryDraft, type DeliveryProfile,
} from '@thali/auth-cart/delivery';
import type { MenuItem, PlateCounts } from '@thali/firebase-data';
import {
  cleanPlace, DELIVERY_FEE, linesTotal, minimumMessage, minimumShortfall, placeProblemForKitchen, plateDayOf, plateDayWords, platesLeft,
  platesText, soldOutText, validatePlace, type KitchenTimes, type OrderDelivery, type OrderSlot,
} from '@thali/firebase-data/logic';
import { Alert, Button, Spinner, useNow } from '@thali/ui';
import { useForm } from '@thali/ui/form';
import { useDataMessage } from '@thali/ui/data-message';
import { SlotPicker } from '@thali/ui/slot-picker';
import { useT } from '../messages';


const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: 0.75rem;
  h3 { margin: 0 0 0.25rem; font-size: 1rem; }
`;

/** What the order will cost, before anything is asked: the dish and its quantity, the fee, the total. */
const Bill = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 0.75rem;
  margin: 0 0 0.75rem;
  dt, dd { margin: 0; overflow-wrap: anywhere; }
  dd { text-align: right; font-variant-numeric: tabular-nums; }
  .total { font-weight: 700; }
  + p { margin: 0 0 0.75rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  > button { flex: 1 1 8rem; }
`;

/** What Buy Now needs of the kitchen: its name, where it delivers, its minimum, and its hours (the slots). */
export type BuyNowKitchen = KitchenTimes & { name: string; deliversTo: readonly string[]; minOrder?: number };

interface FormProps {
  item: Pick<MenuItem, 'id' | 'name' | 'price' | 'platesPerDay'>;
  /** the kitchen's plate counts by day (issue 40: the plates left are said for the day of the slot chosen) */
  plates?: PlateCounts;
  quantity: number;
  kitchen: BuyNowKitchen;
  profile: DeliveryProfile;
  onPlace: (delivery: OrderDelivery, slot: OrderSlot) => Promise<void>;
  onClose: () => void;
}

function DeliveryForm({ item, quantity, kitchen, plates, profile, onPlace, onClose }: FormProps) {
  const now = useNow();
  const t = useT();
  // the data package's sentences (plates left, a kitchen's minimum) in the reader's language
  const dataText = useDataMessage();
  // the first slot offered is on a day with plates enough (sold out today: tomorrow's first), else the first
  const slot = useSlotChoice(kitchen, now, (s) => {
    const left = plates ? platesLeft(item, plates, plateDayOf(s, now)) : null;
    return left === null || left >= quantity;
  });
  // a limited dish: the plates left for the chosen slot's day ('2 plates left tomorrow'), refused before sending
  const plateDay = plateDayOf(slot.slot, now);
  const left = plates ? platesLeft(item, plates, plateDay) : null;
  const platesProblem = left !== null && left < quantity ? soldOutText(left, plateDayWords(plateDay, now), plateDay) : '';
  const platesNote = platesProblem ? '' : platesText(left, plateDayWords(plateDay, now), plateDay);
  // the data package's own sum, so the total shown is the total the order records
  const dishes = linesTotal([{ price: item.price, quantity }]);
  const short = minimumShortfall(dishes, kitchen.minOrder);
  const { draft, incomplete } = deliveryDraftOf(profile, '');
  const form = useForm<DeliveryDraft>({
    initialValues: draft,
    validate: validateDeliveryDraft,
    fieldOrder: DELIVERY_DRAFT_ORDER,
    afterEdit: 'clear-field',
    onSubmit: async (v, { setFormError }) => {
      // what the database would refuse is said before anything is sent, in the same words
      const problem = placeProblemForKitchen(cleanPlace(v), kitchen) || (short > 0 ? minimumMessage(kitchen.name, short) : '') || slot.problem
        || platesProblem;
      if (problem) {
        setFormError(problem);
        return;
      }
      await onPlace(deliveryOf(v, profile), orderSlotOf(slot.slot!));
    },
  });
  const focus = form.focus;
  useEffect(() => {
    focus('house');
  }, [focus]);
  const headingId = `buy-now-${item.id}`;
  // said as soon as a valid place is one the kitchen does not serve, not only after "Place order"
  const placeErrors = validatePlace(form.values);
  const areaProblem = Object.keys(placeErrors).length === 0 ? placeProblemForKitchen(cleanPlace(form.values), kitchen) : '';
  const busy = form.submitting;
  return (
    <Form noValidate onSubmit={form.handleSubmit} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('buy.heading')}</h3>
      <Bill aria-label={t('buy.bill', { name: item.name })}>
        <dt>{t('buy.line', { name: item.name, quantity })}</dt>
        <dd>{formatPrice(dishes)}</dd>
        <dt>{t('buy.fee')}</dt>
        <dd>{formatPrice(DELIVERY_FEE)}</dd>
        <dt className="total">{t('buy.total')}</dt>
        <dd className="total">{formatPrice(dishes + DELIVERY_FEE)}</dd>
      </Bill>
      <p>{t('buy.pay')}</p>
      {short > 0 ? <Alert tone="warning">{dataText(minimumMessage(kitchen.name, short))}</Alert> : null}
      <SlotPicker slots={slot.slots} value={slot.value} onChange={slot.choose} disabled={busy} error={slot.slots.length > 0 ? slot.problem || undefined : undefined} />
      {platesProblem ? <Alert tone="warning">{dataText(platesProblem)}</Alert> : platesNote ? <p>{dataText(platesNote)}</p> : null}
      <DeliveryFields field={form.field} disabled={busy} addressNote={incomplete ? DELIVERY_DRAFT_TEXTS.complete(profile.address) : undefined} />
      {areaProblem && !form.formError ? <Alert tone="warning">{areaProblem}</Alert> : null}
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Buttons>
        <Button type="submit" disabled={busy}>{busy ? t('buy.placing') : t('buy.place')}</Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onClose}>{t('buy.cancel')}</Button>
      </Buttons>
    </Form>
  );
}

/**
 * Buy Now's delivery step: first what the order costs (the dish, its quantity, the delivery fee and the total), then
 * the delivery slot (the kitchen's next ones: "As soon as possible" while it is open), the address (prefilled from
 * the profile's place, or from its old one-line address to be completed; saved back when changed), the customer's
 * name and mobile number (prefilled; kept in the profile by the same write) and a note for the kitchen. An address the
 * kitchen does not deliver to, or a dish under its minimum, is refused before anything is sent.
 */
export function BuyNowForm({ uid, ...props }: { uid: string } & Omit<FormProps, 'profile'>) {
  const { user } = useAuth();
  const profile = useProfileAddress(uid);
  const t = useT();
  if (profile.status === 'pending') return <Spinner label={t('buy.loadingAddress')} />;
  const known = profile.data ?? { address: '', name: '', phone: '' };
  return <DeliveryForm {...props} profile={{ ...known, name: known.name || (user?.displayName ?? '') }} />;
}
