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
  'auth/invalid-email': 'Invalid email address',
  'auth/user-disabled': 'This account has been disabled',
  'auth/user-not-found': 'No account found with this email',
  'auth/wrong-password': 'Incorrect password',
  // Hosted projects with e-mail enumeration protection answer both of the last two with this one.
  'auth/invalid-credential': 'Incorrect email or password',
  'auth/invalid-login-credentials': 'Incorrect email or password',
} as const;
export const LOGIN_DEFAULT = 'Failed to sign in';

/** The message the login page shows for a failed sign-in. */
export function loginErrorMessage(error: unknown): string {
  const code = codeOf(error);
  if (code && code in LOGIN_MESSAGES) return LOGIN_MESSAGES[code as keyof typeof LOGIN_MESSAGES];
  return messageOf(error) || LOGIN_DEFAULT;
}

export const SIGNUP_TEXTS = {
  alreadyRegistered: 'This email is already registered. Please try logging in instead.',
  invalidEmail: 'Invalid email address',
  notAllowed: 'Email/password accounts are not enabled',
  weakPassword: 'Password is too weak',
  network: 'Network or service error. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  default: 'Failed to create an account',
  serviceUnavailable:
    'Firebase service is temporarily unavailable. We tried multiple times but could not connect. Please try again in a few moments.',
  networkUnstable: 'Network connection is unstable. Please check your internet connection and try again.',
  noInternet: 'No internet connection available. Please check your network connection and try again.',
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
export class SignupError extends Error {
  readonly code?: string;
  constructor(message: string, code: string | undefined, cause: unknown) {
    super(message, { cause });
    this.name = 'SignupError';
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
