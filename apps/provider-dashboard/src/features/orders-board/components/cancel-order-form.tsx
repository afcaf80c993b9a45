import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { KITCHEN_CANCEL_REASONS, ORDER_LIMITS } from '@thali/firebase-data/logic';
import { kitchenCancelOrder, type Order } from '@thali/firebase-data';
import { Alert, plainMessage } from '@thali/ui';
import { FieldError, Input, useForm } from '@thali/ui/form';
import { useDataMessage } from '@thali/ui/data-message';
import { ChoiceGroup, radioChoices } from '../../../shared/choice-group';
import { PanelButtons, StepPanel, type PanelCallbacks } from '../../../shared/step-panel';
import { t as text, useT } from '../messages';

/** The choice that lets the kitchen type its own reason. */
const OTHER = 'other';

const Group = styled(ChoiceGroup)`
  ${radioChoices}
  label {
    display: flex;
  }
`;

interface Values {
  reason: string;
  other: string;
}

/** The reason the form sends: the chosen one, or the typed one (trimmed). */
const reasonOf = ({ reason, other }: Values) => (reason === OTHER ? other.trim() : reason);

/** What is missing or too long, in the language on screen. */
function validate(values: Values) {
  if (!values.reason) return { reason: text('cancel.choose') };
  if (values.reason === OTHER && !values.other.trim()) return { other: text('cancel.type') };
  if (reasonOf(values).length > ORDER_LIMITS.reasonMax) return { other: text('cancel.long', { max: ORDER_LIMITS.reasonMax }) };
  return {};
}

interface Props extends PanelCallbacks {
  order: Order;
  label: string;
}

/**
 * The confirmation before the kitchen cancels an order: why (sold out, closing early, cannot deliver there, or its
 * own words; one is required), which the customer reads on My Orders. The order's plates and figures go back in the
 * same write. A refused write keeps the form and says why.
 */
export function CancelOrderForm({ order, label, onDone, onBack }: Props) {
  const t = useT();
  const dataText = useDataMessage();
  const headingId = useId();
  const errorId = `${headingId}-error`;
  const form = useForm<Values>({
    initialValues: { reason: '', other: '' },
    validate,
    afterEdit: 'clear-field',
    onSubmit: async (values, { setFormError }) => {
      try {
        await kitchenCancelOrder(order, reasonOf(values));
        onDone(t('cancel.done', { label }));
      } catch (e) {
        setFormError(plainMessage(e, t('cancel.failed')));
      }
    },
  });
  const { focus, setValue } = form;
  useEffect(() => focus('reason'), [focus]);
  const reasonField = form.field('reason');
  // What is stored, and what the customer reads in their own language, is the data package's English reason
  // (KITCHEN_CANCEL_REASONS), whatever language the kitchen chose it in; the kitchen reads it in its own.
  const choices = [...KITCHEN_CANCEL_REASONS.map((r) => ({ value: r, text: dataText(r) })), { value: OTHER, text: t('cancel.other') }];

  return (
    <StepPanel aria-labelledby={headingId} onSubmit={form.handleSubmit} noValidate>
      <p id={headingId}>{t('cancel.question', { label })}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Group aria-describedby={form.errors.reason ? errorId : undefined}>
        <legend>{t('cancel.reason')}</legend>
        {choices.map(({ value, text }, i) => (
          <label key={value}>
            <input
              ref={i === 0 ? reasonField.ref : undefined}
              type="radio"
              name={`${headingId}-reason`}
              value={value}
              checked={form.values.reason === value}
              aria-invalid={form.errors.reason ? true : undefined}
              onChange={() => setValue('reason', value)}
            />
            {text}
          </label>
        ))}
        {form.errors.reason ? <FieldError id={errorId}>{form.errors.reason}</FieldError> : null}
      </Group>
      {form.values.reason === OTHER ? (
        <Input label={t('cancel.otherLabel')} maxLength={ORDER_LIMITS.reasonMax} autoComplete="off" {...form.field('other')} />
      ) : null}
      <PanelButtons submitting={form.submitting} submit={[t('cancel.submit'), t('cancel.submitting')]} variant="danger" back={t('cancel.keep')} onBack={onBack} />
    </StepPanel>
  );
}
