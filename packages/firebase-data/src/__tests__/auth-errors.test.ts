import { FirebaseError } from 'firebase/app';
import { isRetryableSignupError, loginErrorMessage, rewriteSignupError, signupError } from '../auth/auth-errors';
import { backoffDelay, withRetry } from '../auth/retry';
import { authEndpoint } from '../auth/auth-endpoint';
import { readConfig } from '../config';

const fe = (code: string, message = `Firebase: Error (${code}).`) => new FirebaseError(code, message);

describe('login failure texts', () => {
  test.each([
    ['auth/invalid-email', 'Invalid email address'],
    ['auth/user-disabled', 'This account has been disabled'],
    ['auth/user-not-found', 'No account found with this email'],
    ['auth/wrong-password', 'Incorrect password'],
    ['auth/invalid-credential', 'Incorrect email or password'],
  ])('%s → %s', (code, text) => expect(loginErrorMessage(fe(code))).toBe(text));

  test('another error shows its own message; nothing usable gives the default', () => {
    expect(loginErrorMessage(fe('auth/too-many-requests', 'Too many attempts'))).toBe('Too many attempts');
    expect(loginErrorMessage(new Error(''))).toBe('Failed to sign in');
    expect(loginErrorMessage(undefined)).toBe('Failed to sign in');
  });
});

describe('signup failure texts', () => {
  test.each([
    ['auth/email-already-in-use', 'This email is already registered. Please try logging in instead.', 'already-registered'],
    ['auth/invalid-email', 'Invalid email address', 'other'],
    ['auth/operation-not-allowed', 'Email/password accounts are not enabled', 'other'],
    ['auth/weak-password', 'Password is too weak', 'other'],
  ])('%s → %s', (code, message, kind) => expect(signupError(fe(code))).toEqual({ message, kind }));

  test('the rewrites: service unavailable, network failure, no internet', () => {
    expect(signupError(fe('auth/visibility-check-was-unavailable'))).toEqual({
      message: 'Firebase service is temporarily unavailable. We tried multiple times but could not connect. Please try again in a few moments.',
      kind: 'retryable',
    });
    expect(signupError(fe('auth/network-request-failed'))).toEqual({
      message: 'Network connection is unstable. Please check your internet connection and try again.', kind: 'retryable',
    });
    expect(signupError(new Error('No internet connection'))).toEqual({
      message: 'No internet connection available. Please check your network connection and try again.', kind: 'retryable',
    });
    const rewritten = rewriteSignupError(fe('auth/network-request-failed')) as { code: string; cause: unknown };
    expect(rewritten.code).toBe('auth/network-request-failed');
    expect(rewritten.cause).toBeInstanceOf(FirebaseError);
  });

  test('network failure without a message falls back; others show their message or the fallbacks', () => {
    expect(signupError({ code: 'auth/visibility-check-was-unavailable', message: '' }).kind).toBe('retryable');
    expect(signupError(Object.assign(new Error(''), { code: 'auth/network-request-failed' })).message)
      .toBe('Network connection is unstable. Please check your internet connection and try again.');
    expect(signupError(new Error('HTTP 503 from upstream'))).toEqual({ message: 'HTTP 503 from upstream', kind: 'retryable' });
    expect(signupError({ code: 'x/unknown', message: '' })).toEqual({ message: 'An unexpected error occurred. Please try again.', kind: 'other' });
    expect(signupError(new Error('Quota exceeded'))).toEqual({ message: 'Quota exceeded', kind: 'other' });
    expect(signupError(undefined)).toEqual({ message: 'Failed to create an account', kind: 'other' });
  });

  test('what is retried', () => {
    expect(isRetryableSignupError(fe('auth/visibility-check-was-unavailable'))).toBe(true);
    expect(isRetryableSignupError(fe('auth/network-request-failed'))).toBe(true);
    expect(isRetryableSignupError(new Error('Service returned 503'))).toBe(true);
    expect(isRetryableSignupError(new Error('no internet'))).toBe(true);
    expect(isRetryableSignupError(fe('auth/email-already-in-use'))).toBe(false);
    expect(isRetryableSignupError(fe('auth/weak-password'))).toBe(false);
  });
});

describe('signup retry schedule (fake timers)', () => {
  afterEach(() => jest.useRealTimers());

  test('5 attempts, waits 1000, 2000, 4000, 8000 ms, then the last error', async () => {
    jest.useFakeTimers();
    const attempt = jest.fn(async (n: number) => { throw fe('auth/network-request-failed', `attempt ${n}`); });
    const retries: [number, number][] = [];
    const started: number[] = [];
    const t0 = Date.now();
    const outcome = withRetry(async (n) => { started.push(Date.now() - t0); return attempt(n); }, {
      isRetryable: isRetryableSignupError, onRetry: (a, d) => retries.push([a, d]),
    }).catch((e: Error) => e);
    await jest.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(20000);
    const error = await outcome;
    expect(attempt).toHaveBeenCalledTimes(5);
    expect(started).toEqual([0, 1000, 3000, 7000, 15000]);
    expect(retries).toEqual([[2, 1000], [3, 2000], [4, 4000], [5, 8000]]);
    expect((error as Error).message).toBe('attempt 5');
  });

  test('succeeds on a later attempt; a non-retryable error stops at once', async () => {
    jest.useFakeTimers();
    let n = 0;
    const ok = withRetry(async () => { if (++n < 3) throw new Error('503 Service Unavailable'); return 'done'; }, { isRetryable: isRetryableSignupError });
    await jest.advanceTimersByTimeAsync(3000);
    await expect(ok).resolves.toBe('done');
    const stop = jest.fn(async () => { throw fe('auth/email-already-in-use'); });
    await expect(withRetry(stop, { isRetryable: isRetryableSignupError })).rejects.toThrow('email-already-in-use');
    expect(stop).toHaveBeenCalledTimes(1);
  });

  test('the backoff is capped at 10000 ms', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n))).toEqual([1000, 2000, 4000, 8000, 10000, 10000, 10000]);
  });
});

test('the reachability probe targets our own auth endpoint, never a third-party host', () => {
  expect(authEndpoint({ ...readConfig(), emulators: { host: '127.0.0.1', authPort: 9099, databasePort: 9000 } })).toBe('http://127.0.0.1:9099/');
  expect(authEndpoint({ apiKey: 'k', projectId: 'p', databaseURL: 'https://p.firebaseio.com' })).toBe('https://identitytoolkit.googleapis.com/');
});
