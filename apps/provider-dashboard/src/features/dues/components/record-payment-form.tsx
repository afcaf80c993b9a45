import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { recordPayment, type BillOfMonth } from '@thali/firebase-data';
import { dayOfIsoDate, dayStart, isoDateOfDay, PaymentInputError } from '@thali/firebase-data/logic';
import { PAYMENT_LIMITS, paiseToAmount, rupeesToPaise } from '@thali/domain/payments';
import { Alert, plainMessage } from '@thali/ui';
import { Input, useForm } from '@thali/ui/form';
import { formatPaise } from '../utils/money';
import { optionalText, recordPaymentErrors, type RecordValues } from '../utils/payment-values';
import { MethodChoice } from './method-choice';
import { useT } from '../messages';
import { PanelButtons, StepPanel, type PanelCallbacks } from '../../../shared/step-panel';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: 0 ${({ theme }) => theme.space(3)};
`;

interface Props extends PanelCallbacks {
  row: BillOfMonth;
  providerId: string;
  /** The clock the form reads (today's date, the future check); tests fix it. */
  now: () => number;
}

/**
 * Record money received for one subscriber's bill of the month: the amount in ₹ (the due to start with), cash or UPI,
 * the day paid (today to start with, never in the future), and optional UPI reference and note. One entry of the
 * ledger with its receipt number; part payments add up.
 */
export function RecordPaymentForm({ row, providerId, now, onDone, onBack }: Props) {
  const t = useT();
  const headingId = useId();
  const name = row.subscription.customerName;
  const form = useForm<RecordValues>({
    initialValues: { amount: row.duePaise > 0 ? paiseToAmount(row.duePaise) : '', method: 'cash', paidOn: isoDateOfDay(dayStart(now())), ref: '', note: '' },
    fieldOrder: ['amount', 'paidOn', 'ref', 'note'],
    validate: (values) => recordPaymentErrors(values, now()),
    afterEdit: 'clear-field',
    onSubmit: async (values, { setFormError, showErrors }) => {
      const paise = rupeesToPaise(values.amount);
      try {
        const { receipt } = await recordPayment(providerId, {
          customerId: row.subscription.customerId,
          for: { kind: 'tiffin', subscriptionId: row.subscription.id, month: row.month },
          amountPaise: paise,
          method: values.method,
          paidOn: dayOfIsoDate(values.paidOn),
          ref: optionalText(values.ref),
          note: optionalText(values.note),
        });
        onDone(t('record.done', { amount: formatPaise(paise), name, receipt }));
      } catch (e) {
        if (e instanceof PaymentInputError) showErrors({ amount: e.errors.amount, paidOn: e.errors.paidOn, ref: e.errors.ref, note: e.errors.note });
        else setFormError(plainMessage(e, t('record.failed')));
      }
    },
  });
  const { focus } = form;
  useEffect(() => focus('amount'), [focus]);
  return (
    <StepPanel aria-labelledby={headingId} onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting || undefined}>
      <p id={headingId}>{t('record.question', { name, reference: row.reference })}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Fields>
        <Input label={t('record.amount')} inputMode="decimal" autoComplete="off" hint={t('record.due', { amount: formatPaise(Math.max(row.duePaise, 0)) })} {...form.field('amount')} />
        <Input label={t('record.paidOn')} type="date" max={isoDateOfDay(dayStart(now()))} {...form.field('paidOn')} />
      </Fields>
      <MethodChoice name={`${headingId}-method`} value={form.values.method} onChange={(m) => form.setValue('method', m)} />
      <Fields>
        <Input label={t('record.upiRef')} autoComplete="off" maxLength={PAYMENT_LIMITS.refMax} {...form.field('ref')} />
        <Input label={t('record.note')} autoComplete="off" maxLength={PAYMENT_LIMITS.noteMax} {...form.field('note')} />
      </Fields>
      <PanelButtons submitting={form.submitting} submit={[t('table.record'), t('record.submitting')]} onBack={onBack} />
    </StepPanel>
  );
}
