import { createPlan, updatePlan, type Plan } from '@thali/firebase-data';
import {
  validatePlan, formatCutoff, EMPTY_PLAN_INPUT, PlanValidationError, type PlanField,
} from '@thali/firebase-data/logic';
import { useForm } from '@thali/ui/form';
import { t } from '../messages';

/** What the plan form holds: the typed text of every field; days as seven '0'/'1' characters, Monday first. */
export interface PlanValues {
  name: string;
  description: string;
  meals: string;
  days: string;
  diet: string;
  price: string;
  capacity: string;
  lunchCutoff: string;
  dinnerCutoff: string;
}

export const PLAN_FIELD_ORDER: PlanField[] = ['name', 'description', 'meals', 'days', 'diet', 'price', 'capacity', 'lunchCutoff', 'dinnerCutoff'];

const cutoffText = (value: number | string | undefined) => (typeof value === 'number' ? formatCutoff(value) : (value ?? ''));

export const NEW_PLAN_VALUES: PlanValues = {
  name: '', description: '', meals: String(EMPTY_PLAN_INPUT.meals), days: EMPTY_PLAN_INPUT.days, diet: String(EMPTY_PLAN_INPUT.diet),
  price: '', capacity: '', lunchCutoff: cutoffText(EMPTY_PLAN_INPUT.lunchCutoff), dinnerCutoff: cutoffText(EMPTY_PLAN_INPUT.dinnerCutoff),
};

/** A stored plan as the form's values. */
export function valuesOf(plan: Plan): PlanValues {
  return {
    name: plan.name, description: plan.description, meals: plan.meals, days: plan.days, diet: plan.diet,
    price: String(plan.price), capacity: String(plan.capacity),
    lunchCutoff: formatCutoff(plan.lunchCutoff), dinnerCutoff: formatCutoff(plan.dinnerCutoff),
  };
}

/**
 * The plan form, to add a plan (no `plan`) or edit one: checked on submit by the data package's validatePlan (the
 * database's rules), focus to the first invalid field; an edited field's message goes at once.
 */
export function usePlanForm(providerId: string, plan: Plan | null, onSaved: (message: string) => void) {
  return useForm<PlanValues>({
    initialValues: plan ? valuesOf(plan) : NEW_PLAN_VALUES,
    validate: (values) => validatePlan(values, plan?.seatsTaken ?? 0),
    fieldOrder: PLAN_FIELD_ORDER,
    afterEdit: 'clear-field',
    clearNoticeOnEdit: true,
    onSubmit: async (values, { reset, setNotice, setFormError, showErrors }) => {
      try {
        if (plan) {
          await updatePlan(providerId, plan.id, values);
          onSaved(t('form.saved'));
        } else {
          await createPlan(providerId, values);
          reset();
          setNotice(t('form.added'));
          onSaved(t('form.added'));
        }
      } catch (error) {
        if (error instanceof PlanValidationError) showErrors(error.errors);
        else setFormError(t('form.saveFailed'));
      }
    },
  });
}
