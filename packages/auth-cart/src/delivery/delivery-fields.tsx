import { ORDER_LIMITS } from '@thali/firebase-data/logic';
import { AddressFields } from '@thali/ui/address-fields';
import { Input, MobileInput, TextArea, type FieldBinding } from '@thali/ui/form';
import type { DeliveryDraft } from './delivery-draft';
import { english, useT } from './messages';

/** The fields' hints in English, for the order forms' tests (the fields say them in the reader's language). */
export const DELIVERY_FIELD_TEXTS = {
  noteHint: english('noteHint', { max: String(ORDER_LIMITS.noteMax) }),
  nameHint: english('nameHint'),
  saved: english('saved'),
} as const;

export interface DeliveryFieldsProps {
  field: (name: keyof DeliveryDraft) => FieldBinding;
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
  const t = useT();
  return (
    <>
      <AddressFields field={field} disabled={disabled} note={addressNote ?? t('saved')} />
      <Input label={t('name')} autoComplete="name" maxLength={ORDER_LIMITS.customerNameMax} hint={t('nameHint')}
        disabled={disabled} {...field('name')} />
      <MobileInput disabled={disabled} {...field('phone')} />
      <TextArea label={t('note')} rows={2} maxLength={ORDER_LIMITS.noteMax} hint={t('noteHint', { max: ORDER_LIMITS.noteMax })}
        disabled={disabled} {...field('note')} />
    </>
  );
}
