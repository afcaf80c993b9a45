import { push, ref, set, update } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import type { PlanRecord } from '../schemas';
import { PlanValidationError, planFields, validatePlan, type PlanInput } from '../tiffins/validate-plan';
import { sayer } from '../texts/say';
import { AUTH_TEXTS } from '../texts/auth-texts';

const { text: dataText } = sayer(AUTH_TEXTS);
export { PlanValidationError };

function checked(input: PlanInput) {
  const errors = validatePlan(input);
  if (Object.keys(errors).length > 0) throw new PlanValidationError(errors);
  return planFields(input);
}

/** A new active plan of the signed-in kitchen (no seats taken). Returns its id. */
export async function createPlan(uid: string, input: PlanInput, fb: DataServices = firebase()): Promise<string> {
  if (!uid) throw new Error(dataText('auth.loginRequired'));
  const fields = checked(input);
  const now = Date.now();
  const planRef = push(ref(fb.db, 'plans'));
  const record: Omit<PlanRecord, 'seatEvent'> = {
    providerId: uid, ...fields, seatsTaken: 0, status: 'active', createdAt: now, updatedAt: now,
  };
  await set(planRef, record);
  return planRef.key as string;
}

/**
 * Changes a plan's fields (not its kitchen, seats or bookkeeping): field by field, as the rules allow. The capacity
 * may not go below the seats taken (the form checks with validatePlan(input, plan.seatsTaken); the database refuses).
 */
export async function updatePlan(uid: string, planId: string, input: PlanInput, fb: DataServices = firebase()): Promise<void> {
  if (!uid) throw new Error(dataText('auth.loginRequired'));
  const fields = checked(input);
  await update(ref(fb.db, `plans/${planId}`), { ...fields, updatedAt: Date.now() });
}

/** A retired plan stays on record for its subscriptions and takes no new ones. */
export async function retirePlan(uid: string, planId: string, fb: DataServices = firebase()): Promise<void> {
  if (!uid) throw new Error(dataText('auth.loginRequired'));
  await update(ref(fb.db, `plans/${planId}`), { status: 'retired', updatedAt: Date.now() });
}
