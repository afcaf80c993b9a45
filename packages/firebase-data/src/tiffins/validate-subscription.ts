import { ValidationError } from '../errors/validation-error';
import { PLAN_LIMITS } from '@thali/domain';
import type { FieldErrors } from '../model';
import { validatePlace, type PlaceField, type PlaceInput } from '../orders/place';
import { addDays, dayStart } from './days';
import { sayer } from '../texts/say';
import { COMMON_TEXTS } from '../texts/common-texts';
import { TIFFINS_TEXTS } from '../texts/tiffins-texts';

const { text: dataText } = sayer({ ...COMMON_TEXTS, ...TIFFINS_TEXTS });
/** What the subscribe form sends. */
export interface SubscribeInput {
  planId: string;
  /** dayStart of the first day with meals: tomorrow … 30 days ahead */
  startDay: number;
  /**
   * where the tiffins go (issue 40: a structured place, of an area the plan's kitchen delivers to; saved to the profile
   * too). The subscription's one-line `address` is its placeLine.
   */
  place: PlaceInput;
  customerName: string;
  phone?: string;
}
export type SubscribeField = 'startDay' | 'address' | 'customerName' | 'phone' | PlaceField;

export const SUBSCRIBE_MESSAGES = {
  startDay: dataText('subscribe.startDay'),
  startDayRange: dataText('subscribe.startDayRange', { days: PLAN_LIMITS.startDaysAhead }),
  address: dataText('subscribe.address'),
  addressTooShort: dataText('subscribe.addressTooShort', { min: PLAN_LIMITS.addressMin }),
  addressTooLong: dataText('subscribe.addressTooLong', { max: PLAN_LIMITS.addressMax }),
  customerName: dataText('common.nameRequired'),
  customerNameTooLong: dataText('common.nameTooLong', { max: PLAN_LIMITS.customerNameMax }),
  phoneTooLong: dataText('subscribe.phoneTooLong', { max: PLAN_LIMITS.phoneMax }),
  pauseOrder: dataText('subscribe.pauseOrder'),
  pauseTooLong: dataText('subscribe.pauseTooLong', { days: PLAN_LIMITS.pauseMaxDays }),
} as const;

/** The first and last start day offered at `now`: tomorrow and 30 days ahead. */
export function startDayRange(now: number = Date.now()): { first: number; last: number } {
  const today = dayStart(now);
  return { first: addDays(today, 1), last: addDays(today, PLAN_LIMITS.startDaysAhead) };
}

/** Field errors of the subscribe form at `now`; {} when valid. */
export function validateSubscription(input: Omit<SubscribeInput, 'planId'>, now: number = Date.now()): FieldErrors<SubscribeField> {
  const errors: FieldErrors<SubscribeField> = {};
  const { first, last } = startDayRange(now);
  const start = Number(input.startDay);
  if (!Number.isFinite(start)) errors.startDay = SUBSCRIBE_MESSAGES.startDay;
  else if (start !== dayStart(start) || start < first || start > last) errors.startDay = SUBSCRIBE_MESSAGES.startDayRange;
  Object.assign(errors, validatePlace(input.place ?? {}));
  const name = (input.customerName ?? '').trim();
  if (!name) errors.customerName = SUBSCRIBE_MESSAGES.customerName;
  else if (name.length > PLAN_LIMITS.customerNameMax) errors.customerName = SUBSCRIBE_MESSAGES.customerNameTooLong;
  if ((input.phone ?? '').trim().length > PLAN_LIMITS.phoneMax) errors.phone = SUBSCRIBE_MESSAGES.phoneTooLong;
  return errors;
}

/** Why a pause range is refused ('' when it is fine): to ≥ from, at most 60 days. */
export function pauseRangeProblem(from: number, to: number): string {
  if (!(Number.isFinite(from) && Number.isFinite(to)) || to < from) return SUBSCRIBE_MESSAGES.pauseOrder;
  if (to - from > PLAN_LIMITS.pauseMaxDays * 86400000) return SUBSCRIBE_MESSAGES.pauseTooLong;
  return '';
}

/** Thrown by subscribeToPlan when the input is not valid; `errors` holds the field messages. */
export class SubscriptionValidationError extends ValidationError<SubscribeField> {
  static override readonly errorName = 'SubscriptionValidationError';
  static override readonly sentence = dataText('subscribe.invalid');
}

/** The longest reason a kitchen may give for cancelling a subscription (the rules' bound). */
export const CANCEL_REASON_MAX: number = PLAN_LIMITS.cancelReasonMax;

/**
 * Why a kitchen's reason for cancelling a subscription is not acceptable (null when it is): 1–200 characters once
 * trimmed. The customer reads it in My Tiffins.
 */
export function cancelReasonProblem(reason: string): string | null {
  const r = reason.trim();
  if (!r) return dataText('subscription.cancelReasonRequired');
  if (r.length > PLAN_LIMITS.cancelReasonMax) return dataText('subscription.cancelReasonLong', { max: PLAN_LIMITS.cancelReasonMax });
  return null;
}
