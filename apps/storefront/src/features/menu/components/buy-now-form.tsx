import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ORDER_LIMITS, validateDelivery, type OrderDelivery } from '@thali/firebase-data/logic';
import { Button, Spinner } from '@thali/ui';
import { TextArea, useForm } from '@thali/ui/form';
import { useProfileAddress } from '../hooks/use-profile-address';

export const BUY_NOW_TEXTS = {
  noteHint: `For example: ring twice. At most ${ORDER_LIMITS.noteMax} characters.`,
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

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  > button { flex: 1 1 8rem; }
`;

interface Draft {
  address: string;
  note: string;
}

interface FormProps {
  itemId: string;
  profileAddress: string;
  onPlace: (delivery: OrderDelivery) => Promise<void>;
  onClose: () => void;
}

function DeliveryForm({ itemId, profileAddress, onPlace, onClose }: FormProps) {
  const address = useRef<HTMLTextAreaElement | null>(null);
  const form = useForm<Draft>({
    initialValues: { address: profileAddress, note: '' },
    validate: validateDelivery,
    afterEdit: 'clear-field',
    onSubmit: async (v) => {
      const where = v.address.trim();
      await onPlace({ address: where, note: v.note.trim(), saveToProfile: where !== profileAddress.trim() });
    },
  });
  const addressField = form.field('address');
  useEffect(() => {
    address.current?.focus();
  }, []);
  const headingId = `buy-now-${itemId}`;
  return (
    <Form noValidate onSubmit={form.handleSubmit} aria-labelledby={headingId}>
      <h3 id={headingId}>Deliver to</h3>
      <TextArea label="Delivery address" autoComplete="street-address" rows={3} maxLength={ORDER_LIMITS.addressMax} disabled={form.submitting}
        {...addressField} ref={(el) => {
          address.current = el;
          addressField.ref(el);
        }} />
      <TextArea label="Note for the kitchen (optional)" rows={2} maxLength={ORDER_LIMITS.noteMax} hint={BUY_NOW_TEXTS.noteHint}
        disabled={form.submitting} {...form.field('note')} />
      <Buttons>
        <Button type="submit" disabled={form.submitting}>{form.submitting ? BUY_NOW_TEXTS.placing : BUY_NOW_TEXTS.place}</Button>
        <Button type="button" $variant="secondary" disabled={form.submitting} onClick={onClose}>{BUY_NOW_TEXTS.cancel}</Button>
      </Buttons>
    </Form>
  );
}

/** Buy Now's delivery step: the address (prefilled from the profile, saved back when changed) and a note for the kitchen. */
export function BuyNowForm({ uid, itemId, onPlace, onClose }: { uid: string } & Omit<FormProps, 'profileAddress'>) {
  const profile = useProfileAddress(uid);
  if (profile.status === 'pending') return <Spinner label="Loading your address" />;
  return <DeliveryForm itemId={itemId} profileAddress={profile.data ?? ''} onPlace={onPlace} onClose={onClose} />;
}
