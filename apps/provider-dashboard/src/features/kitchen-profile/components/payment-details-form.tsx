import { useId } from 'react';
import type { Provider } from '@thali/firebase-data';
import { PAYMENT_LIMITS } from '@thali/domain/payments';
import { Alert, Button } from '@thali/ui';
import { Input } from '@thali/ui/form';
import { usePaymentDetailsForm } from '../hooks/use-payment-details-form';
import { ProfileFormCard, SavedNotice } from './profile-form-card';

export const PAYMENT_DETAILS_TEXTS = {
  heading: 'Payment details',
  lead: 'Optional. With a UPI ID your customers can pay their tiffin bills by UPI from any app. Without them your customers see cash only.',
  upiId: 'UPI ID',
  upiIdHint: 'Such as annapurna@okaxis: the ID your UPI app shows you.',
  payee: 'Payee name',
  payeeHint: `The name your customers’ UPI app shows them, up to ${PAYMENT_LIMITS.payeeMax} characters. Leave both fields empty to remove your payment details.`,
  save: 'Save payment details',
} as const;

/**
 * Issue 42: where the kitchen's customers pay by UPI — its UPI ID (name@handle) and the payee name their UPI app
 * shows — saved with its own button. Optional: without them My Tiffins says to pay in cash.
 */
export function PaymentDetailsForm({ providerId, listing }: { providerId: string; listing: Provider }) {
  const form = usePaymentDetailsForm(providerId, listing);
  const headingId = useId();
  return (
    <ProfileFormCard as="form" noValidate aria-labelledby={headingId} onSubmit={form.handleSubmit} aria-busy={form.submitting || undefined}>
      <h3 id={headingId}>{PAYMENT_DETAILS_TEXTS.heading}</h3>
      <p>{PAYMENT_DETAILS_TEXTS.lead}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Input label={PAYMENT_DETAILS_TEXTS.upiId} autoComplete="off" autoCapitalize="none" spellCheck={false} inputMode="email"
        maxLength={PAYMENT_LIMITS.upiIdMax} hint={PAYMENT_DETAILS_TEXTS.upiIdHint} {...form.field('upiId')} />
      <Input label={PAYMENT_DETAILS_TEXTS.payee} autoComplete="organization" maxLength={PAYMENT_LIMITS.payeeMax}
        hint={PAYMENT_DETAILS_TEXTS.payeeHint} {...form.field('payee')} />
      <Button type="submit" disabled={form.submitting}>
        {form.submitting ? 'Saving...' : PAYMENT_DETAILS_TEXTS.save}
      </Button>
      <SavedNotice role="status">{form.notice}</SavedNotice>
    </ProfileFormCard>
  );
}
