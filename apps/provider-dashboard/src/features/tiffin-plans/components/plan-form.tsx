import { useId } from 'react';
import styled from 'styled-components';
import { formatPrice } from '@thali/auth-cart';
import { type Plan, type PlanMeals } from '@thali/firebase-data';
import { PLAN_MEAL_LABELS, perMealPrice } from '@thali/firebase-data/logic';
import { Alert, Button, Card } from '@thali/ui';
import { FieldError, Input, Select, TextArea } from '@thali/ui/form';
import { usePlanForm, type PlanValues } from '../hooks/use-plan-form';
import { t as text, useT } from '../messages';
import { dietLabels, planMealLabels, WEEKDAYS } from '../utils/labels';

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

/** The per-meal price of what is typed so far ('₹148.53 per meal'), or '' while the price, meals or days are not usable. */
export function perMealText(values: Pick<PlanValues, 'price' | 'meals' | 'days'>): string {
  const price = Number(values.price.trim());
  if (!values.price.trim() || !Number.isFinite(price) || price <= 0) return '';
  if (!(values.meals in PLAN_MEAL_LABELS) || !/^[01]{7}$/.test(values.days) || !values.days.includes('1')) return '';
  return text('form.perMeal', { price: formatPrice(perMealPrice({ price, meals: values.meals as PlanMeals, days: values.days })) });
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
  const t = useT();
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
        <Input label={t('form.name')} autoComplete="off" maxLength={60} {...field('name')} />
        <TextArea label={t('form.description')} rows={3} maxLength={300} {...field('description')} />
        <Row>
          <Select label={t('form.meals')} {...field('meals')}>
            <LabelOptions labels={planMealLabels()} />
          </Select>
          <Select label={t('form.diet')} {...field('diet')}>
            <LabelOptions labels={dietLabels()} />
          </Select>
        </Row>
        <Days aria-describedby={errors.days ? daysErrorId : undefined}>
          <legend>{t('form.days')}</legend>
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
                {t(`weekday.${i as 0 | 1 | 2 | 3 | 4 | 5 | 6}`)}
              </label>
            ))}
          </DayList>
          {errors.days ? <FieldError id={daysErrorId}>{errors.days}</FieldError> : null}
        </Days>
        <Row>
          <Input
            label={t('form.price')}
            type="number"
            inputMode="decimal"
            min={1}
            max={20000}
            step={0.01}
            hint={<span aria-live="polite">{perMeal || t('form.perMealLater')}</span>}
            {...field('price')}
          />
          <Input label={t('form.seats')} type="number" inputMode="numeric" min={plan?.seatsTaken || 1} max={500} step={1} {...field('capacity')} />
        </Row>
        <Row>
          {hasLunch ? <Input label={t('form.lunchCutoff')} type="time" hint={t('form.cutoffHint')} {...field('lunchCutoff')} /> : null}
          {hasDinner ? <Input label={t('form.dinnerCutoff')} type="time" hint={t('form.cutoffHint')} {...field('dinnerCutoff')} /> : null}
        </Row>
        <Actions>
          <Button type="submit" disabled={submitting}>
            {plan ? t(submitting ? 'form.saving' : 'form.saveChanges') : t(submitting ? 'form.adding' : 'form.add')}
          </Button>
          {onCancel ? (
            <Button type="button" $variant="secondary" onClick={onCancel}>
              {t('form.cancelEditing')}
            </Button>
          ) : null}
        </Actions>
        <Success role="status">{notice}</Success>
      </form>
    </Card>
  );
}
