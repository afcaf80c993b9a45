import { useEffect, useId } from 'react';
import { deliverOrder, type Order, type PaymentMethod } from '@thali/firebase-data';
import { Alert, plainMessage } from '@thali/ui';
import { FieldError, useForm } from '@thali/ui/form';
import { RadioRow } from '../../../shared/choice-group';
import { PAID_LABELS } from '../../../shared/payment-words';
import { PanelButtons, StepPanel, type PanelCallbacks } from '../../../shared/step-panel';

/** "Paid?" on delivery: cash, UPI, or not yet (the order is then listed under Unpaid orders until marked paid). */
const CHOICES = [
  { value: 'cash', text: 'Cash' },
  { value: 'upi', text: 'UPI' },
  { value: 'not-yet', text: 'Not yet' },
] as const;
type Paid = (typeof CHOICES)[number]['value'];

export const DELIVER_MESSAGES = { choose: 'Choose how the order was paid, or Not yet.' } as const;

type Props = PanelCallbacks & { order: Order; label: string };

/**
 * Marking an order delivered asks whether it was paid: with Cash or UPI its payment is recorded (with a receipt) in
 * the same write; with Not yet it is listed under Unpaid orders (Dues) with its total until the kitchen marks it paid.
 */
export function DeliverOrderForm({ order, label, onDone, onBack }: Props) {
  const headingId = useId();
  const errorId = `${headingId}-error`;
  const form = useForm<{ paid: Paid | '' }>({
    initialValues: { paid: '' },
    validate: ({ paid }) => ({ paid: paid ? undefined : DELIVER_MESSAGES.choose }),
    afterEdit: 'clear-field',
    onSubmit: async ({ paid }, { setFormError }) => {
      const method: PaymentMethod | null = paid === 'cash' || paid === 'upi' ? paid : null;
      try {
        await deliverOrder(order, method);
        onDone(method ? `Order ${label} is delivered and ${PAID_LABELS[method].toLowerCase()}.` : `Order ${label} is delivered; it is listed under Unpaid orders until it is paid.`);
      } catch (e) {
        setFormError(plainMessage(e, 'Failed to update order status. Please try again.'));
      }
    },
  });
  const { focus, setValue } = form;
  useEffect(() => focus('paid'), [focus]);
  const paidField = form.field('paid');
  return (
    <StepPanel aria-labelledby={headingId} onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting || undefined}>
      <p id={headingId}>Mark order {label} delivered. Paid?</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <RadioRow aria-describedby={form.errors.paid ? errorId : undefined}>
        <legend>Paid?</legend>
        <div>
          {CHOICES.map(({ value, text }, i) => (
            <label key={value}>
              <input ref={i === 0 ? paidField.ref : undefined} type="radio" name={`${headingId}-paid`} value={value} checked={form.values.paid === value}
                aria-invalid={form.errors.paid ? true : undefined} onChange={() => setValue('paid', value)} />
              {text}
            </label>
          ))}
        </div>
        {form.errors.paid ? <FieldError id={errorId}>{form.errors.paid}</FieldError> : null}
      </RadioRow>
      <PanelButtons submitting={form.submitting} submit={['Mark delivered', 'Saving...']} onBack={onBack} />
    </StepPanel>
  );
}
