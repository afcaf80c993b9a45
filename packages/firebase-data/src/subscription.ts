import type { DataServices } from './app';

/**
 * What every live read takes: where to deliver each value and, optionally, a failure (a refused read, or
 * the SDK that could not be loaded). `fb` picks another set of services (tests and tools; apps leave it out).
 */
export interface SubscriptionOptions<T, S = DataServices> {
  onData: (value: T) => void;
  onError?: (error: Error) => void;
  fb?: S;
  /**
   * A public read answers first over REST while the SDK loads (see lazySubscription); false leaves it to the live
   * read alone: for data below the fold, whose early answer would only add main-thread work to the page's start.
   */
  early?: boolean;
}

/** Stops a live read; safe to call more than once, and before the first value. */
export type Unsubscribe = () => void;
