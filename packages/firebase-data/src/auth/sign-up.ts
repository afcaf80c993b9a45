import { createUserWithEmailAndPassword, deleteUser, signOut as firebaseSignOut, updateProfile } from 'firebase/auth';
import { ref, serverTimestamp, update } from 'firebase/database';
import type { FirebaseServices } from '../app';
import { kitchenDetailsRecord, type KitchenDetailsInput } from '../providers/kitchen-details';
import { firebaseWithAuth } from '../services';
import { isRetryableSignupError, rewriteSignupError } from './auth-errors';
import { probeReachability } from './reachability';
import { withRetry, SIGNUP_RETRY } from './retry';
import type { SessionUser } from './subscribe-auth';

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

/**
 * One signup attempt: create the account, set the display name, write users/{uid} (and the public
 * providers/{uid} for a meal_provider) in one multi-path update. If anything after the account creation
 * fails, the new account is deleted and the error rethrown. A new kitchen's listing holds its details (issue 39: its
 * own name, phone, area, address, cuisine, FSSAI number if given), no `approved` (a Thali admin sets it; until then
 * it is pending, not listed and cannot receive orders) and no rating figures (they come from reviews).
 */
export async function signUpOnce(input: SignUpInput, fb: FirebaseServices = firebaseWithAuth()): Promise<SessionUser> {
  const name = input.name.trim();
  const email = input.email.trim();
  const role = input.role === 'meal_provider' ? 'meal_provider' : 'user';
  // refused before the account exists: nothing to undo
  const kitchen = role === 'meal_provider' ? kitchenDetailsRecord(input.kitchen ?? { name, phone: '', area: '', address: '', cuisine: '', cuisineOther: '', fssai: '' }) : null;
  await probeReachability(fb.config);
  const { user } = await createUserWithEmailAndPassword(fb.auth, email, input.password);
  try {
    // a kitchen's account goes by its kitchen's name (the top bar's; subscribeAuth follows later renames)
    await updateProfile(user, { displayName: kitchen ? kitchen.name : name });
    const changes: Record<string, unknown> = {
      [`users/${user.uid}`]: { name, email, role, createdAt: new Date().toISOString() },
    };
    if (kitchen) changes[`providers/${user.uid}`] = { ...kitchen, createdAt: serverTimestamp() };
    await update(ref(fb.db), changes);
  } catch (error) {
    try {
      await deleteUser(user);
    } catch (deleteError) {
      console.warn('[firebase-data] could not delete the account after a failed signup', deleteError);
    }
    throw error;
  }
  return { uid: user.uid, email: user.email, displayName: kitchen ? kitchen.name : name };
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
