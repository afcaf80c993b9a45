// The fake's tiffin plans and subscriptions: the same checks and results as the real use cases (and as the
// database rules), over the store's `plans` and `subscriptions` tables, with the cut-offs judged by Date.now().
import type { Plan, Subscription } from '../model';
import { compareKeys, compareNames } from '@thali/domain/compare';
import { dayStart } from '../tiffins/days';
import { PLAN_LIMITS } from '@thali/domain';
import { CutoffPassedError, HoldingsLimitError, PlanClosedError, PlanFullError, SubscriptionChangeError } from '../tiffins/errors';
import { canChange, earliestCutoff, mealsOf } from '../tiffins/meals';
import { cancelEndDay, resumeChanges } from '../tiffins/resume';
import { isSkipped, skipKey } from '../tiffins/schedule';
import { PlanValidationError, planFields, validatePlan } from '../tiffins/validate-plan';
import { SubscriptionValidationError, cancelReasonProblem, pauseRangeProblem, validateSubscription } from '../tiffins/validate-subscription';
import { cleanPlace, DeliveryAreaError, placeLine, placeProblemMessage } from '../orders/place';
import type { FakeStore, FakeTable } from './fake-store';
import type { UseCases } from './fake-use-cases';
import { sayer } from '../texts/say';
import { AUTH_TEXTS } from '../texts/auth-texts';
import { TIFFINS_TEXTS } from '../texts/tiffins-texts';

const { text: dataText } = sayer({ ...AUTH_TEXTS, ...TIFFINS_TEXTS });
export type TiffinUseCaseName =
  | 'createPlan' | 'updatePlan' | 'retirePlan' | 'subscribeProviderPlans' | 'subscribeActivePlans' | 'subscribePlan' | 'listProvidersWithPlans'
  | 'subscribeToPlan' | 'subscribeCustomerSubscriptions' | 'subscribeProviderSubscriptions'
  | 'skipMeal' | 'undoSkip' | 'pauseSubscription' | 'resumeSubscription' | 'cancelSubscription' | 'kitchenCancelSubscription';

const denied = () => Object.assign(new Error('PERMISSION_DENIED: Permission denied'), { code: 'PERMISSION_DENIED' });
const byName = (a: Plan, b: Plan) => compareNames(a.name, b.name) || compareKeys(a.id, b.id);
const oldestFirst = (a: Subscription, b: Subscription) => a.createdAt - b.createdAt || compareKeys(a.id, b.id);

