import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { KITCHEN_CANCEL_REASONS, ORDER_LIMITS } from '@thali/firebase-data/logic';
import { kitchenCancelOrder, type Order } from '@thali/firebase-data';
import { Alert, plainMessage } from '@thali/ui';
import { FieldError, Input, useForm } from '@thali/ui/form';
import { ChoiceGroup, radioChoices } from '../../../shared/choice-group';
import { PanelButtons, StepPanel, type PanelCallbacks } from '../../../shared/step-panel';

/** The choice that lets the kitchen type its own reason. */
const OTHER = 'other';

export const CANCEL_MESSAGES = {
  choose: 'Choose why you are cancelling, or type a reason.',
  type: 'Type the reason the customer will read.',
  long: `Please keep the reason to ${ORDER_LIMITS.reasonMax} characters.`,
} as const;

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

function validate(values: Values) {
  if (!values.reason) return { reason: CANCEL_MESSAGES.choose };
  if (values.reason === OTHER && !values.other.trim()) return { other: CANCEL_MESSAGES.type };
  if (reasonOf(values).length > ORDER_LIMITS.reasonMax) return { other: CANCEL_MESSAGES.long };
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
  const headingId = useId();
  const errorId = `${headingId}-error`;
  const form = useForm<Values>({
    initialValues: { reason: '', other: '' },
    validate,
    afterEdit: 'clear-field',
    onSubmit: async (values, { setFormError }) => {
      try {
        await kitchenCancelOrder(order, reasonOf(values));
        onDone(`Order ${label} is cancelled; the customer sees your reason.`);
      } catch (e) {
        setFormError(plainMessage(e, 'The order could not be cancelled. Please try again.'));
      }
    },
  });
  const { focus, setValue } = form;
  useEffect(() => focus('reason'), [focus]);
  const reasonField = form.field('reason');
  const choices = [...KITCHEN_CANCEL_REASONS.map((r) => ({ value: r, text: r })), { value: OTHER, text: 'Another reason' }];

  return (
    <StepPanel aria-labelledby={headingId} onSubmit={form.handleSubmit} noValidate>
      <p id={headingId}>Cancel order {label}? The customer is told at once, with your reason.</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Group aria-describedby={form.errors.reason ? errorId : undefined}>
        <legend>Reason</legend>
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
        <Input label="Your reason (shown to the customer)" maxLength={ORDER_LIMITS.reasonMax} autoComplete="off" {...form.field('other')} />
      ) : null}
      <PanelButtons submitting={form.submitting} submit={['Yes, cancel the order', 'Cancelling...']} variant="danger" back="Keep the order" onBack={onBack} />
    </StepPanel>
  );
}
