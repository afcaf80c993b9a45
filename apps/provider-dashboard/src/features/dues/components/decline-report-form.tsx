import { declinePayment, type PaymentEntry } from '@thali/firebase-data';
import { PAYMENT_LIMITS } from '@thali/domain/payments';
import type { PanelCallbacks } from '../../../shared/step-panel';
import { formatPaise } from '../utils/money';
import { reasonProblem } from '../utils/payment-values';
import { OneFieldPanel } from './one-field-panel';

/** Declining a customer's "I have paid": an optional reason the customer reads; the report is kept, marked declined. */
export function DeclineReportForm({ entry, providerId, who, ...done }: PanelCallbacks & { entry: PaymentEntry; providerId: string; who: string }) {
  const amount = formatPaise(entry.amountPaise);
  return (
    <OneFieldPanel {...done}
      question={`Decline ${who}’s report of ${amount}? The customer sees it as declined, with your reason.`}
      label="Reason (optional)" hint="For example: no such payment reached our account." maxLength={PAYMENT_LIMITS.reasonMax} problem={reasonProblem}
      submit={['Decline report', 'Declining...']} back="Back" failed="The report could not be declined. Please try again."
      run={async (reason) => {
        await declinePayment(providerId, entry.id, reason);
        return `${who}’s report of ${amount} is declined.`;
      }} />
  );
}
