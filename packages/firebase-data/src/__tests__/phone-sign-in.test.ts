/**
 * @jest-environment @thali/tooling/jsdom-environment
 */
// Issue 44: signing in with a mobile number, against the local backend's Auth emulator through the real SDK. A
// browser's environment: the SDK's phone sign-in and its RecaptchaVerifier exist only in its browser build (with the
// emulator the verifier answers without Google's reCAPTCHA). The emulator sends no SMS; the code is read from its list.
// Jest 30 resolves `require` with the `node` condition first whatever the environment, so the SDK's browser build is
// named here: the same SDK a page runs (its node build refuses every phone call).
// `@firebase/auth` is the `firebase` package's own dependency (pnpm does not put it beside ours): found from there.
// (require, not import: jest.mock runs before the file's imports)
/* eslint-disable @typescript-eslint/no-require-imports */
jest.mock(
  require.resolve('@firebase/auth', { paths: [require('node:path').dirname(require.resolve('firebase/package.json'))] }),
  () => jest.requireActual(
    require.resolve('@firebase/auth', { paths: [require('node:path').dirname(require.resolve('firebase/package.json'))] })
      .replace(/dist[\\/]node[\\/]index\.js$/, 'dist/browser-cjs/index.js'),
  ),
);
/* eslint-enable @typescript-eslint/no-require-imports */
import { get, ref } from 'firebase/database';
import {
  completePhoneSignup, confirmPhoneChange, confirmSignInCode, sendPhoneChangeCode, sendSignInCode,
} from '../auth/phone-sign-in';
import {
  ExpiredCodeError, InvalidPhoneNumberError, PHONE_TEXTS, PhoneNumberInUseError, phoneAuthError, TooManyAttemptsError,
  WrongCodeError,
} from '../auth/phone-errors';
import { subscribeAuth, type SessionUser } from '../auth/subscribe-auth';
import { signOut } from '../auth/sign-out';
import { getUserProfile } from '../profile/get-user-profile';
import { closeAll, freshNamespace, newUser, openApp, testConfig, TEST_KITCHEN_DETAILS, until } from './support/backend';

