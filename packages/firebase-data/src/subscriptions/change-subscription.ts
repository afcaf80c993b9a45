import { seatTotalsWrites } from '@thali/domain/order-totals';
import { get, increment, push, ref, serverTimestamp, set, update } from 'firebase/database';
import type { Meal } from '@thali/domain';
import { firebase, type DataServices } from '../app';
import type { Subscription } from '../model';
import { isPermissionDenied } from '../orders/order-writes';
import { toOnePlan } from '../plans/to-plan';
import { dayStart } from '../tiffins/days';
import { CutoffPassedError, SubscriptionChangeError } from '../tiffins/errors';
import { mealsOf } from '../tiffins/meals';
import { cancelEndDay, resumeChanges } from '../tiffins/resume';
import { isSkipped, skipKey } from '../tiffins/schedule';
import { cancelReasonProblem, pauseRangeProblem } from '../tiffins/validate-subscription';
import { holdingsOf } from './subscribe-to-plan';
import { serverNow } from './server-now';
import { toOneSubscription } from './to-subscription';
import { sayer } from '../texts/say';
import { AUTH_TEXTS } from '../texts/auth-texts';
import { TIFFINS_TEXTS } from '../texts/tiffins-texts';

const { text: dataText } = sayer({ ...AUTH_TEXTS, ...TIFFINS_TEXTS });
const NOT_FOUND = dataText('subscription.notFound');
const CANCELLED = dataText('subscription.cancelled');

async function readSubscription(fb: DataServices, subId: string): Promise<Subscription | null> {
  return toOneSubscription(subId, (await get(ref(fb.db, `subscriptions/${subId}`))).val());
}

async function ownSubscription(fb: DataServices, uid: string, subId: string): Promise<Subscription> {
  if (!uid) throw new Error(dataText('auth.loginRequired'));
  // a subscription that is not this customer's is not readable at all: the same answer as none
  const sub = await readSubscription(fb, subId).catch((error: unknown) => {
    if (isPermissionDenied(error)) return null;
    throw error;
  });
  if (!sub || sub.customerId !== uid) throw new SubscriptionChangeError(NOT_FOUND);
  return sub;
}

/** A skip or pause the database refused: after the input checks, only its cut-off is left to blame. */
function checkMeal(sub: Subscription, day: number, meal: Meal) {
  if (sub.status !== 'active') throw new SubscriptionChangeError(CANCELLED);
  if (day < sub.startDay || !mealsOf(sub.meals).includes(meal)) throw new SubscriptionChangeError(dataText('subscription.noSuchMeal'));
}

/**
 * Skips one meal (not delivered, not billed). Refused from that meal's cut-off on (server time):
 * CutoffPassedError ('The cut-off for this meal has passed.').
 */
export async function skipMeal(uid: string, subId: string, day: number, meal: Meal, fb: DataServices = firebase()): Promise<void> {
  const d = dayStart(day);
  const key = skipKey(d, meal);
  try {
    await set(ref(fb.db, `subscriptions/${subId}/skips/${key}`), { day: d, meal });
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    const sub = await ownSubscription(fb, uid, subId);
    if (isSkipped(sub, d, meal) && sub.status === 'active') return; // already skipped (or a lost acknowledgement)
    checkMeal(sub, d, meal);
    throw new CutoffPassedError();
  }
}

/** Takes a skip back, until that meal's cut-off (then CutoffPassedError). */
export async function undoSkip(uid: string, subId: string, day: number, meal: Meal, fb: DataServices = firebase()): Promise<void> {
  const d = dayStart(day);
  const key = skipKey(d, meal);
  try {
    await set(ref(fb.db, `subscriptions/${subId}/skips/${key}`), null);
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    const sub = await ownSubscription(fb, uid, subId);
    if (!isSkipped(sub, d, meal)) return; // not skipped (or a lost acknowledgement)
    throw new CutoffPassedError();
  }
}

/**
 * Pauses the meals of the days `from` … `to` (both included; at most 60 days); it ends by itself. Refused once the
 * first day's earliest cut-off has passed (CutoffPassedError). Returns the pause's id.
 */
export async function pauseSubscription(uid: string, subId: string, from: number, to: number, fb: DataServices = firebase()): Promise<string> {
  const first = dayStart(from);
  const last = dayStart(to);
  const problem = pauseRangeProblem(first, last);
  if (problem) throw new SubscriptionChangeError(problem);
  const pauseRef = push(ref(fb.db, `subscriptions/${subId}/pauses`));
  try {
    await set(pauseRef, { from: first, to: last });
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    const sub = await ownSubscription(fb, uid, subId);
    const stored = sub.pauses[pauseRef.key as string];
    if (stored && stored.from === first && stored.to === last) return pauseRef.key as string;
    if (sub.status !== 'active') throw new SubscriptionChangeError(CANCELLED);
    if (first < sub.startDay) throw new SubscriptionChangeError(dataText('subscription.pauseBeforeStart'));
    throw new CutoffPassedError();
  }
  return pauseRef.key as string;
}

