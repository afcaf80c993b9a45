import { correctPayment, type PaymentEntry } from '@thali/firebase-data';
import { PAYMENT_LIMITS } from '@thali/domain/payments';
import type { PanelCallbacks } from '../../../shared/step-panel';
import { formatPaise } from '../utils/money';
import { correctionNoteProblem } from '../utils/payment-values';
import { OneFieldPanel } from './one-field-panel';

/**
 * "Are you sure?" before reversing an entry recorded or confirmed by mistake: nothing is deleted; a correcting entry
 * of the opposite amount is added with the kitchen's reason, and the receipt says it was reversed.
 */
export function CorrectEntryForm({ entry, providerId, ...done }: PanelCallbacks & { entry: PaymentEntry; providerId: string }) {
  const amount = formatPaise(entry.amountPaise);
  const reversal = formatPaise(-entry.amountPaise);
  return (
    <OneFieldPanel {...done}
      question={`Reverse this ${amount} entry? A correcting entry of ${reversal} is added; nothing is deleted.`}
      label="Why is it wrong?" hint="For example: recorded twice." maxLength={PAYMENT_LIMITS.noteMax} problem={correctionNoteProblem}
      submit={['Add correcting entry', 'Correcting...']} back="Keep the entry" failed="The entry could not be corrected. Please try again."
      run={async (note) => {
        await correctPayment(providerId, entry.id, note);
        return `The ${amount} entry is reversed by a correcting entry of ${reversal}.`;
      }} />
  );
}
