import { createUserWithEmailAndPassword, deleteUser, signOut as firebaseSignOut, updateProfile, type User } from 'firebase/auth';
import { ref, serverTimestamp, update } from 'firebase/database';
import type { FirebaseServices } from '../app';
import { kitchenDetailsRecord, type KitchenDetailsInput } from '../providers/kitchen-details';
import { firebaseWithAuth } from '../services';
import { isRetryableSignupError, rewriteSignupError } from './auth-errors';
import { probeReachability } from './reachability';
import { withRetry, SIGNUP_RETRY } from './retry';
import { sessionOf, type SessionUser } from './subscribe-auth';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  role: 'user' | 'meal_provider';
  /**
   * Issue 39: a meal provider's kitchen, its listing from the start (its name, phone, area, address, cuisine, optional
   * FSSAI number); required for a meal provider, checked before the account is created (KitchenDetailsError).
   */
  kitchen?: KitchenDetailsInput;
}

export interface SignUpOptions {
  onRetry?: (attempt: number, delayMs: number) => void;
  /** Tests: replace the wait between attempts. */
  sleep?: (ms: number) => Promise<void>;
  /** Stay signed in after the account is created (default false: the signup page sends the user to /login). */
  staySignedIn?: boolean;
}

/** Who a new account is, however it signed in: by e-mail (signUp) or by mobile number (completePhoneSignup). */
export interface NewAccount {
  name: string;
  role: 'user' | 'meal_provider';
  kitchen?: KitchenDetailsInput;
  /** the account's e-mail, for an e-mail signup */
  email?: string;
  /** the account's verified mobile (+91XXXXXXXXXX), for a phone signup: the profile's mobile from the start */
  phone?: string;
}

/**
 * The account's kitchen checked as the rules check it, before anything is written (a KitchenDetailsError then):
 * null for a customer.
 */
export function newKitchenRecord(input: NewAccount) {
  if (input.role !== 'meal_provider') return null;
  return kitchenDetailsRecord(input.kitchen ?? { name: input.name.trim(), phone: '', area: '', address: '', cuisine: '', cuisineOther: '', fssai: '' });
}

/**
 * The profile of a signed-in account that has none yet: its display name, then users/{uid} (and the public
 * providers/{uid} for a meal_provider) in one multi-path update the rules check. A new kitchen's listing holds its
 * details (issue 39: its own name, phone, area, address, cuisine, FSSAI number if given), no `approved` (a Thali admin
 * sets it; until then it is pending, not listed and cannot receive orders) and no rating figures (they come from
 * reviews). Signup by e-mail and by mobile number both write it, so both make the same records under the same rules.
 */
export async function writeNewAccount(user: User, input: NewAccount, fb: FirebaseServices): Promise<SessionUser> {
  const name = input.name.trim();
  const role = input.role === 'meal_provider' ? 'meal_provider' : 'user';
  const kitchen = newKitchenRecord({ ...input, role });
  // a kitchen's account goes by its kitchen's name (the top bar's; subscribeAuth follows later renames)
  await updateProfile(user, { displayName: kitchen ? kitchen.name : name });
  const record: Record<string, unknown> = { name, role, createdAt: new Date().toISOString() };
  if (input.email) record.email = input.email.trim();
  if (input.phone) record.phone = input.phone;
  const changes: Record<string, unknown> = { [`users/${user.uid}`]: record };
  if (kitchen) changes[`providers/${user.uid}`] = { ...kitchen, createdAt: serverTimestamp() };
  await update(ref(fb.db), changes);
  return sessionOf(user, kitchen ? kitchen.name : name);
}

/**
 * One signup attempt: create the account, then its profile (writeNewAccount). If anything after the account
 * creation fails, the new account is deleted and the error rethrown.
 */
export async function signUpOnce(input: SignUpInput, fb: FirebaseServices = firebaseWithAuth()): Promise<SessionUser> {
  const email = input.email.trim();
  // refused before the account exists: nothing to undo
  newKitchenRecord(input);
  await probeReachability(fb.config);
  const { user } = await createUserWithEmailAndPassword(fb.auth, email, input.password);
  try {
    return await writeNewAccount(user, { name: input.name, role: input.role, kitchen: input.kitchen, email }, fb);
  } catch (error) {
    try {
      await deleteUser(user);
    } catch (deleteError) {
      console.warn('[firebase-data] could not delete the account after a failed signup', deleteError);
    }
    throw error;
  }
}

/** Signup with retries (5 attempts, 1000 ms doubling, capped 10000 ms) and the fixed signup rewrites. */
export async function signUp(input: SignUpInput, opts: SignUpOptions = {}, fb: FirebaseServices = firebaseWithAuth()): Promise<SessionUser> {
  try {
    const user = await withRetry(() => signUpOnce(input, fb), {
      ...SIGNUP_RETRY,
      isRetryable: isRetryableSignupError,
      onRetry: opts.onRetry,
      sleep: opts.sleep,
    });
    if (!opts.staySignedIn) await firebaseSignOut(fb.auth);
    return user;
  } catch (error) {
    throw rewriteSignupError(error);
  }
}
