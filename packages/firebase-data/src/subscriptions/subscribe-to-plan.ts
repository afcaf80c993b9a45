import { seatTotalsWrites } from '@thali/domain/order-totals';
import { get, increment, push, ref, serverTimestamp, update } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import type { Plan } from '../model';
import { isPermissionDenied } from '../orders/order-writes';
import { toOnePlan } from '../plans/to-plan';
import { dayStart } from '../tiffins/days';
import { PLAN_LIMITS } from '@thali/domain';
import { HoldingsLimitError, PlanClosedError, PlanFullError } from '../tiffins/errors';
import { SubscriptionValidationError, validateSubscription, type SubscribeInput } from '../tiffins/validate-subscription';
import { cleanPlace, DeliveryAreaError, placeLine, placeProblemMessage, type DeliveryPlace } from '../orders/place';
import { readDeliveryTerms } from '../orders/order-checks';
import { sayer } from '../texts/say';
import { AUTH_TEXTS } from '../texts/auth-texts';
import { TIFFINS_TEXTS } from '../texts/tiffins-texts';

const { text: dataText } = sayer({ ...AUTH_TEXTS, ...TIFFINS_TEXTS });
/** A DeliveryAreaError when the plan's kitchen does not deliver to the place's area (issue 40), else null. */
async function areaRefusal(fb: DataServices, providerId: string, place: DeliveryPlace): Promise<Error | null> {
  const kitchen = (await readDeliveryTerms(fb, [providerId])).get(providerId)!;
  const problem = placeProblemMessage(place, kitchen);
  return problem ? new DeliveryAreaError(providerId, problem) : null;
}

async function readPlan(fb: DataServices, planId: string): Promise<Plan | null> {
  return toOnePlan(planId, (await get(ref(fb.db, `plans/${planId}`))).val());
}

/** How many active subscriptions the customer holds to the plan (planHolders/{planId}/{uid}; none counted: 0). */
export async function holdingsOf(fb: DataServices, planId: string, uid: string): Promise<number> {
  const n = (await get(ref(fb.db, `planHolders/${planId}/${uid}`))).val() as unknown;
  return typeof n === 'number' ? n : 0;
}

/** Why the plan takes no subscription of this customer now (an error to throw), or null when it might. */
async function planRefusal(fb: DataServices, plan: Plan | null, uid: string): Promise<Error | null> {
  if (!plan) return new Error(dataText('plan.gone'));
  // a plan stored before per-meal prices were takes none until its kitchen saves it again
  if (plan.status !== 'active' || plan.mealPricePaise === undefined) return new PlanClosedError();
  if ((await holdingsOf(fb, plan.id, uid)) >= PLAN_LIMITS.holdingsMax) return new HoldingsLimitError();
  if (plan.seatsTaken >= plan.capacity) return new PlanFullError();
  const approved = (await get(ref(fb.db, `providers/${plan.providerId}/approved`))).val();
  if (approved !== true) return new PlanClosedError();
  return null;
}

/**
 * Subscribes the signed-in customer: the subscription (at the plan's stored per-meal price in paise), its seat
 * (count, event, holder marker), one more of the customer's holdings of the plan and the delivery place (issue 40,
 * with its one line as `address`) saved to the profile, in one atomic update. A place the plan's kitchen does not
 * deliver to throws a DeliveryAreaError naming its areas, before writing and when the database refuses. Returns the subscription's id. Refused before writing, and when the database
 * refuses (the plan is read again): two active subscriptions to the plan already → HoldingsLimitError ('You already
 * have 2 active subscriptions to this plan.'), full → PlanFullError ('This plan is full.'), retired, without a
 * per-meal price or its kitchen not approved → PlanClosedError. A refusal after a lost acknowledgement (the write
 * had been applied) is a success. Issue 42: the subscription takes its kitchen's next bill number (billNo) in the same
 * write; when another subscriber took it first, the write is tried again with the next.
 */
export async function subscribeToPlan(uid: string, input: SubscribeInput, fb: DataServices = firebase()): Promise<string> {
  if (!uid) throw new Error(dataText('auth.loginRequired'));
  const errors = validateSubscription(input);
  if (Object.keys(errors).length > 0) throw new SubscriptionValidationError(errors);
  const plan = await readPlan(fb, input.planId);
  const refusal = await planRefusal(fb, plan, uid);
  if (refusal || !plan) throw refusal ?? new Error(dataText('plan.gone'));
  const place = cleanPlace(input.place);
  const outside = await areaRefusal(fb, plan.providerId, place);
  if (outside) throw outside;
  const subId = push(ref(fb.db, 'subscriptions')).key as string;
  const address = placeLine(place);
  const phone = (input.phone ?? '').trim();
  const record = {
    planId: plan.id, providerId: plan.providerId, customerId: uid, customerName: input.customerName.trim(), address, place,
    ...(phone ? { phone } : {}),
    planName: plan.name, meals: plan.meals, days: plan.days, diet: plan.diet, mealPricePaise: plan.mealPricePaise,
    startDay: dayStart(input.startDay), status: 'active', createdAt: serverTimestamp(),
  };
  // issue 42: the subscription's number with its kitchen (bill references), the kitchen's counter moved to it
  let billNo = (await readBillCounter(fb, plan.providerId)) + 1;
  for (let attempt = 1; ; attempt++) {
    try {
      await update(ref(fb.db), {
        [`subscriptions/${subId}`]: { ...record, billNo },
        [`billCounters/${plan.providerId}`]: { n: billNo, sub: subId },
        [`plans/${plan.id}/seatsTaken`]: increment(1),
        [`plans/${plan.id}/seatEvent`]: { sub: subId, kind: 'taken' },
        [`planSeats/${plan.id}/${subId}`]: true,
        [`planHolders/${plan.id}/${uid}`]: increment(1),
        // issue 41: the marketplace's active subscriptions, with the seat
        ...seatTotalsWrites(plan.id, 1, increment),
        [`users/${uid}/address`]: address,
        [`users/${uid}/place`]: place,
      });
      return subId;
    } catch (error) {
      if (!isPermissionDenied(error)) throw error;
      const stored = await get(ref(fb.db, `subscriptions/${subId}/customerId`)).then((s) => s.val() as unknown, () => null);
      if (stored === uid) return subId;
      const refusal = (await planRefusal(fb, await readPlan(fb, plan.id), uid)) ?? (await areaRefusal(fb, plan.providerId, place));
      if (refusal) throw refusal;
      // another customer of the kitchen took that number first: the next one, after a short random pause (racing
      // subscribers spread out); refused with the counter unmoved, the refusal is something else
      const now = (await readBillCounter(fb, plan.providerId)) + 1;
      if (now === billNo || attempt >= BILL_NUMBER_ATTEMPTS) throw error;
      billNo = now;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(25 * attempt, 400)));
    }
  }
}

/** How many times a subscription is tried again when its kitchen's bill number was taken meanwhile. */
const BILL_NUMBER_ATTEMPTS = 8;

/** The last bill number a kitchen's subscriptions were given (billCounters/{pid}/n; none yet: 0). */
export async function readBillCounter(fb: DataServices, providerId: string): Promise<number> {
  const n = (await get(ref(fb.db, `billCounters/${providerId}/n`))).val() as unknown;
  return typeof n === 'number' ? n : 0;
}
