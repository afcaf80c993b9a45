import { ValidationError } from '../errors/validation-error';
import { DEFAULT_CUTOFFS, DEFAULT_PLAN_DAYS, DIETS, PLAN_LIMITS, PLAN_MEALS, PRICE_MAX, PRICE_MIN, THALI_LOCALE, mealPricePaise, type Diet, type PlanMeals } from '@thali/domain';
import type { FieldErrors } from '../model';
import { parsePrice } from '../menu/validate-menu-item';
import { parseCutoff } from './time-of-day';
import { sayer } from '../texts/say';
import { COMMON_TEXTS } from '../texts/common-texts';
import { TIFFINS_TEXTS } from '../texts/tiffins-texts';

const { text: dataText } = sayer({ ...COMMON_TEXTS, ...TIFFINS_TEXTS });
/** What the plan form holds (numbers may still be the typed text; cut-offs as minutes or 'HH:MM'). */
export interface PlanInput {
  name: string;
  description: string;
  meals: PlanMeals | string;
  /** seven '0'/'1' characters, Monday first */
  days: string;
  diet: Diet | string;
  /** monthly price in ₹ */
  price: number | string;
  /** most active subscribers */
  capacity: number | string;
  /** minutes after midnight Asia/Kolkata, or 'HH:MM'; default 09:00 */
  lunchCutoff?: number | string;
  /** minutes after midnight Asia/Kolkata, or 'HH:MM'; default 15:00 */
  dinnerCutoff?: number | string;
}
export type PlanField = 'name' | 'description' | 'meals' | 'days' | 'diet' | 'price' | 'capacity' | 'lunchCutoff' | 'dinnerCutoff';

export const PLAN_MESSAGES = {
  name: dataText('plan.name'),
  nameTooLong: dataText('plan.nameTooLong', { max: PLAN_LIMITS.nameMax }),
  descriptionTooLong: dataText('common.descriptionTooLong', { max: PLAN_LIMITS.descriptionMax }),
  meals: dataText('plan.meals'),
  days: dataText('plan.days'),
  diet: dataText('plan.diet'),
  price: dataText('plan.price'),
  priceTooLow: dataText('plan.priceTooLow', { min: PRICE_MIN }),
  // Formatted when first read: Intl's first use costs tens of milliseconds on a phone, on pages that never show this.
  get priceTooHigh() {
    return dataText('plan.priceTooHigh', { max: PRICE_MAX.toLocaleString(THALI_LOCALE) });
  },
  capacity: dataText('plan.capacity'),
  capacityRange: dataText('plan.capacityRange', { min: PLAN_LIMITS.capacityMin, max: PLAN_LIMITS.capacityMax }),
  capacityBelowTaken: dataText('plan.capacityBelowTaken'),
  cutoff: dataText('plan.cutoff'),
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A count as stored: an integer number (NaN when absent, not numeric or fractional). */
export function parseCount(value: unknown): number {
  const n = parsePrice(value);
  return Number.isInteger(n) ? n : Number.NaN;
}

/** A cut-off as stored (minutes 0–1439); the default when left out; NaN when not a time. */
export function parseCutoffInput(value: number | string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'number' ? value : parseCutoff(value);
  return Number.isInteger(n) && n >= 0 && n <= PLAN_LIMITS.cutoffMax ? n : Number.NaN;
}

/**
 * The plan as stored from valid input (trimmed texts, numbers), with its per-meal price in paise: always written
 * with the price, meals and days it follows from (the rules check that it does; a later change applies to new
 * subscriptions only, which copy it).
 */
export function planFields(input: PlanInput) {
  const price = parsePrice(input.price);
  return {
    name: text(input.name),
    description: text(input.description),
    meals: input.meals as PlanMeals,
    days: input.days,
    diet: input.diet as Diet,
    price,
    mealPricePaise: mealPricePaise(price, input.meals, input.days),
    capacity: parseCount(input.capacity),
    lunchCutoff: parseCutoffInput(input.lunchCutoff, DEFAULT_CUTOFFS.lunch),
    dinnerCutoff: parseCutoffInput(input.dinnerCutoff, DEFAULT_CUTOFFS.dinner),
  };
}

/** A new plan form's values: Monday–Saturday, lunch and dinner, veg, default cut-offs. */
export const EMPTY_PLAN_INPUT: PlanInput = Object.freeze({
  name: '', description: '', meals: 'both', days: DEFAULT_PLAN_DAYS, diet: 'veg', price: '', capacity: '',
  lunchCutoff: DEFAULT_CUTOFFS.lunch, dinnerCutoff: DEFAULT_CUTOFFS.dinner,
});

/**
 * Field errors in the form's order; {} when valid. `seatsTaken`: an edited plan's taken seats (its capacity may not
 * go below them).
 */
export function validatePlan(input: PlanInput, seatsTaken = 0): FieldErrors<PlanField> {
  const errors: FieldErrors<PlanField> = {};
  const f = planFields(input);
  if (!f.name) errors.name = PLAN_MESSAGES.name;
  else if (f.name.length > PLAN_LIMITS.nameMax) errors.name = PLAN_MESSAGES.nameTooLong;
  if (f.description.length > PLAN_LIMITS.descriptionMax) errors.description = PLAN_MESSAGES.descriptionTooLong;
  if (!(PLAN_MEALS as readonly string[]).includes(input.meals)) errors.meals = PLAN_MESSAGES.meals;
  if (typeof input.days !== 'string' || !/^[01]{7}$/.test(input.days) || !input.days.includes('1')) errors.days = PLAN_MESSAGES.days;
  if (!(DIETS as readonly string[]).includes(input.diet)) errors.diet = PLAN_MESSAGES.diet;
  if (!Number.isFinite(f.price) || f.price <= 0) errors.price = PLAN_MESSAGES.price;
  else if (f.price < PRICE_MIN) errors.price = PLAN_MESSAGES.priceTooLow;
  else if (f.price > PRICE_MAX) errors.price = PLAN_MESSAGES.priceTooHigh;
  const rawCapacity = typeof input.capacity === 'string' ? input.capacity.trim() : input.capacity;
  if (rawCapacity === '' || rawCapacity === undefined || rawCapacity === null) errors.capacity = PLAN_MESSAGES.capacity;
  else if (!(f.capacity >= PLAN_LIMITS.capacityMin && f.capacity <= PLAN_LIMITS.capacityMax)) errors.capacity = PLAN_MESSAGES.capacityRange;
  else if (f.capacity < seatsTaken) errors.capacity = PLAN_MESSAGES.capacityBelowTaken;
  if (Number.isNaN(f.lunchCutoff)) errors.lunchCutoff = PLAN_MESSAGES.cutoff;
  if (Number.isNaN(f.dinnerCutoff)) errors.dinnerCutoff = PLAN_MESSAGES.cutoff;
  return errors;
}

/** Thrown by createPlan / updatePlan when the input is not a valid plan; `errors` holds the field messages. */
export class PlanValidationError extends ValidationError<PlanField> {
  static override readonly errorName = 'PlanValidationError';
  static override readonly sentence = dataText('plan.invalid');
}
