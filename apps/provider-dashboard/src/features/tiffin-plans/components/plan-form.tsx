import { useId } from 'react';
import styled from 'styled-components';
import { formatPrice } from '@thali/auth-cart';
import { type Plan, type PlanMeals } from '@thali/firebase-data';
import { DIET_LABELS, PLAN_MEAL_LABELS, perMealPrice } from '@thali/firebase-data/logic';
import { Alert, Button, Card } from '@thali/ui';
import { FieldError, Input, Select, TextArea } from '@thali/ui/form';
import { usePlanForm, type PlanValues } from '../hooks/use-plan-form';
import { WEEKDAYS } from '../utils/labels';

const Row = styled.div`
  display: grid;
  gap: 0 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Days = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    padding: 0 0.25rem;
    font-weight: 600;
  }
`;

const DayList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
  }
  input {
    width: 1.125rem;
    height: 1.125rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const Success = styled.p`
  margin: 1rem 0 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

/** A select's options, one per entry of a value → label table. */
function LabelOptions({ labels }: { labels: Readonly<Record<string, string>> }) {
  return (
    <>
      {Object.entries(labels).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}

/** The per-meal price of what is typed so far, or '' while the price, meals or days are not usable. */
export function perMealText(values: Pick<PlanValues, 'price' | 'meals' | 'days'>): string {
  const price = Number(values.price.trim());
  if (!values.price.trim() || !Number.isFinite(price) || price <= 0) return '';
  if (!(values.meals in PLAN_MEAL_LABELS) || !/^[01]{7}$/.test(values.days) || !values.days.includes('1')) return '';
  return `${formatPrice(perMealPrice({ price, meals: values.meals as PlanMeals, days: values.days }))} per meal`;
}

interface Props {
  providerId: string;
  headingId: string;
  /** The plan being edited; null to add one. */
  plan: Plan | null;
  onSaved: (message: string) => void;
  onCancel?: () => void;
}

/** Add or edit a tiffin plan; the per-meal price (a standard month of 52/12 weeks) is shown as the price is typed. */
export function PlanForm({ providerId, headingId, plan, onSaved, onCancel }: Props) {
  const { values, errors, submitting, formError, notice, field, setValue, handleSubmit } = usePlanForm(providerId, plan, onSaved);
  const daysErrorId = useId();
  const perMeal = perMealText(values);
  const daysField = field('days');
  const toggleDay = (index: number) => {
    const on = values.days.charAt(index) === '1' ? '0' : '1';
    setValue('days', values.days.slice(0, index) + on + values.days.slice(index + 1));
  };
  const hasLunch = values.meals !== 'dinner';
  const hasDinner = values.meals !== 'lunch';

  return (
    <Card>
      <form noValidate aria-labelledby={headingId} onSubmit={handleSubmit}>
        {formError ? <Alert>{formError}</Alert> : null}
        <Input label="Plan name" autoComplete="off" maxLength={60} {...field('name')} />
        <TextArea label="Description (optional)" rows={3} maxLength={300} {...field('description')} />
        <Row>
          <Select label="Meals" {...field('meals')}>
            <LabelOptions labels={PLAN_MEAL_LABELS} />
          </Select>
          <Select label="Diet" {...field('diet')}>
            <LabelOptions labels={DIET_LABELS} />
          </Select>
        </Row>
        <Days aria-describedby={errors.days ? daysErrorId : undefined}>
          <legend>Days of the week</legend>
          <DayList>
            {WEEKDAYS.map((day, i) => (
              <label key={day}>
                <input
                  type="checkbox"
                  name="days"
                  value={day}
                  checked={values.days.charAt(i) === '1'}
                  onChange={() => toggleDay(i)}
                  ref={i === 0 ? daysField.ref : undefined}
                  aria-invalid={errors.days ? true : undefined}
                />
                {day}
              </label>
            ))}
          </DayList>
          {errors.days ? <FieldError id={daysErrorId}>{errors.days}</FieldError> : null}
        </Days>
        <Row>
          <Input
            label="Monthly price (₹)"
            type="number"
            inputMode="decimal"
            min={1}
            max={20000}
            step={0.01}
            hint={<span aria-live="polite">{perMeal || 'The per-meal price shows here as you type.'}</span>}
            {...field('price')}
          />
          <Input label="Seats (most subscribers)" type="number" inputMode="numeric" min={plan?.seatsTaken || 1} max={500} step={1} {...field('capacity')} />
        </Row>
        <Row>
          {hasLunch ? <Input label="Lunch skip cut-off" type="time" hint="Asia/Kolkata time, on the day of the meal" {...field('lunchCutoff')} /> : null}
          {hasDinner ? <Input label="Dinner skip cut-off" type="time" hint="Asia/Kolkata time, on the day of the meal" {...field('dinnerCutoff')} /> : null}
        </Row>
        <Actions>
          <Button type="submit" disabled={submitting}>
            {plan ? (submitting ? 'Saving...' : 'Save changes') : submitting ? 'Adding...' : 'Add plan'}
          </Button>
          {onCancel ? (
            <Button type="button" $variant="secondary" onClick={onCancel}>
              Cancel editing
            </Button>
          ) : null}
        </Actions>
        <Success role="status">{notice}</Success>
      </form>
    </Card>
  );
}
