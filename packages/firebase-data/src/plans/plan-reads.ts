import { get, onValue, ref } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import type { Plan } from '../model';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import { providerPlansQuery } from './plan-queries';
import { toOnePlan, toPlans } from './to-plan';
import { PUBLIC_VALUES } from '../reads/public-values';

/** All of a kitchen's plans, active and retired, by name. */
export function subscribeProviderPlans(
  { providerId, onData, onError, fb = firebase() }: SubscriptionOptions<Plan[]> & { providerId: string },
): Unsubscribe {
  return onValue(providerPlansQuery(fb, providerId), (snap) => onData(toPlans(snap.val(), (p) => p.providerId === providerId)), (e) => onError?.(e));
}

/** A kitchen's active plans (the menu page), by name. */
export function subscribeActivePlans(
  { providerId, onData, onError, fb = firebase() }: SubscriptionOptions<Plan[]> & { providerId: string },
): Unsubscribe {
  return onValue(
    providerPlansQuery(fb, providerId),
    (snap) => onData(PUBLIC_VALUES.plans(snap.val(), providerId)),
    (e) => onError?.(e),
  );
}

/** One plan, live (its seats change as customers subscribe); null when there is no such plan. */
export function subscribePlan({ planId, onData, onError, fb = firebase() }: SubscriptionOptions<Plan | null> & { planId: string }): Unsubscribe {
  return onValue(ref(fb.db, `plans/${planId}`), (snap) => onData(toOnePlan(planId, snap.val())), (e) => onError?.(e));
}

/**
 * The ids of kitchens with at least one active plan (the /providers filter). Plans are public and few (a handful per
 * kitchen), so this reads plans/ once rather than keeping a per-kitchen flag in step.
 */
export async function listProvidersWithPlans(fb: DataServices = firebase()): Promise<Set<string>> {
  const snap = await get(ref(fb.db, 'plans'));
  return new Set(toPlans(snap.val(), (p) => p.status === 'active').map((p) => p.providerId));
}