/**
 * "Resume now": every current or upcoming pause ends. One whose first day's cut-off has not passed is removed;
 * a running one is shortened to end yesterday (today, once today's earliest cut-off has passed).
 */
export async function resumeSubscription(uid: string, subId: string, fb: DataServices = firebase()): Promise<void> {
  const sub = await ownSubscription(fb, uid, subId);
  const plan = toOnePlan(sub.planId, (await get(ref(fb.db, `plans/${sub.planId}`))).val());
  const { remove, shorten } = resumeChanges(sub, plan ?? undefined, await serverNow(fb));
  const writes: Record<string, unknown> = {};
  remove.forEach((id) => {
    writes[`subscriptions/${subId}/pauses/${id}`] = null;
  });
  shorten.forEach(({ id, to }) => {
    writes[`subscriptions/${subId}/pauses/${id}/to`] = to;
  });
  if (Object.keys(writes).length > 0) await update(ref(fb.db), writes);
}

/**
 * The one update that cancels `sub`: from the next day (or its start day when it has not started), the seat released
 * and the customer's holdings of the plan one fewer (a counter never set, for subscriptions older than it, is left
 * alone), signed by who cancels.
 */
async function cancelWrites(fb: DataServices, sub: Subscription, by: 'customer' | 'provider', reason?: string) {
  const endDay = cancelEndDay(sub, await serverNow(fb));
  const plan = `plans/${sub.planId}`;
  const holdings = await holdingsOf(fb, sub.planId, sub.customerId);
  return {
    [`subscriptions/${sub.id}/status`]: 'cancelled',
    [`subscriptions/${sub.id}/endDay`]: endDay,
    [`subscriptions/${sub.id}/cancelledAt`]: serverTimestamp(),
    [`subscriptions/${sub.id}/cancelledBy`]: by,
    ...(reason !== undefined ? { [`subscriptions/${sub.id}/cancelReason`]: reason } : {}),
    [`${plan}/seatsTaken`]: increment(-1),
    [`${plan}/seatEvent`]: { sub: sub.id, kind: 'released' },
    [`planSeats/${sub.planId}/${sub.id}`]: null,
    // issue 41: the marketplace's active subscriptions, with the seat
    ...seatTotalsWrites(sub.planId, -1, increment),
    ...(holdings > 0 ? { [`planHolders/${sub.planId}/${sub.customerId}`]: increment(-1) } : {}),
  };
}

async function applyCancel(fb: DataServices, subId: string, writes: Record<string, unknown>): Promise<void> {
  try {
    await update(ref(fb.db), writes);
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    if ((await readSubscription(fb, subId))?.status === 'cancelled') return; // a lost acknowledgement
    throw error;
  }
}

/**
 * Cancels from the next day (or from the start day when it has not started): the seat is released in the same
 * update. A subscription already cancelled is left as it is.
 */
export async function cancelSubscription(uid: string, subId: string, fb: DataServices = firebase()): Promise<void> {
  const sub = await ownSubscription(fb, uid, subId);
  if (sub.status === 'cancelled') return;
  await applyCancel(fb, subId, await cancelWrites(fb, sub, 'customer'));
}

/**
 * The plan's kitchen cancels a subscription of its plan (a seat squatter, a customer who left), saying why in 1–200
 * characters: the customer sees "Cancelled by the kitchen" and the reason in My Tiffins. Same end day, seat release
 * and holdings as the customer's cancel, in one update. A subscription already cancelled is left as it is.
 */
export async function kitchenCancelSubscription(uid: string, subId: string, reason: string, fb: DataServices = firebase()): Promise<void> {
  if (!uid) throw new Error(dataText('auth.loginRequired'));
  const problem = cancelReasonProblem(reason);
  if (problem) throw new SubscriptionChangeError(problem);
  const sub = await readSubscription(fb, subId).catch((error: unknown) => {
    if (isPermissionDenied(error)) return null;
    throw error;
  });
  if (!sub || sub.providerId !== uid) throw new SubscriptionChangeError(NOT_FOUND);
  if (sub.status === 'cancelled') return;
  await applyCancel(fb, subId, await cancelWrites(fb, sub, 'provider', reason.trim()));
}
