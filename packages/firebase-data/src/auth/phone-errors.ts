import { NamedError, sentenceError } from '../errors/named-error';
// Signing in with a mobile number (issue 44): what a page shows for each way it can fail. Each failure a page treats
// differently is its own error class (told apart by name, errors/named-error.ts), whose message is the sentence shown.

export const PHONE_TEXTS = {
  invalidNumber: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.',
  wrongCode: 'That code is not right. Check the SMS and type the 6 digits again.',
  expiredCode: 'This code has expired. Ask for a new code.',
  tooManyAttempts: 'Too many attempts. Please wait a while and try again later.',
  numberInUse: 'This mobile number already belongs to another Thali account.',
  network: 'We could not reach the server. Please check your internet connection and try again.',
  notAvailable: 'Sign-in with a mobile number is not available right now. Please sign in with your email.',
  failed: 'We could not send or check the code. Please try again.',
  signedOut: 'Please sign in again to change your mobile number.',
} as const;

/** The mobile number is not one we can send a code to. */
export class InvalidPhoneNumberError extends sentenceError('InvalidPhoneNumberError', PHONE_TEXTS.invalidNumber) {}
/** The code typed is not the one sent: the same code screen, try again. */
export class WrongCodeError extends sentenceError('WrongCodeError', PHONE_TEXTS.wrongCode) {}
/** The code (or its request) is no longer valid: a new code is needed. */
export class ExpiredCodeError extends sentenceError('ExpiredCodeError', PHONE_TEXTS.expiredCode) {}
/** Firebase refuses more codes or checks from this device or number for a while. */
export class TooManyAttemptsError extends sentenceError('TooManyAttemptsError', PHONE_TEXTS.tooManyAttempts) {}
/** Adding or changing a number that another account signs in with. */
export class PhoneNumberInUseError extends sentenceError('PhoneNumberInUseError', PHONE_TEXTS.numberInUse) {}
/** Anything else (no network, the Phone provider off, reCAPTCHA refused): its sentence says which. */
export class PhoneSignInError extends NamedError {
  static override readonly errorName = 'PhoneSignInError';
}

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

const BY_CODE: Record<string, () => NamedError> = {
  'auth/invalid-phone-number': () => new InvalidPhoneNumberError(),
  'auth/missing-phone-number': () => new InvalidPhoneNumberError(),
  'auth/invalid-verification-code': () => new WrongCodeError(),
  'auth/missing-verification-code': () => new WrongCodeError(),
  'auth/code-expired': () => new ExpiredCodeError(),
  // the code's request is unknown to the server: already used, or from before a resend the server dropped it for
  'auth/invalid-verification-id': () => new ExpiredCodeError(),
  'auth/missing-verification-id': () => new ExpiredCodeError(),
  'auth/session-expired': () => new ExpiredCodeError(),
  'auth/too-many-requests': () => new TooManyAttemptsError(),
  // the project's SMS quota for the day (hosted): to the reader it is the same wait
  'auth/quota-exceeded': () => new TooManyAttemptsError(),
  'auth/credential-already-in-use': () => new PhoneNumberInUseError(),
  'auth/account-exists-with-different-credential': () => new PhoneNumberInUseError(),
  'auth/network-request-failed': () => new PhoneSignInError(PHONE_TEXTS.network),
  'auth/operation-not-allowed': () => new PhoneSignInError(PHONE_TEXTS.notAvailable),
  // hosted: SMS to this region not allowed by the project's policy
  'auth/unsupported-first-factor': () => new PhoneSignInError(PHONE_TEXTS.notAvailable),
  'auth/user-token-expired': () => new PhoneSignInError(PHONE_TEXTS.signedOut),
  'auth/requires-recent-login': () => new PhoneSignInError(PHONE_TEXTS.signedOut),
};

/**
 * The phone sign-in error a page shows, from whatever the SDK threw: one of the classes above, with its sentence (never
 * the SDK's own message, which names codes a reader cannot act on). An error already converted comes back as it is.
 */
export function phoneAuthError(error: unknown): NamedError {
  if (error instanceof InvalidPhoneNumberError || error instanceof WrongCodeError || error instanceof ExpiredCodeError
    || error instanceof TooManyAttemptsError || error instanceof PhoneNumberInUseError || error instanceof PhoneSignInError) {
    return error as NamedError;
  }
  const make = BY_CODE[codeOf(error) ?? ''];
  if (make) {
    const converted = make();
    (converted as { cause?: unknown }).cause = error;
    return converted;
  }
  return Object.assign(new PhoneSignInError(PHONE_TEXTS.failed), { cause: error });
}
