import { useEffect, useId } from 'react';
import { declinePayment, type PaymentEntry } from '@thali/firebase-data';
import { PAYMENT_LIMITS } from '@thali/domain/payments';
import { Alert, Button, plainMessage } from '@thali/ui';
import { Input, useForm } from '@thali/ui/form';
import { StepPanel } from '../../../shared/step-panel';
import { formatPaise } from '../utils/money';
import { reasonProblem } from '../utils/payment-values';

interface Props {
  entry: PaymentEntry;
  providerId: string;
  who: string;
  onDone: (message: string) => void;
  onBack: () => void;
}

/** Declining a customer's "I have paid": an optional reason the customer reads; the report is kept, marked declined. */
export function DeclineReportForm({ entry, providerId, who, onDone, onBack }: Props) {
  const headingId = useId();
  const form = useForm({
    initialValues: { reason: '' },
    validate: ({ reason }) => ({ reason: reasonProblem(reason) }),
    afterEdit: 'clear-field',
    onSubmit: async ({ reason }, { setFormError }) => {
      try {
        await declinePayment(providerId, entry.id, reason.trim());
        onDone(`${who}’s report of ${formatPaise(entry.amountPaise)} is declined.`);
      } catch (e) {
        setFormError(plainMessage(e, 'The report could not be declined. Please try again.'));
      }
    },
  });
  const { focus } = form;
  useEffect(() => focus('reason'), [focus]);
  return (
    <StepPanel aria-labelledby={headingId} onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting || undefined}>
      <p id={headingId}>
        Decline {who}’s report of {formatPaise(entry.amountPaise)}? The customer sees it as declined, with your reason.
      </p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Input label="Reason (optional)" autoComplete="off" maxLength={PAYMENT_LIMITS.reasonMax} hint="For example: no such payment reached our account." {...form.field('reason')} />
      <div>
        <Button type="submit" $variant="danger" disabled={form.submitting}>
          {form.submitting ? 'Declining...' : 'Decline report'}
        </Button>
        <Button type="button" $variant="secondary" disabled={form.submitting} onClick={onBack}>
          Back
        </Button>
      </div>
    </StepPanel>
  );
}
