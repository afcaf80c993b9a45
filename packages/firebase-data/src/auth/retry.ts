// Up to 5 attempts, backoff from 1000 ms doubling, capped at 10000 ms.

export interface RetryOptions {
  attempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  isRetryable: (error: unknown) => boolean;
  /** Called before each new attempt with its number (2..attempts) and the wait before it. */
  onRetry?: (attempt: number, delayMs: number) => void;
  sleep?: (ms: number) => Promise<void>;
}

export const SIGNUP_RETRY = { attempts: 5, baseDelayMs: 1000, maxDelayMs: 10000 } as const;

/** The wait before attempt n+1 after attempt n (1-based) failed. */
export function backoffDelay(failedAttempt: number, baseDelayMs: number = SIGNUP_RETRY.baseDelayMs, maxDelayMs: number = SIGNUP_RETRY.maxDelayMs): number {
  return Math.min(baseDelayMs * 2 ** (failedAttempt - 1), maxDelayMs);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Run `attempt` until it succeeds, a non-retryable error occurs, or the attempts run out (throws the last error). */
export async function withRetry<T>(attempt: (n: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const attempts = options.attempts ?? SIGNUP_RETRY.attempts;
  const sleep = options.sleep ?? defaultSleep;
  for (let n = 1; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      if (n >= attempts || !options.isRetryable(error)) throw error;
      const delay = backoffDelay(n, options.baseDelayMs, options.maxDelayMs);
      options.onRetry?.(n + 1, delay);
      await sleep(delay);
    }
  }
}
