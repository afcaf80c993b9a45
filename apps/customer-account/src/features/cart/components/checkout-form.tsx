import styled from 'styled-components';
import { ORDER_LIMITS, validateDelivery, type OrderDelivery } from '@thali/firebase-data/logic';
import { Button } from '@thali/ui';
import { TextArea, useForm } from '@thali/ui/form';

export const CHECKOUT_FORM_TEXTS = {
  addressHint: 'Saved to your profile for next time when you change it.',
  noteHint: `For example: ring twice. At most ${ORDER_LIMITS.noteMax} characters.`,
} as const;

const Form = styled.form`
  margin-top: 1rem;
  h3 { font-size: 1.0625rem; margin: 0 0 0.5rem; }
`;

interface Draft {
  address: string;
  note: string;
}

export interface CheckoutFormProps {
  /** The profile's address: the prefill, and what "changed" is measured against. */
  profileAddress: string;
  placing: boolean;
  /** Places the order; a rejection is the page's to show. */
  onPlace: (delivery: OrderDelivery) => Promise<void>;
}

/** Where to deliver the basket and a note for the kitchen, then "Proceed to Checkout". */
export function CheckoutForm({ profileAddress, placing, onPlace }: CheckoutFormProps) {
  const form = useForm<Draft>({
    initialValues: { address: profileAddress, note: '' },
    validate: validateDelivery,
    afterEdit: 'clear-field',
    onSubmit: async (v) => {
      const address = v.address.trim();
      await onPlace({ address, note: v.note.trim(), saveToProfile: address !== profileAddress.trim() });
    },
  });
  const busy = placing || form.submitting;
  return (
    <Form noValidate onSubmit={form.handleSubmit} aria-labelledby="delivery-heading">
      <h3 id="delivery-heading">Delivery</h3>
      <TextArea label="Delivery address" autoComplete="street-address" rows={3} maxLength={ORDER_LIMITS.addressMax}
        hint={CHECKOUT_FORM_TEXTS.addressHint} disabled={busy} {...form.field('address')} />
      <TextArea label="Note for the kitchen (optional)" rows={2} maxLength={ORDER_LIMITS.noteMax}
        hint={CHECKOUT_FORM_TEXTS.noteHint} disabled={busy} {...form.field('note')} />
      <Button type="submit" $block disabled={busy}>
        {busy ? 'Placing Order...' : 'Proceed to Checkout'}
      </Button>
    </Form>
  );
}
