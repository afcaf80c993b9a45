import type { DataServices } from './app';

/**
 * What every live read takes: where to deliver each value and, optionally, a failure (a refused read, or
 * the SDK that could not be loaded). `fb` picks another set of services (tests and tools; apps leave it out).
 */
export interface SubscriptionOptions<T, S = DataServices> {
  onData: (value: T) => void;
  onError?: (error: Error) => void;
  fb?: S;
}

/** Stops a live read; safe to call more than once, and before the first value. */
export type Unsubscribe = () => void;
