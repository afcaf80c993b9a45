import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { formatPrice, useAuth } from '@thali/auth-cart';
import type { MenuItem } from '@thali/firebase-data';
import { DELIVERY_FEE, linesTotal, ORDER_LIMITS, validateDelivery, type OrderDelivery } from '@thali/firebase-data/logic';
import { Button, Spinner } from '@thali/ui';
import { Input, MobileInput, TextArea, useForm } from '@thali/ui/form';
import { useProfileAddress, type DeliveryProfile } from '../hooks/use-profile-address';

export const BUY_NOW_TEXTS = {
  noteHint: `For example: ring twice. At most ${ORDER_LIMITS.noteMax} characters.`,
  nameHint: 'The kitchen sees it on your order.',
  pay: 'Pay the kitchen on delivery, in cash or by UPI.',
  place: 'Place order',
  placing: 'Placing order…',
  cancel: 'Cancel',
} as const;

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

interface Draft {
  address: string;
  name: string;
  phone: string;
  note: string;
}

interface FormProps {
  item: Pick<MenuItem, 'id' | 'name' | 'price'>;
  quantity: number;
  profile: DeliveryProfile;
  onPlace: (delivery: OrderDelivery) => Promise<void>;
  onClose: () => void;
}

function DeliveryForm({ item, quantity, profile, onPlace, onClose }: FormProps) {
  const address = useRef<HTMLTextAreaElement | null>(null);
  const form = useForm<Draft>({
    initialValues: { address: profile.address, name: profile.name, phone: profile.phone.replace(/^\+91/, ''), note: '' },
    validate: validateDelivery,
    afterEdit: 'clear-field',
    onSubmit: async (v) => {
      const where = v.address.trim();
      await onPlace({ address: where, note: v.note.trim(), saveToProfile: where !== profile.address.trim(), name: v.name.trim(), phone: v.phone.trim() });
    },
  });
  const addressField = form.field('address');
  useEffect(() => {
    address.current?.focus();
  }, []);
  const headingId = `buy-now-${item.id}`;
  // the data package's own sum, so the total shown is the total the order records
  const dishes = linesTotal([{ price: item.price, quantity }]);
  return (
    <Form noValidate onSubmit={form.handleSubmit} aria-labelledby={headingId}>
      <h3 id={headingId}>Your order</h3>
      <Bill aria-label={`Bill for ${item.name}`}>
        <dt>{`${item.name} × ${quantity}`}</dt>
        <dd>{formatPrice(dishes)}</dd>
        <dt>Delivery fee</dt>
        <dd>{formatPrice(DELIVERY_FEE)}</dd>
        <dt className="total">Total</dt>
        <dd className="total">{formatPrice(dishes + DELIVERY_FEE)}</dd>
      </Bill>
      <p>{BUY_NOW_TEXTS.pay}</p>
      <TextArea label="Delivery address" autoComplete="street-address" rows={3} maxLength={ORDER_LIMITS.addressMax} disabled={form.submitting}
        {...addressField} ref={(el) => {
          address.current = el;
          addressField.ref(el);
        }} />
      <Input label="Your name" autoComplete="name" maxLength={ORDER_LIMITS.customerNameMax} hint={BUY_NOW_TEXTS.nameHint}
        disabled={form.submitting} {...form.field('name')} />
      <MobileInput disabled={form.submitting} {...form.field('phone')} />
      <TextArea label="Note for the kitchen (optional)" rows={2} maxLength={ORDER_LIMITS.noteMax} hint={BUY_NOW_TEXTS.noteHint}
        disabled={form.submitting} {...form.field('note')} />
      <Buttons>
        <Button type="submit" disabled={form.submitting}>{form.submitting ? BUY_NOW_TEXTS.placing : BUY_NOW_TEXTS.place}</Button>
        <Button type="button" $variant="secondary" disabled={form.submitting} onClick={onClose}>{BUY_NOW_TEXTS.cancel}</Button>
      </Buttons>
    </Form>
  );
}

/**
 * Buy Now's delivery step: first what the order costs (the dish, its quantity, the delivery fee and the total), then
 * the address (prefilled from the profile, saved back when changed), the customer's name and mobile number (prefilled;
 * the mobile is kept in the profile by the same write) and a note for the kitchen.
 */
export function BuyNowForm({ uid, ...props }: { uid: string } & Omit<FormProps, 'profile'>) {
  const { user } = useAuth();
  const profile = useProfileAddress(uid);
  if (profile.status === 'pending') return <Spinner label="Loading your address" />;
  const known = profile.data ?? { address: '', name: '', phone: '' };
  return <DeliveryForm {...props} profile={{ ...known, name: known.name || (user?.displayName ?? '') }} />;
}
