import { NamedError } from '../errors/named-error';
import { sayer } from '../texts/say';
import { AUTH_TEXTS } from '../texts/auth-texts';
import { COMMON_TEXTS } from '../texts/common-texts';

const { text: dataText } = sayer({ ...AUTH_TEXTS, ...COMMON_TEXTS });
// The texts a page shows for login and signup failures, and the signup rewrites.

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};
const messageOf = (error: unknown): string => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
};

export const LOGIN_MESSAGES = {
  'auth/invalid-email': dataText('login.invalidEmail'),
  'auth/user-disabled': dataText('login.userDisabled'),
  // The spec's texts, for a project without e-mail enumeration protection (it tells the two cases apart).
  'auth/user-not-found': dataText('login.userNotFound'),
  'auth/wrong-password': dataText('login.wrongPassword'),
  // With the protection (on by default for new hosted projects, and on the local backend) an unknown e-mail and a
  // wrong password are one answer, INVALID_LOGIN_CREDENTIALS, which the SDK reports as auth/invalid-credential:
  // one sentence that names neither, so nobody learns from the login page who has an account.
  'auth/invalid-credential': dataText('login.invalidCredential'),
  'auth/invalid-login-credentials': dataText('login.invalidCredential'),
} as const;
export const LOGIN_DEFAULT = dataText('login.default');

/** The message the login page shows for a failed sign-in. */
export function loginErrorMessage(error: unknown): string {
  const code = codeOf(error);
  if (code && code in LOGIN_MESSAGES) return LOGIN_MESSAGES[code as keyof typeof LOGIN_MESSAGES];
  return messageOf(error) || LOGIN_DEFAULT;
}

export const SIGNUP_TEXTS = {
  alreadyRegistered: dataText('signup.alreadyRegistered'),
  invalidEmail: dataText('login.invalidEmail'),
  notAllowed: dataText('signup.notAllowed'),
  weakPassword: dataText('signup.weakPassword'),
  network: dataText('signup.network'),
  unexpected: dataText('signup.unexpected'),
  default: dataText('signup.default'),
  serviceUnavailable: dataText('signup.serviceUnavailable'),
  networkUnstable: dataText('signup.networkUnstable'),
  noInternet: dataText('signup.noInternet'),
} as const;

const SERVICE_UNAVAILABLE = new Set(['auth/visibility-check-was-unavailable', 'auth/service-unavailable', 'unavailable']);
const NETWORK_FAILED = 'auth/network-request-failed';
const mentionsNoInternet = (error: unknown) => /no internet/i.test(messageOf(error));

/** Signup is retried on these (service unavailable, network failure, a 503, no internet). */
export function isRetryableSignupError(error: unknown): boolean {
  const code = codeOf(error);
  if (code && (SERVICE_UNAVAILABLE.has(code) || code === NETWORK_FAILED)) return true;
  const message = messageOf(error);
  return message.includes('503') || mentionsNoInternet(error);
}

/** An error whose message was rewritten for the signup page; keeps the original code and cause. */
export class SignupError extends NamedError {
  static override readonly errorName = 'SignupError';
  readonly code?: string;
  constructor(message: string, code: string | undefined, cause: unknown) {
    super(message, { cause });
    this.code = code;
  }
}

/** Signup rewrites (applied once the retries are exhausted); other errors come back unchanged. */
export function rewriteSignupError(error: unknown): unknown {
  if (error instanceof SignupError) return error;
  const code = codeOf(error);
  if (code && SERVICE_UNAVAILABLE.has(code)) return new SignupError(SIGNUP_TEXTS.serviceUnavailable, code, error);
  if (code === NETWORK_FAILED) return new SignupError(SIGNUP_TEXTS.networkUnstable, code, error);
  if (!code && mentionsNoInternet(error)) return new SignupError(SIGNUP_TEXTS.noInternet, undefined, error);
  return error;
}

export type SignupErrorKind = 'already-registered' | 'retryable' | 'other';

/** What the signup page shows: the message, and whether to offer Go to Login or Retry Signup. */
export function signupError(error: unknown): { message: string; kind: SignupErrorKind } {
  if (error === null || error === undefined) return { message: SIGNUP_TEXTS.default, kind: 'other' };
  const rewritten = rewriteSignupError(error);
  const code = codeOf(rewritten);
  const message = messageOf(rewritten);
  switch (code) {
    case 'auth/email-already-in-use':
      return { message: SIGNUP_TEXTS.alreadyRegistered, kind: 'already-registered' };
    case 'auth/invalid-email':
      return { message: SIGNUP_TEXTS.invalidEmail, kind: 'other' };
    case 'auth/operation-not-allowed':
      return { message: SIGNUP_TEXTS.notAllowed, kind: 'other' };
    case 'auth/weak-password':
      return { message: SIGNUP_TEXTS.weakPassword, kind: 'other' };
    case NETWORK_FAILED:
    case 'auth/visibility-check-was-unavailable':
      return { message: message || SIGNUP_TEXTS.network, kind: 'retryable' };
    default:
      if (isRetryableSignupError(rewritten)) return { message: message || SIGNUP_TEXTS.network, kind: 'retryable' };
      if (typeof rewritten !== 'object') return { message: SIGNUP_TEXTS.default, kind: 'other' };
      return { message: message || SIGNUP_TEXTS.unexpected, kind: 'other' };
  }
}

// Password reset (issue 17): what the /reset-password page says. The request's answer is the same whether or not an
// account exists, so nobody can learn who is registered from it.
export const RESET_TEXTS = {
  sent: dataText('reset.sent'),
  invalidEmail: dataText('common.emailInvalid'),
  tooManyRequests: dataText('reset.tooManyRequests'),
  network: dataText('reset.network'),
  expiredLink: dataText('reset.expiredLink'),
  weakPassword: dataText('reset.weakPassword'),
  disabled: dataText('login.userDisabled'),
  done: dataText('reset.done'),
  default: dataText('reset.default'),
} as const;

const RESET_MESSAGES: Record<string, string> = {
  'auth/invalid-email': RESET_TEXTS.invalidEmail,
  'auth/missing-email': RESET_TEXTS.invalidEmail,
  'auth/too-many-requests': RESET_TEXTS.tooManyRequests,
  [NETWORK_FAILED]: RESET_TEXTS.network,
  'auth/expired-action-code': RESET_TEXTS.expiredLink,
  'auth/invalid-action-code': RESET_TEXTS.expiredLink,
  // A code whose account was deleted since the link was sent is as good as expired.
  'auth/user-not-found': RESET_TEXTS.expiredLink,
  'auth/weak-password': RESET_TEXTS.weakPassword,
  'auth/user-disabled': RESET_TEXTS.disabled,
};

/** Whether a reset failure means the link itself is no good (the page then offers to send a new one). */
export function isExpiredResetLink(error: unknown): boolean {
  return RESET_MESSAGES[codeOf(error) ?? ''] === RESET_TEXTS.expiredLink;
}

/**
 * The plain sentence the reset page shows for a failed request or reset. Never the SDK's own message: it names
 * codes and URLs (a continue URL the project does not allow, a misconfigured key), which a user cannot act on.
 */
export function resetErrorMessage(error: unknown): string {
  const code = codeOf(error);
  const known = code ? RESET_MESSAGES[code] : undefined;
  if (known) return known;
  if (!code && mentionsNoInternet(error)) return RESET_TEXTS.network;
  return RESET_TEXTS.default;
}
