import { sendPasswordReset } from '../auth/send-password-reset';
import { verifyResetCode } from '../auth/verify-reset-code';
import { confirmPasswordReset } from '../auth/confirm-password-reset';
import { signIn } from '../auth/sign-in';
import { isExpiredResetLink, resetErrorMessage, RESET_TEXTS } from '../auth/auth-errors';
import { closeAll, freshNamespace, newUser, openApp, testConfig } from './support/backend';

const ns = freshNamespace('reset');
afterAll(closeAll);

const CONTINUE_URL = 'http://localhost:3000/reset-password';
const caught = async (p: Promise<unknown>) => p.then(() => { throw new Error('expected a rejection'); }, (e: unknown) => e);

interface OobCode { email: string; oobCode: string; oobLink: string; requestType: string }

/** The codes the Auth emulator 'sent' (its documented test endpoint: no e-mail leaves the machine). */
async function sentCodes(email: string): Promise<OobCode[]> {
  const { emulators, projectId } = testConfig(ns);
  const response = await fetch(`http://${emulators!.host}:${emulators!.authPort}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET');
}

async function onlyCode(email: string): Promise<OobCode> {
  const codes = await sentCodes(email);
  expect(codes).toHaveLength(1);
  return codes[0]!;
}

test('a reset link: its code names the account, sets the new password once; the old password is refused', async () => {
  const user = await newUser(ns, 'user', 'Asha Deshmukh');
  const fb = openApp(ns);
  await sendPasswordReset(user.email, { continueUrl: CONTINUE_URL }, fb);
  const sent = await onlyCode(user.email);
  // The link carries our page as its continue URL, which is where the local backend's printed link points.
  expect(new URL(sent.oobLink).searchParams.get('continueUrl')).toBe(CONTINUE_URL);

  expect(await verifyResetCode(sent.oobCode, fb)).toBe(user.email);
  await confirmPasswordReset(sent.oobCode, 'brand-new-9', fb);

  const session = await signIn(user.email, 'brand-new-9', {}, fb);
  expect(session.uid).toBe(user.uid);
  const old = await caught(signIn(user.email, user.password, {}, openApp(ns)));
  expect((old as { code: string }).code).toBe('auth/invalid-credential');

  // A used code is no good any more, for checking or for setting: the page offers a new link.
  const used = await caught(verifyResetCode(sent.oobCode, fb));
  expect(isExpiredResetLink(used)).toBe(true);
  expect(resetErrorMessage(used)).toBe(RESET_TEXTS.expiredLink);
  expect(isExpiredResetLink(await caught(confirmPasswordReset(sent.oobCode, 'another-one-7', fb)))).toBe(true);
});

test('an unknown e-mail is answered exactly like a known one, and nothing is sent', async () => {
  const fb = openApp(ns);
  const nobody = `nobody-${Date.now()}@${ns}.test`;
  await expect(sendPasswordReset(nobody, { continueUrl: CONTINUE_URL }, fb)).resolves.toBeUndefined();
  expect(await sentCodes(nobody)).toEqual([]);
});

test('a malformed code and a weak password give plain sentences', async () => {
  const fb = openApp(ns);
  expect(resetErrorMessage(await caught(verifyResetCode('not-a-code', fb)))).toBe(RESET_TEXTS.expiredLink);

  const user = await newUser(ns, 'user');
  await sendPasswordReset(user.email, {}, fb);
  const sent = await onlyCode(user.email);
  const weak = await caught(confirmPasswordReset(sent.oobCode, '123', fb));
  expect(resetErrorMessage(weak)).toBe(RESET_TEXTS.weakPassword);
  // The weak attempt did not use the code up.
  expect(await verifyResetCode(sent.oobCode, fb)).toBe(user.email);
});

test('resetErrorMessage never shows the SDK text (codes, URLs)', () => {
  const sdk = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
  expect(resetErrorMessage(sdk('auth/invalid-email'))).toBe(RESET_TEXTS.invalidEmail);
  expect(resetErrorMessage(sdk('auth/too-many-requests'))).toBe(RESET_TEXTS.tooManyRequests);
  expect(resetErrorMessage(sdk('auth/network-request-failed'))).toBe(RESET_TEXTS.network);
  expect(resetErrorMessage(sdk('auth/unauthorized-continue-uri'))).toBe(RESET_TEXTS.default);
  expect(resetErrorMessage(new Error('No internet connection'))).toBe(RESET_TEXTS.network);
  expect(resetErrorMessage(undefined)).toBe(RESET_TEXTS.default);
  expect(isExpiredResetLink(sdk('auth/expired-action-code'))).toBe(true);
  expect(isExpiredResetLink(sdk('auth/too-many-requests'))).toBe(false);
});
