import type { ChangeEvent, Ref } from 'react';
import { ORDER_LIMITS } from '@thali/firebase-data/logic';
import { AddressFields } from '@thali/ui/address-fields';
import { Input, MobileInput, TextArea } from '@thali/ui/form';
import type { DeliveryDraft } from './delivery-draft';

export const DELIVERY_FIELD_TEXTS = {
  noteHint: `For example: ring twice. At most ${ORDER_LIMITS.noteMax} characters.`,
  nameHint: 'The kitchen sees it on your order.',
  saved: 'Saved to your profile for next time when you change it.',
} as const;

/** What useForm's `field(name)` gives one control. */
interface Binding {
  name: string;
  value: string;
  error?: string;
  ref: Ref<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

export interface DeliveryFieldsProps {
  field: (name: keyof DeliveryDraft) => Binding;
  disabled?: boolean;
  /** said above the address when the profile's old one-line address is to be completed */
  addressNote?: string;
}

/**
 * An order's delivery details, as Buy Now and the basket's checkout ask them: the address (AddressFields: house,
 * street, area, PIN code, landmark), the customer's name and mobile number (prefilled; kept in the profile by the
 * order's own write) and a note for the kitchen.
 */
export function DeliveryFields({ field, disabled = false, addressNote }: DeliveryFieldsProps) {
  return (
    <>
      <AddressFields field={field} disabled={disabled} note={addressNote ?? DELIVERY_FIELD_TEXTS.saved} />
      <Input label="Your name" autoComplete="name" maxLength={ORDER_LIMITS.customerNameMax} hint={DELIVERY_FIELD_TEXTS.nameHint}
        disabled={disabled} {...field('name')} />
      <MobileInput disabled={disabled} {...field('phone')} />
      <TextArea label="Note for the kitchen (optional)" rows={2} maxLength={ORDER_LIMITS.noteMax} hint={DELIVERY_FIELD_TEXTS.noteHint}
        disabled={disabled} {...field('note')} />
    </>
  );
}
