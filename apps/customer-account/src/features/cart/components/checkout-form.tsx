import styled from 'styled-components';
import {
  DELIVERY_DRAFT_ORDER, DELIVERY_DRAFT_TEXTS, DeliveryFields, deliveryDraftOf, deliveryOf, validateDeliveryDraft, type DeliveryDraft,
  type DeliveryProfile,
} from '@thali/auth-cart/delivery';
import type { OrderDelivery } from '@thali/firebase-data/logic';
import { Button } from '@thali/ui';
import { useForm } from '@thali/ui/form';
import { useT } from '../messages';

const Form = styled.form`
  margin-top: 1rem;
  h3 { font-size: 1.0625rem; margin: 0 0 0.5rem; }
`;

export interface CheckoutFormProps {
  /** The profile's place (or old one-line address), name and mobile: the prefill, and what "changed" is measured against. */
  profile: DeliveryProfile;
  placing: boolean;
  /** Checkout is off (a kitchen under its minimum, or no slot to order): the button says nothing more, the page does. */
  blocked?: boolean;
  /** Places the order; a rejection is the page's to show. */
  onPlace: (delivery: OrderDelivery) => Promise<void>;
}

/**
 * Where to deliver the basket (house, street, area, PIN code, landmark: saved to the profile when changed; an old
 * one-line address is asked to be completed), who to call about it (name and mobile number, kept in the profile by
 * the same write) and a note for the kitchen, then "Proceed to Checkout".
 */
export function CheckoutForm({ profile, placing, blocked = false, onPlace }: CheckoutFormProps) {
  const t = useT();
  const { draft, incomplete } = deliveryDraftOf(profile, '');
  const form = useForm<DeliveryDraft>({
    initialValues: draft,
    validate: validateDeliveryDraft,
    fieldOrder: DELIVERY_DRAFT_ORDER,
    afterEdit: 'clear-field',
    onSubmit: async (v) => {
      await onPlace(deliveryOf(v, profile));
    },
  });
  const busy = placing || form.submitting;
  return (
    <Form noValidate onSubmit={form.handleSubmit} aria-labelledby="delivery-heading">
      <h3 id="delivery-heading">{t('cart.delivery')}</h3>
      <DeliveryFields field={form.field} disabled={busy} addressNote={incomplete ? DELIVERY_DRAFT_TEXTS.complete(profile.address) : undefined} />
      <Button type="submit" $block disabled={busy || blocked}>
        {busy ? t('cart.placing') : t('cart.checkout')}
      </Button>
    </Form>
  );
}