const ns = freshNamespace('phone');
afterAll(closeAll);
// The SDK logs that the emulator has no reCAPTCHA Enterprise config (it then uses the v2 verifier, which the emulator
// skips): expected here, and not this test's output.
beforeEach(() => jest.spyOn(console, 'log').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const caught = async (p: Promise<unknown>) => p.then(() => { throw new Error('expected a rejection'); }, (e: unknown) => e);
/** A mobile number no other test run has used (the Auth emulator is shared by the run's files). */
const newNumber = () => `9${Math.floor(Math.random() * 1e9).toString().padStart(9, '0')}`;
const container = () => document.body.appendChild(document.createElement('div'));

/** The code the emulator 'sent' to a number (its documented test endpoint, from Node: no web page may read it). */
async function codeFor(e164: string): Promise<string> {
  const { emulators, projectId } = testConfig(ns);
  const response = await fetch(`http://${emulators!.host}:${emulators!.authPort}/emulator/v1/projects/${projectId}/verificationCodes`);
  const { verificationCodes } = (await response.json()) as { verificationCodes: { phoneNumber: string; code: string }[] };
  const codes = verificationCodes.filter((c) => c.phoneNumber === e164);
  return codes[codes.length - 1]!.code;
}
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

test('a new number: a wrong code is refused, the right one signs in and asks for a profile, which is written as signup writes it', async () => {
  const fb = openApp(ns);
  const sessions: (SessionUser | null)[] = [];
  const stop = subscribeAuth({ fb, onData: (u) => sessions.push(u) });
  const typed = newNumber();
  const sent = await sendSignInCode(`${typed.slice(0, 5)} ${typed.slice(5)}`, { recaptchaContainer: container() }, fb);
  expect(sent.phone).toBe(`+91${typed}`);
  expect(sent.display).toBe(`+91 ${typed.slice(0, 5)} ${typed.slice(5)}`);
  const code = await codeFor(sent.phone);

  expect(await caught(confirmSignInCode(sent.verificationId, otherThan(code), fb))).toBeInstanceOf(WrongCodeError);
  // a wrong code leaves the request open: the right one still signs in
  const signedIn = await confirmSignInCode(sent.verificationId, code, fb);
  expect(signedIn.needsProfile).toBe(true);
  expect(signedIn.user.phoneNumber).toBe(sent.phone);

  const session = await completePhoneSignup({ name: 'Asha Deshmukh', role: 'user' }, fb);
  expect(session.displayName).toBe('Asha Deshmukh');
  const profile = await getUserProfile(session.uid, fb);
  expect(profile).toMatchObject({ name: 'Asha Deshmukh', role: 'user', email: '', phone: sent.phone });
  // the session was announced again once its profile existed (the portal re-reads the role then)
  await until(() => sessions.some((s) => s?.displayName === 'Asha Deshmukh'));
  stop();

  // a used code is spent: asking with it again is an expired code
  expect(await caught(confirmSignInCode(sent.verificationId, code, openApp(ns)))).toBeInstanceOf(ExpiredCodeError);
});

test('an existing number signs in to its account without asking anything again', async () => {
  const first = openApp(ns);
  const number = newNumber();
  const sent = await sendSignInCode(number, { recaptchaContainer: container() }, first);
  const { user } = await confirmSignInCode(sent.verificationId, await codeFor(sent.phone), first);
  await completePhoneSignup({ name: 'Ravi', role: 'user' }, first);
  await signOut(first);

  const again = openApp(ns);
  const second = await sendSignInCode(`+91 ${number}`, { recaptchaContainer: container() }, again);
  const back = await confirmSignInCode(second.verificationId, await codeFor(second.phone), again);
  expect(back).toMatchObject({ needsProfile: false, user: { uid: user.uid, displayName: 'Ravi' } });
});

test('a kitchen by mobile number gets its pending listing, as the e-mail signup makes it', async () => {
  const fb = openApp(ns);
  const sent = await sendSignInCode(newNumber(), { recaptchaContainer: container() }, fb);
  await confirmSignInCode(sent.verificationId, await codeFor(sent.phone), fb);
  const session = await completePhoneSignup({ name: 'Meena Tai', role: 'meal_provider', kitchen: { ...TEST_KITCHEN_DETAILS, name: 'Meena’s Tiffins' } }, fb);
  expect(session.displayName).toBe('Meena’s Tiffins');
  const listing = (await get(ref(fb.db, `providers/${session.uid}`))).val();
  expect(listing).toMatchObject({ name: 'Meena’s Tiffins', area: 'Dharampeth' });
  expect(listing.approved).toBeUndefined();
  expect(await getUserProfile(session.uid, fb)).toMatchObject({ role: 'meal_provider', phone: sent.phone });
});

test('a number that is no Indian mobile is refused before anything is sent', async () => {
  const fb = openApp(ns);
  expect(await caught(sendSignInCode('12345', { recaptchaContainer: container() }, fb))).toBeInstanceOf(InvalidPhoneNumberError);
  expect(await caught(sendSignInCode('0712 2345678', { recaptchaContainer: container() }, fb))).toBeInstanceOf(InvalidPhoneNumberError);
});

test('the profile: an e-mail account adds a verified number, which becomes its mobile; another account’s number is refused', async () => {
  const asha = await newUser(ns, 'user', 'Asha');
  const number = newNumber();
  const sent = await sendPhoneChangeCode(number, { recaptchaContainer: container() }, asha.fb);
  const code = await codeFor(sent.phone);
  expect(await caught(confirmPhoneChange(sent.verificationId, otherThan(code), asha.fb))).toBeInstanceOf(WrongCodeError);
  const profile = await confirmPhoneChange(sent.verificationId, code, asha.fb);
  expect(profile.phone).toBe(sent.phone);
  expect(asha.fb.auth.currentUser?.phoneNumber).toBe(sent.phone);

  // then changed to another number: the account signs in with the new one only
  const next = newNumber();
  const change = await sendPhoneChangeCode(next, { recaptchaContainer: container() }, asha.fb);
  expect((await confirmPhoneChange(change.verificationId, await codeFor(change.phone), asha.fb)).phone).toBe(`+91${next}`);
  const phoneSignIn = openApp(ns);
  const again = await sendSignInCode(next, { recaptchaContainer: container() }, phoneSignIn);
  expect((await confirmSignInCode(again.verificationId, await codeFor(again.phone), phoneSignIn)).user.uid).toBe(asha.uid);

  // Ravi may not take Asha's number
  const ravi = await newUser(ns, 'user', 'Ravi');
  const taken = await sendPhoneChangeCode(next, { recaptchaContainer: container() }, ravi.fb);
  expect(await caught(confirmPhoneChange(taken.verificationId, await codeFor(taken.phone), ravi.fb))).toBeInstanceOf(PhoneNumberInUseError);
  expect((await getUserProfile(ravi.uid, ravi.fb)).phone).toBeUndefined();
});

test('phoneAuthError: each SDK failure is its error, with a sentence and never the SDK text', () => {
  const sdk = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
  expect(phoneAuthError(sdk('auth/invalid-verification-code'))).toBeInstanceOf(WrongCodeError);
  expect(phoneAuthError(sdk('auth/code-expired'))).toBeInstanceOf(ExpiredCodeError);
  expect(phoneAuthError(sdk('auth/code-expired')).message).toBe(PHONE_TEXTS.expiredCode);
  expect(phoneAuthError(sdk('auth/too-many-requests'))).toBeInstanceOf(TooManyAttemptsError);
  expect(phoneAuthError(sdk('auth/too-many-requests')).message).toBe(PHONE_TEXTS.tooManyAttempts);
  expect(phoneAuthError(sdk('auth/credential-already-in-use'))).toBeInstanceOf(PhoneNumberInUseError);
  expect(phoneAuthError(sdk('auth/network-request-failed')).message).toBe(PHONE_TEXTS.network);
  expect(phoneAuthError(sdk('auth/operation-not-allowed')).message).toBe(PHONE_TEXTS.notAvailable);
  expect(phoneAuthError(sdk('auth/internal-error')).message).toBe(PHONE_TEXTS.failed);
  const wrong = new WrongCodeError();
  expect(phoneAuthError(wrong)).toBe(wrong);
});
