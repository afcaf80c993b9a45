import { declinePayment, type PaymentEntry } from '@thali/firebase-data';
import { PAYMENT_LIMITS } from '@thali/domain/payments';
import type { PanelCallbacks } from '../../../shared/step-panel';
import { formatPaise } from '../utils/money';
import { reasonProblem } from '../utils/payment-values';
import { OneFieldPanel } from './one-field-panel';
import { useT } from '../messages';

/** Declining a customer's "I have paid": an optional reason the customer reads; the report is kept, marked declined. */
export function DeclineReportForm({ entry, providerId, who, ...done }: PanelCallbacks & { entry: PaymentEntry; providerId: string; who: string }) {
  const t = useT();
  const amount = formatPaise(entry.amountPaise);
  return (
    <OneFieldPanel {...done}
      question={t('decline.question', { who, amount })}
      label={t('decline.reason')} hint={t('decline.hint')} maxLength={PAYMENT_LIMITS.reasonMax} problem={reasonProblem}
      submit={[t('decline.submit'), t('decline.submitting')]} failed={t('decline.failed')}
      run={async (reason) => {
        await declinePayment(providerId, entry.id, reason);
        return t('decline.done', { who, amount });
      }} />
  );
}
