import {
  browserLocalPersistence, inMemoryPersistence, linkWithCredential, PhoneAuthProvider, RecaptchaVerifier, setPersistence,
  signInWithCredential, updatePhoneNumber,
} from 'firebase/auth';
import { child, get, ref } from 'firebase/database';
import { parseMobile } from '@thali/domain/phones';
import type { FirebaseServices } from '../app';
import { firebaseWithAuth } from '../services';
import type { UserProfile } from '../model';
import { updateUserProfile } from '../profile/update-user-profile';
import { getUserProfile } from '../profile/get-user-profile';
import { InvalidPhoneNumberError, PhoneSignInError, PHONE_TEXTS, phoneAuthError } from './phone-errors';
import { newKitchenRecord, writeNewAccount, type NewAccount } from './sign-up';
import { announceSession, sessionOf, type SessionUser } from './subscribe-auth';

/** A code sent by SMS: what confirming it needs (plain data; a page keeps it in its state). */
export interface SentCode {
  /** Firebase's id of this code's request */
  verificationId: string;
  /** the number it went to, +91XXXXXXXXXX */
  phone: string;
  /** the number as people read it, "+91 98765 43210" */
  display: string;
}

export interface SendCodeOptions {
  /**
   * An element of the page the invisible reCAPTCHA may use (Firebase checks that a person asks for the SMS). Each
   * request gets a fresh widget inside it, removed once the code is sent or refused.
   */
  recaptchaContainer: HTMLElement;
}

/** The mobile as Firebase takes it (E.164), or InvalidPhoneNumberError before anything is sent. */
function mobileOf(phone: string) {
  const mobile = parseMobile(phone);
  if (!mobile) throw new InvalidPhoneNumberError();
  return mobile;
}

/**
 * Asks Firebase to send a 6-digit code by SMS to `phone` (typed as people write it: "98765 43210", "+91 98765 43210"),
 * behind an invisible reCAPTCHA (with the Auth emulator the SDK skips it: the emulator sends no SMS, and the local
 * backend prints the code). A fresh verifier per request: a reCAPTCHA answer is good for one request only.
 */
async function sendCode(phone: string, opts: SendCodeOptions, fb: FirebaseServices): Promise<SentCode> {
  const mobile = mobileOf(phone);
  const holder = opts.recaptchaContainer.ownerDocument.createElement('div');
  opts.recaptchaContainer.appendChild(holder);
  const verifier = new RecaptchaVerifier(fb.auth, holder, { size: 'invisible' });
  try {
    const verificationId = await new PhoneAuthProvider(fb.auth).verifyPhoneNumber(mobile.e164, verifier);
    return { verificationId, phone: mobile.e164, display: mobile.display };
  } catch (error) {
    throw phoneAuthError(error);
  } finally {
    verifier.clear();
    holder.remove();
  }
}

/**
 * Sign-in with a mobile number, step 1: send the code (SentCode for confirmSignInCode). Errors: InvalidPhoneNumberError,
 * TooManyAttemptsError, PhoneSignInError (no network, the Phone provider off); their message is the page's sentence.
 */
export async function sendSignInCode(phone: string, opts: SendCodeOptions, fb: FirebaseServices = firebaseWithAuth()): Promise<SentCode> {
  return sendCode(phone, opts, fb);
}

export interface PhoneSignIn {
  user: SessionUser;
  /** true for a number that has no Thali profile yet: the page asks the name and role once (completePhoneSignup) */
  needsProfile: boolean;
}

/**
 * Step 2: the code typed signs in (a new number creates the account), remembered on this device as a phone app
 * would. Errors: WrongCodeError (type it again), ExpiredCodeError (ask for a new one), TooManyAttemptsError,
 * PhoneSignInError. `needsProfile` when the account has no profile yet (new, or its first sign-in stopped before the
 * name and role were given): the portal treats it as signed in without a role until completePhoneSignup.
 */
export async function confirmSignInCode(verificationId: string, code: string, fb: FirebaseServices = firebaseWithAuth()): Promise<PhoneSignIn> {
  try {
    await setPersistence(fb.auth, browserLocalPersistence);
  } catch {
    await setPersistence(fb.auth, inMemoryPersistence).catch(() => undefined);
  }
  let signedIn;
  try {
    signedIn = await signInWithCredential(fb.auth, PhoneAuthProvider.credential(verificationId, code.trim()));
  } catch (error) {
    throw phoneAuthError(error);
  }
  const { user } = signedIn;
  const role: unknown = (await get(child(ref(fb.db), `users/${user.uid}/role`))).val();
  return { user: sessionOf(user), needsProfile: role !== 'user' && role !== 'meal_provider' };
}

/**
 * Step 3, once, for a new number: the account's name and role (a kitchen with its details, as the e-mail signup asks
 * them), written as signUp writes them (writeNewAccount: the same records, the same rules), with the verified number
 * as the profile's mobile. Stays signed in; the session is announced again with its name and role. A kitchen's
 * details are checked first (KitchenDetailsError, nothing written).
 */
export async function completePhoneSignup(input: Omit<NewAccount, 'email' | 'phone'>, fb: FirebaseServices = firebaseWithAuth()): Promise<SessionUser> {
  newKitchenRecord(input);
  const user = fb.auth.currentUser;
  if (!user?.phoneNumber) throw new PhoneSignInError(PHONE_TEXTS.signedOut);
  const session = await writeNewAccount(user, { ...input, phone: user.phoneNumber }, fb);
  announceSession(fb.auth);
  return session;
}

/**
 * The profile's "Add / Change mobile number", step 1: a code to the new number (as sendSignInCode). Errors as there.
 */
export async function sendPhoneChangeCode(phone: string, opts: SendCodeOptions, fb: FirebaseServices = firebaseWithAuth()): Promise<SentCode> {
  if (!fb.auth.currentUser) throw new PhoneSignInError(PHONE_TEXTS.signedOut);
  return sendCode(phone, opts, fb);
}

/**
 * Step 2: the code verifies the number, which then signs this account in (added to an account without one, or
 * replacing its number) and, for a customer, becomes the profile's mobile, the one kitchens see on orders (the same
 * profile write and rules as the profile's Save). A kitchen's profile phone is its listing's (its dashboard's
 * Kitchen profile), left as it is. Errors: WrongCodeError, ExpiredCodeError, TooManyAttemptsError,
 * PhoneNumberInUseError (another account signs in with it), PhoneSignInError.
 */
export async function confirmPhoneChange(verificationId: string, code: string, fb: FirebaseServices = firebaseWithAuth()): Promise<UserProfile> {
  const user = fb.auth.currentUser;
  if (!user) throw new PhoneSignInError(PHONE_TEXTS.signedOut);
  const credential = PhoneAuthProvider.credential(verificationId, code.trim());
  try {
    if (user.providerData.some((p) => p.providerId === PhoneAuthProvider.PROVIDER_ID)) await updatePhoneNumber(user, credential);
    else await linkWithCredential(user, credential);
  } catch (error) {
    throw phoneAuthError(error);
  }
  const phone = user.phoneNumber ?? '';
  const current = await getUserProfile(user.uid, fb);
  const profile = current.role === 'meal_provider' ? current : await updateUserProfile(user.uid, { phone }, fb);
  announceSession(fb.auth);
  return profile;
}
