import { useEffect, useId } from 'react';
import { correctPayment, type PaymentEntry } from '@thali/firebase-data';
import { PAYMENT_LIMITS } from '@thali/domain/payments';
import { Alert, Button, plainMessage } from '@thali/ui';
import { Input, useForm } from '@thali/ui/form';
import { StepPanel } from '../../../shared/step-panel';
import { formatPaise } from '../utils/money';
import { correctionNoteProblem } from '../utils/payment-values';

interface Props {
  entry: PaymentEntry;
  providerId: string;
  onDone: (message: string) => void;
  onBack: () => void;
}

/**
 * "Are you sure?" before reversing an entry recorded or confirmed by mistake: nothing is deleted; a correcting entry
 * of the opposite amount is added with the kitchen's reason, and the receipt says it was reversed.
 */
export function CorrectEntryForm({ entry, providerId, onDone, onBack }: Props) {
  const headingId = useId();
  const form = useForm({
    initialValues: { note: '' },
    validate: ({ note }) => ({ note: correctionNoteProblem(note) }),
    afterEdit: 'clear-field',
    onSubmit: async ({ note }, { setFormError }) => {
      try {
        await correctPayment(providerId, entry.id, note.trim());
        onDone(`The ${formatPaise(entry.amountPaise)} entry is reversed by a correcting entry of ${formatPaise(-entry.amountPaise)}.`);
      } catch (e) {
        setFormError(plainMessage(e, 'The entry could not be corrected. Please try again.'));
      }
    },
  });
  const { focus } = form;
  useEffect(() => focus('note'), [focus]);
  return (
    <StepPanel aria-labelledby={headingId} onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting || undefined}>
      <p id={headingId}>
        Reverse this {formatPaise(entry.amountPaise)} entry? A correcting entry of {formatPaise(-entry.amountPaise)} is added; nothing is deleted.
      </p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Input label="Why is it wrong?" autoComplete="off" maxLength={PAYMENT_LIMITS.noteMax} hint="For example: recorded twice." {...form.field('note')} />
      <div>
        <Button type="submit" $variant="danger" disabled={form.submitting}>
          {form.submitting ? 'Correcting...' : 'Add correcting entry'}
        </Button>
        <Button type="button" $variant="secondary" disabled={form.submitting} onClick={onBack}>
          Keep the entry
        </Button>
      </div>
    </StepPanel>
  );
}
