import type * as Impl from './impl';

type ImplModule = typeof Impl;

let pending: Promise<ImplModule> | null = null;

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

/** The SDK-backed implementation, fetched once (a failed fetch is retried on the next call). */
export function loadImpl(): Promise<ImplModule> {
  pending ??= (gate ?? pageLoaded()).then(() => import(/* webpackChunkName: "firebase-data-impl" */ './impl')).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** An async use case that loads the implementation first; same signature as the real one. */
export function lazyCall<K extends keyof ImplModule>(name: K): ImplModule[K] {
  const call = async (...args: unknown[]) => {
    const impl = await loadImpl();
    return (impl[name] as unknown as (...a: unknown[]) => unknown)(...args);
  };
  return call as unknown as ImplModule[K];
}

/**
 * A subscription that returns its unsubscribe function at once, subscribes when the implementation has
 * loaded, and never subscribes after an early unsubscribe. If loading fails, the error goes to the
 * subscription's onError argument (at `onErrorAt`) or, without one, to `onLoadError`.
 */
export function lazySubscription<K extends keyof ImplModule>(
  name: K,
  onErrorAt: number | null,
  onLoadError?: (args: unknown[], error: Error) => void,
): ImplModule[K] {
  const subscribe = (...args: unknown[]) => {
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    loadImpl().then(
      (impl) => {
        if (cancelled) return;
        unsubscribe = (impl[name] as unknown as (...a: unknown[]) => () => void)(...args);
      },
      (error: unknown) => {
        if (cancelled) return;
        const err = error instanceof Error ? error : new Error(String(error));
        const onError = onErrorAt === null ? undefined : args[onErrorAt];
        if (typeof onError === 'function') (onError as (e: Error) => void)(err);
        else onLoadError?.(args, err);
      },
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  };
  return subscribe as unknown as ImplModule[K];
}
