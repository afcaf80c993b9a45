import type * as Impl from './impl';
import type * as AuthImpl from './impl-auth';
import { wantSession } from './auth/session-gate';

type ImplModule = typeof Impl;
type AuthImplModule = typeof AuthImpl;

/** Longest wait for the page's load event before the SDK is fetched anyway (a hanging image must not stall data). */
const MAX_LOAD_WAIT_MS = 1500;

/**
 * In a page that is still loading, the SDK waits for the load event: the page's own scripts and its first
 * paint come first, then the data layer. Outside a browser (tests, tools) it loads at once.
 */
function pageLoaded(): Promise<void> {
  if (typeof window === 'undefined' || typeof document === 'undefined' || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('load', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, MAX_LOAD_WAIT_MS);
    window.addEventListener('load', done);
  });
}

/** Longest a host may hold the SDK back with deferDataLayer. */
const MAX_DEFER_MS = 3000;
let gate: Promise<unknown> | null = null;

/**
 * Lets a host say when the SDK may be fetched: once `until` settles, at most MAX_DEFER_MS from now. The
 * shell passes "the first page is on screen" on public routes (so that page's code and paint do not share
 * the network and main thread with the SDK) and an already settled promise where the session or the data
 * is needed at once. Without a host's word, the SDK waits for the page's load event.
 */
export function deferDataLayer(until: Promise<unknown>): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, MAX_DEFER_MS);
  });
  gate = Promise.race([Promise.allSettled([until]), timeout]).finally(() => clearTimeout(timer));
}

/** A module fetched once, after the host's gate (a failed fetch is retried on the next call). */
function loader<M>(fetchModule: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | null = null;
  return () => {
    pending ??= (gate ?? pageLoaded()).then(fetchModule).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** The data use cases (the app, its Database and zod). */
export const loadImpl = loader<ImplModule>(() => import(/* webpackChunkName: "firebase-data-impl" */ './impl'));

/** The session's use cases (the Auth SDK as well). Loaded only when the session is wanted: see auth/session-gate.ts. */
export const loadAuthImpl = loader<AuthImplModule>(() => import(/* webpackChunkName: "firebase-data-auth" */ './impl-auth'));

/** An async use case that loads the implementation first; same signature as the real one. */
export function lazyCall<K extends keyof ImplModule>(name: K): ImplModule[K] {
  const call = async (...args: unknown[]) => {
    const impl = await loadImpl();
    return (impl[name] as unknown as (...a: unknown[]) => unknown)(...args);
  };
  return call as unknown as ImplModule[K];
}

/** A session use case (sign in, sign up, …): the session is wanted from now on, so the page's listeners hear of it. */
export function lazyAuthCall<K extends keyof AuthImplModule>(name: K): AuthImplModule[K] {
  const call = async (...args: unknown[]) => {
    wantSession();
    const impl = await loadAuthImpl();
    return (impl[name] as unknown as (...a: unknown[]) => unknown)(...args);
  };
  return call as unknown as AuthImplModule[K];
}

/** The implementation's live reads: each takes one options object with `onData` and an optional `onError`. */
type SubscriptionName = {
  [K in keyof ImplModule]: ImplModule[K] extends (options: infer O) => () => void ? (O extends { onData: unknown } ? K : never) : never;
}[keyof ImplModule];
type OptionsOf<K extends SubscriptionName> = Parameters<ImplModule[K]>[0] & { onError?: (error: Error) => void };

/**
 * Subscribes once `load` hands over the live read, returning the unsubscribe function at once; never subscribes after
 * an early unsubscribe. If loading fails, the error goes to the subscription's `onError` or, without one, to
 * `onLoadError`.
 */
export function subscribeWhenLoaded<O extends { onError?: (error: Error) => void }>(
  load: () => Promise<(options: O) => () => void>,
  options: O,
  onLoadError?: (options: O, error: Error) => void,
): () => void {
  let unsubscribe: (() => void) | null = null;
  let cancelled = false;
  load().then(
    (subscribe) => {
      if (cancelled) return;
      unsubscribe = subscribe(options);
    },
    (error: unknown) => {
      if (cancelled) return;
      const err = error instanceof Error ? error : new Error(String(error));
      if (options.onError) options.onError(err);
      else onLoadError?.(options, err);
    },
  );
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}

/** A live read of the data use cases that loads the implementation first (subscribeWhenLoaded). */
export function lazySubscription<K extends SubscriptionName>(
  name: K,
  onLoadError?: (options: OptionsOf<K>, error: Error) => void,
): (options: OptionsOf<K>) => () => void {
  return (options) =>
    subscribeWhenLoaded(async () => (await loadImpl())[name] as (o: OptionsOf<K>) => () => void, options, onLoadError);
}
