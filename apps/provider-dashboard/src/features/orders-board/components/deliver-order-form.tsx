import { useEffect, useId } from 'react';
import { deliverOrder, type Order, type PaymentMethod } from '@thali/firebase-data';
import { Alert, plainMessage } from '@thali/ui';
import { FieldError, useForm } from '@thali/ui/form';
import { RadioRow } from '../../../shared/choice-group';
import { METHOD_LABELS } from '../../../shared/payment-words';
import { PanelButtons, StepPanel, type PanelCallbacks } from '../../../shared/step-panel';
import { useT } from '../messages';

/** "Paid?" on delivery: cash, UPI, or not yet (the order is then listed under Unpaid orders until marked paid). */
const CHOICES = ['cash', 'upi', 'not-yet'] as const;
type Paid = (typeof CHOICES)[number];

type Props = PanelCallbacks & { order: Order; label: string };

/**
 * Marking an order delivered asks whether it was paid: with Cash or UPI its payment is recorded (with a receipt) in
 * the same write; with Not yet it is listed under Unpaid orders (Dues) with its total until the kitchen marks it paid.
 */
export function DeliverOrderForm({ order, label, onDone, onBack }: Props) {
  const t = useT();
  const headingId = useId();
  const errorId = `${headingId}-error`;
  const form = useForm<{ paid: Paid | '' }>({
    initialValues: { paid: '' },
    validate: ({ paid }) => ({ paid: paid ? undefined : t('deliver.choose') }),
    afterEdit: 'clear-field',
    onSubmit: async ({ paid }, { setFormError }) => {
      const method: PaymentMethod | null = paid === 'cash' || paid === 'upi' ? paid : null;
      try {
        await deliverOrder(order, method);
        onDone(method ? t('deliver.donePaid', { label, method }) : t('deliver.doneUnpaid', { label }));
      } catch (e) {
        setFormError(plainMessage(e, t('order.stepFailed')));
      }
    },
  });
  const { focus, setValue } = form;
  useEffect(() => focus('paid'), [focus]);
  const paidField = form.field('paid');
  return (
    <StepPanel aria-labelledby={headingId} onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting || undefined}>
      <p id={headingId}>{t('deliver.question', { label })}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <RadioRow aria-describedby={form.errors.paid ? errorId : undefined}>
        <legend>{t('deliver.paid')}</legend>
        <div>
          {CHOICES.map((value, i) => (
            <label key={value}>
              <input ref={i === 0 ? paidField.ref : undefined} type="radio" name={`${headingId}-paid`} value={value} checked={form.values.paid === value}
                aria-invalid={form.errors.paid ? true : undefined} onChange={() => setValue('paid', value)} />
              {value === 'not-yet' ? t('deliver.notYet') : METHOD_LABELS[value]}
            </label>
          ))}
        </div>
        {form.errors.paid ? <FieldError id={errorId}>{form.errors.paid}</FieldError> : null}
      </RadioRow>
      <PanelButtons submitting={form.submitting} submit={[t('card.markDelivered'), t('deliver.saving')]} onBack={onBack} />
    </StepPanel>
  );
}
