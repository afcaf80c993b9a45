import { correctPayment, type PaymentEntry } from '@thali/firebase-data';
import { PAYMENT_LIMITS } from '@thali/domain/payments';
import type { PanelCallbacks } from '../../../shared/step-panel';
import { formatPaise } from '../utils/money';
import { correctionNoteProblem } from '../utils/payment-values';
import { OneFieldPanel } from './one-field-panel';
import { useT } from '../messages';

/**
 * "Are you sure?" before reversing an entry recorded or confirmed by mistake: nothing is deleted; a correcting entry
 * of the opposite amount is added with the kitchen's reason, and the receipt says it was reversed.
 */
export function CorrectEntryForm({ entry, providerId, ...done }: PanelCallbacks & { entry: PaymentEntry; providerId: string }) {
  const t = useT();
  const amount = formatPaise(entry.amountPaise);
  const reversal = formatPaise(-entry.amountPaise);
  return (
    <OneFieldPanel {...done}
      question={t('correct.question', { amount, reversal })}
      label={t('correct.why')} hint={t('correct.hint')} maxLength={PAYMENT_LIMITS.noteMax} problem={correctionNoteProblem}
      submit={[t('correct.submit'), t('correct.submitting')]} back={t('correct.keep')} failed={t('correct.failed')}
      run={async (note) => {
        await correctPayment(providerId, entry.id, note);
        return t('correct.done', { amount, reversal });
      }} />
  );
}
