import styled from 'styled-components';
import { paiseToAmount, rupeesToPaise } from '@thali/domain/payments';
import { reportPayment, type PaymentFor, type PaymentMethod } from '@thali/firebase-data';
import { dayOfIsoDate, dayStart, isoDateOfDay, paymentInputErrors, PaymentInputError } from '@thali/firebase-data/logic';
import { Alert, Button, plainMessage } from '@thali/ui';
import { Input, Select, useForm } from '@thali/ui/form';
import { useMethodWord } from '../../../shared/utils/payment-words';
import { useT } from '../messages';

const Form = styled.form`
  display: grid;
  gap: 0;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

interface Values {
  amount: string;
  method: PaymentMethod;
  paidOn: string;
  ref: string;
}

interface Props {
  uid: string;
  providerId: string;
  for: PaymentFor;
  /** what the form offers to start with: what is left to pay */
  amountPaise: number;
  /** UPI when the kitchen takes UPI, else cash */
  method: PaymentMethod;
  /** names the form ("I have paid for Everyday Veg Tiffin, November 2026") */
  label: string;
  now: number;
  onDone: (sent: boolean) => void;
}

// A cash payment has no UPI reference: one typed before switching to cash is neither checked nor sent.
const refOf = (v: Values) => (v.method === 'upi' ? v.ref.trim() : '');

const toErrors = (v: Values, now: number) => {
  const found = paymentInputErrors({ amountPaise: rupeesToPaise(v.amount), paidOn: dayOfIsoDate(v.paidOn), ref: refOf(v) }, now);
  return { amount: found.amount, paidOn: found.paidOn, ref: found.ref };
};

/**
 * "I have paid": the customer tells the kitchen about money it sent (amount, how, the day, the UPI reference if any).
 * It is a report, not a payment: the bill's due does not drop until the kitchen confirms it.
 */
export function ReportPaymentForm({ uid, providerId, for: paidFor, amountPaise, method, label, now, onDone }: Props) {
  const t = useT();
  const methodWord = useMethodWord();
  const form = useForm<Values>({
    initialValues: { amount: paiseToAmount(amountPaise), method, paidOn: isoDateOfDay(dayStart(now)), ref: '' },
    validate: (v) => toErrors(v, Date.now()),
    afterEdit: 'clear-field',
    onSubmit: async (v, { signal, setFormError, showErrors }) => {
      try {
        await reportPayment(uid, {
          providerId, for: paidFor, amountPaise: rupeesToPaise(v.amount), method: v.method, paidOn: dayOfIsoDate(v.paidOn),
          ...(refOf(v) ? { ref: refOf(v) } : {}),
        });
        if (!signal.aborted) onDone(true);
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof PaymentInputError) showErrors({ amount: error.errors.amount, paidOn: error.errors.paidOn, ref: error.errors.ref });
        else setFormError(plainMessage(error, t('report.failed')));
      }
    },
  });
  return (
    <Form noValidate onSubmit={form.handleSubmit} aria-label={label} aria-busy={form.submitting || undefined}>
      <Input label={t('report.amount')} inputMode="decimal" autoComplete="off" {...form.field('amount')} />
      <Select label={t('report.method')} {...form.field('method')}>
        <option value="upi">{methodWord('upi')}</option>
        <option value="cash">{methodWord('cash')}</option>
      </Select>
      <Input label={t('report.paidOn')} type="date" max={isoDateOfDay(dayStart(now))} {...form.field('paidOn')} />
      {form.values.method === 'upi' ? (
        <Input label={t('report.ref')} hint={t('report.refHint')} autoComplete="off" {...form.field('ref')} />
      ) : null}
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Row>
        <Button type="submit" disabled={form.submitting}>{form.submitting ? t('report.sending') : t('report.submit')}</Button>
        <Button type="button" $variant="secondary" disabled={form.submitting} onClick={() => onDone(false)}>{t('report.cancel')}</Button>
      </Row>
    </Form>
  );
}
