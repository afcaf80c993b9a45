import styled from 'styled-components';
import { ORDER_LIMITS, validateDelivery, type OrderDelivery } from '@thali/firebase-data/logic';
import { Button } from '@thali/ui';
import { Input, MobileInput, TextArea, useForm } from '@thali/ui/form';
import type { CheckoutProfile } from '../hooks/use-profile-address';

export const CHECKOUT_FORM_TEXTS = {
  addressHint: 'Saved to your profile for next time when you change it.',
  noteHint: `For example: ring twice. At most ${ORDER_LIMITS.noteMax} characters.`,
  nameHint: 'The kitchen sees it on your order.',
} as const;

const Form = styled.form`
  margin-top: 1rem;
  h3 { font-size: 1.0625rem; margin: 0 0 0.5rem; }
`;

interface Draft {
  address: string;
  name: string;
  phone: string;
  note: string;
}

/** The stored mobile as the customer types it: the 10 digits after +91 (the box shows +91 before them). */
export const localDigits = (phone: string) => phone.replace(/^\+91/, '');

export interface CheckoutFormProps {
  /** The profile's address, name and mobile: the prefill, and what "changed" is measured against. */
  profile: CheckoutProfile;
  placing: boolean;
  /** Places the order; a rejection is the page's to show. */
  onPlace: (delivery: OrderDelivery) => Promise<void>;
}

/**
 * Where to deliver the basket, who to call about it (name and mobile number, kept in the profile by the same write)
 * and a note for the kitchen, then "Proceed to Checkout".
 */
export function CheckoutForm({ profile, placing, onPlace }: CheckoutFormProps) {
  const form = useForm<Draft>({
    initialValues: { address: profile.address, name: profile.name, phone: localDigits(profile.phone), note: '' },
    validate: validateDelivery,
    afterEdit: 'clear-field',
    onSubmit: async (v) => {
      const address = v.address.trim();
      await onPlace({ address, note: v.note.trim(), saveToProfile: address !== profile.address.trim(), name: v.name.trim(), phone: v.phone.trim() });
    },
  });
  const busy = placing || form.submitting;
  return (
    <Form noValidate onSubmit={form.handleSubmit} aria-labelledby="delivery-heading">
      <h3 id="delivery-heading">Delivery</h3>
      <TextArea label="Delivery address" autoComplete="street-address" rows={3} maxLength={ORDER_LIMITS.addressMax}
        hint={CHECKOUT_FORM_TEXTS.addressHint} disabled={busy} {...form.field('address')} />
      <Input label="Your name" autoComplete="name" maxLength={ORDER_LIMITS.customerNameMax} hint={CHECKOUT_FORM_TEXTS.nameHint}
        disabled={busy} {...form.field('name')} />
      <MobileInput disabled={busy} {...form.field('phone')} />
      <TextArea label="Note for the kitchen (optional)" rows={2} maxLength={ORDER_LIMITS.noteMax}
        hint={CHECKOUT_FORM_TEXTS.noteHint} disabled={busy} {...form.field('note')} />
      <Button type="submit" $block disabled={busy}>
        {busy ? 'Placing Order...' : 'Proceed to Checkout'}
      </Button>
    </Form>
  );
}
