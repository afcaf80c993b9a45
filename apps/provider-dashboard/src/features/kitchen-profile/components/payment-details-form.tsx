import { useId } from 'react';
import type { Provider } from '@thali/firebase-data';
import { PAYMENT_LIMITS } from '@thali/domain/payments';
import { Alert, Button } from '@thali/ui';
import { Input } from '@thali/ui/form';
import { usePaymentDetailsForm } from '../hooks/use-payment-details-form';
import { useT } from '../messages';
import { ProfileFormCard, SavedNotice } from './profile-form-card';

/**
 * Issue 42: where the kitchen's customers pay by UPI — its UPI ID (name@handle) and the payee name their UPI app
 * shows — saved with its own button. Optional: without them My Tiffins says to pay in cash.
 */
export function PaymentDetailsForm({ providerId, listing }: { providerId: string; listing: Provider }) {
  const t = useT();
  const form = usePaymentDetailsForm(providerId, listing);
  const headingId = useId();
  return (
    <ProfileFormCard as="form" noValidate aria-labelledby={headingId} onSubmit={form.handleSubmit} aria-busy={form.submitting || undefined}>
      <h3 id={headingId}>{t('payment.heading')}</h3>
      <p>{t('payment.lead')}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Input label={t('payment.upiId')} autoComplete="off" autoCapitalize="none" spellCheck={false} inputMode="email"
        maxLength={PAYMENT_LIMITS.upiIdMax} hint={t('payment.upiIdHint')} {...form.field('upiId')} />
      <Input label={t('payment.payee')} autoComplete="organization" maxLength={PAYMENT_LIMITS.payeeMax}
        hint={t('payment.payeeHint', { max: PAYMENT_LIMITS.payeeMax })} {...form.field('payee')} />
      <Button type="submit" disabled={form.submitting}>
        {form.submitting ? t('saving') : t('payment.save')}
      </Button>
      <SavedNotice role="status">{form.notice}</SavedNotice>
    </ProfileFormCard>
  );
}