export function fakeTiffinUseCases(
  store: FakeStore,
  newId: (prefix: string) => string,
  live: <T>(table: FakeTable, value: () => T, options: { onData: (v: T) => void; onError?: (e: Error) => void }) => () => void,
): Pick<UseCases, TiffinUseCaseName> {
  const plans = () => store.get('plans') ?? [];
  const subs = () => store.get('subscriptions') ?? [];
  const setPlan = (id: string, change: (p: Plan) => Plan) => store.write('plans', (all) => (all ?? []).map((p) => (p.id === id ? change(p) : p)));
  const setSub = (id: string, change: (s: Subscription) => Subscription) =>
    store.write('subscriptions', (all) => (all ?? []).map((s) => (s.id === id ? change(s) : s)));
  const ownPlan = async (uid: string, planId: string) => {
    const plan = (await store.read('plans')).find((p) => p.id === planId);
    if (!plan || plan.providerId !== uid) throw denied();
    return plan;
  };
  const ownSub = async (uid: string, subId: string) => {
    if (!uid) throw new Error(dataText('auth.loginRequired'));
    const sub = (await store.read('subscriptions')).find((s) => s.id === subId);
    if (!sub || sub.customerId !== uid) throw new SubscriptionChangeError(dataText('subscription.notFound'));
    return sub;
  };
  const planOf = (sub: Subscription) => plans().find((p) => p.id === sub.planId);
  const checkPlanInput = (input: Parameters<UseCases['createPlan']>[1]) => {
    const errors = validatePlan(input);
    if (Object.keys(errors).length > 0) throw new PlanValidationError(errors);
    return planFields(input);
  };

  return {
    createPlan: async (uid, input) => {
      if (!uid) throw new Error(dataText('auth.loginRequired'));
      const fields = checkPlanInput(input);
      const now = Date.now();
      const plan: Plan = { id: newId('plan'), providerId: uid, ...fields, seatsTaken: 0, status: 'active', createdAt: now, updatedAt: now };
      store.write('plans', (all) => [...(all ?? []), plan]);
      return plan.id;
    },
    updatePlan: async (uid, planId, input) => {
      const fields = checkPlanInput(input);
      const plan = await ownPlan(uid, planId);
      if (fields.capacity < plan.seatsTaken) throw denied();
      setPlan(planId, (p) => ({ ...p, ...fields, updatedAt: Date.now() }));
    },
    retirePlan: async (uid, planId) => {
      await ownPlan(uid, planId);
      setPlan(planId, (p) => ({ ...p, status: 'retired', updatedAt: Date.now() }));
    },
    subscribeProviderPlans: ({ providerId, ...options }) =>
      live('plans', () => plans().filter((p) => p.providerId === providerId).sort(byName), options),
    subscribeActivePlans: ({ providerId, ...options }) =>
      live('plans', () => plans().filter((p) => p.providerId === providerId && p.status === 'active').sort(byName), options),
    subscribePlan: ({ planId, ...options }) => live('plans', () => plans().find((p) => p.id === planId) ?? null, options),
    listProvidersWithPlans: async () => new Set((await store.read('plans')).filter((p) => p.status === 'active').map((p) => p.providerId)),
    subscribeToPlan: async (uid, input) => {
      if (!uid) throw new Error(dataText('auth.loginRequired'));
      const errors = validateSubscription(input);
      if (Object.keys(errors).length > 0) throw new SubscriptionValidationError(errors);
      const plan = (await store.read('plans')).find((p) => p.id === input.planId);
      if (!plan) throw new Error(dataText('plan.gone'));
      if (plan.status !== 'active' || plan.mealPricePaise === undefined) throw new PlanClosedError();
      // the rules' planHolders counter: the customer's active subscriptions to this plan
      const holdings = subs().filter((s) => s.planId === plan.id && s.customerId === uid && s.status === 'active').length;
      if (holdings >= PLAN_LIMITS.holdingsMax) throw new HoldingsLimitError();
      if (plan.seatsTaken >= plan.capacity) throw new PlanFullError();
      // a kitchen the fake knows of must be approved (an unseeded providers table does not refuse)
      const kitchen = store.get('providers')?.find((p) => p.id === plan.providerId);
      if (kitchen && !kitchen.approved) throw new PlanClosedError();
      const where = cleanPlace(input.place);
      // issue 40: a listing seeded with its areas must deliver to the place's (one without `deliversTo` is not checked)
      const areas = (kitchen as { deliversTo?: string[] } | undefined)?.deliversTo;
      const outside = kitchen && areas ? placeProblemMessage(where, { name: kitchen.name, deliversTo: areas }) : undefined;
      if (outside) throw new DeliveryAreaError(plan.providerId, outside);
      const address = placeLine(where);
      const phone = (input.phone ?? '').trim();
      // issue 42: the kitchen's next bill number (the fake's counter: the highest its subscriptions hold)
      const billNo = Math.max(0, ...subs().filter((s) => s.providerId === plan.providerId).map((s) => s.billNo ?? 0)) + 1;
      const sub: Subscription = {
        id: newId('sub'), planId: plan.id, providerId: plan.providerId, customerId: uid, customerName: input.customerName.trim(), address, place: where,
        ...(phone ? { phone } : {}),
        planName: plan.name, meals: plan.meals, days: plan.days, diet: plan.diet,
        mealPricePaise: plan.mealPricePaise, pricePerMeal: plan.mealPricePaise / 100,
        startDay: dayStart(input.startDay), status: 'active', createdAt: Date.now(), skips: {}, pauses: {}, billNo,
      };
      store.write('subscriptions', (all) => [...(all ?? []), sub]);
      setPlan(plan.id, (p) => ({ ...p, seatsTaken: p.seatsTaken + 1 }));
      if (store.get('profiles')?.[uid]) store.write('profiles', (all) => ({ ...all, [uid]: { ...all![uid]!, address, place: where } }));
      return sub.id;
    },
    subscribeCustomerSubscriptions: ({ uid, ...options }) =>
      live('subscriptions', () => subs().filter((s) => s.customerId === uid).sort(oldestFirst), options),
    subscribeProviderSubscriptions: ({ providerId, ...options }) =>
      live('subscriptions', () => subs().filter((s) => s.providerId === providerId).sort(oldestFirst), options),
    skipMeal: async (uid, subId, day, meal) => {
      const sub = await ownSub(uid, subId);
      const d = dayStart(day);
      const key = skipKey(d, meal);
      if (sub.status !== 'active') throw new SubscriptionChangeError(dataText('subscription.cancelled'));
      if (d < sub.startDay || !mealsOf(sub.meals).includes(meal)) throw new SubscriptionChangeError(dataText('subscription.noSuchMeal'));
      if (isSkipped(sub, d, meal)) return;
      if (!canChange(planOf(sub), d, meal, Date.now())) throw new CutoffPassedError();
      setSub(subId, (s) => ({ ...s, skips: { ...s.skips, [key]: { day: d, meal } } }));
    },
    undoSkip: async (uid, subId, day, meal) => {
      const sub = await ownSub(uid, subId);
      const d = dayStart(day);
      const key = skipKey(d, meal);
      if (!isSkipped(sub, d, meal)) return;
      if (!canChange(planOf(sub), d, meal, Date.now())) throw new CutoffPassedError();
      setSub(subId, (s) => {
        const { [key]: _gone, ...skips } = s.skips;
        return { ...s, skips };
      });
    },
    pauseSubscription: async (uid, subId, from, to) => {
      const first = dayStart(from);
      const last = dayStart(to);
      const problem = pauseRangeProblem(first, last);
      if (problem) throw new SubscriptionChangeError(problem);
      const sub = await ownSub(uid, subId);
      if (sub.status !== 'active') throw new SubscriptionChangeError(dataText('subscription.cancelled'));
      if (first < sub.startDay) throw new SubscriptionChangeError(dataText('subscription.pauseBeforeStart'));
      if (Date.now() >= first + earliestCutoff(planOf(sub), sub.meals) * 60000) throw new CutoffPassedError();
      const id = newId('pause');
      setSub(subId, (s) => ({ ...s, pauses: { ...s.pauses, [id]: { from: first, to: last } } }));
      return id;
    },
    resumeSubscription: async (uid, subId) => {
      const sub = await ownSub(uid, subId);
      const { remove, shorten } = resumeChanges(sub, planOf(sub), Date.now());
      if (remove.length === 0 && shorten.length === 0) return;
      setSub(subId, (s) => {
        const pauses = { ...s.pauses };
        remove.forEach((id) => delete pauses[id]);
        shorten.forEach(({ id, to }) => {
          pauses[id] = { ...pauses[id]!, to };
        });
        return { ...s, pauses };
      });
    },
    cancelSubscription: async (uid, subId) => {
      const sub = await ownSub(uid, subId);
      if (sub.status === 'cancelled') return;
      const now = Date.now();
      setSub(subId, (s) => ({ ...s, status: 'cancelled', endDay: cancelEndDay(s, now), cancelledAt: now, cancelledBy: 'customer' }));
      setPlan(sub.planId, (p) => ({ ...p, seatsTaken: Math.max(0, p.seatsTaken - 1) }));
    },
    kitchenCancelSubscription: async (uid, subId, reason) => {
      if (!uid) throw new Error(dataText('auth.loginRequired'));
      const problem = cancelReasonProblem(reason);
      if (problem) throw new SubscriptionChangeError(problem);
      const sub = (await store.read('subscriptions')).find((s) => s.id === subId);
      if (!sub || sub.providerId !== uid) throw new SubscriptionChangeError(dataText('subscription.notFound'));
      if (sub.status === 'cancelled') return;
      const now = Date.now();
      setSub(subId, (s) => ({ ...s, status: 'cancelled', endDay: cancelEndDay(s, now), cancelledAt: now, cancelledBy: 'provider',
        cancelReason: reason.trim() }));
      setPlan(sub.planId, (p) => ({ ...p, seatsTaken: Math.max(0, p.seatsTaken - 1) }));
    },
  };
}
