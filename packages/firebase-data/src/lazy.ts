import * as TIMEOUTS from '@thali/render/timeouts';
import type * as Impl from './impl';
import type * as AuthImpl from './impl-auth';
import { wantSession } from './auth/session-gate';
import { preconnectAuth, preconnectDatabase } from './preconnect';
import type { OrderBoard } from './model';
import type { OrderBoardHandle, OrderBoardOptions } from './orders/board-types';

type ImplModule = typeof Impl;
type AuthImplModule = typeof AuthImpl;

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
    const timer = setTimeout(done, TIMEOUTS.loadEventWaitMs); // a hanging image must not stall data
    window.addEventListener('load', done);
  });
}

let gate: Promise<unknown> | null = null;

/**
 * Lets a host say when the SDK may be fetched: once `until` settles, at most TIMEOUTS.dataGateMs from now. The
 * shell passes "the first page is on screen" on public routes (so that page's code and paint do not share
 * the network and main thread with the SDK) and an already settled promise where the session or the data
 * is needed at once. Without a host's word, the SDK waits for the page's load event.
 */
export function deferDataLayer(until: Promise<unknown>): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, TIMEOUTS.dataGateMs);
  });
  gate = Promise.race([Promise.allSettled([until]), timeout]).finally(() => clearTimeout(timer));
}

/** The host's gate, or the page's load event without one. */
const gateOpen = () => gate ?? pageLoaded();

/** First answers over REST still on their way (see lazySubscription): the SDK lets them arrive and paint first. */
const firstReads = new Set<Promise<unknown>>();

function afterFirstReads(): Promise<void> {
  if (firstReads.size === 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, TIMEOUTS.firstReadPaintMs);
  });
  const painted = Promise.allSettled([...firstReads]).then(() => new Promise<void>((resolve) => {
    // Their data renders (in slices: pages render new data as a deferred value), then the browser paints it: the
    // main thread's first idle moment after that; without requestIdleCallback, a frame and the task after it.
    if (typeof requestIdleCallback !== 'undefined') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else if (typeof requestAnimationFrame !== 'undefined') requestAnimationFrame(() => setTimeout(resolve, 0));
    else resolve();
  }));
  return Promise.race([painted, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A public read's first answer: asked once the host's gate opens (a page's first paint is not held up by it), and
 * counted in firstReads until it settles. Rejects when `first` has no answer to give (the live read alone answers).
 */
function startFirstRead<T>(first: () => Promise<T> | null): Promise<T> {
  preconnectDatabase();
  const early = gateOpen().then(() => first() ?? Promise.reject(new Error('No first read')));
  firstReads.add(early);
  const done = () => {
    firstReads.delete(early);
  };
  early.then(done, done);
  return early;
}

/**
 * A module fetched once, after the host's gate and, with `afterFirst`, the first reads asked by then (a failed fetch is
 * retried on the next call). `warm` runs as soon as the module is asked for, before the gate (see preconnect.ts).
 */
function loader<M>(
  fetchModule: () => Promise<M>, { afterFirst = false, warm }: { afterFirst?: boolean; warm?: () => void } = {},
): (() => Promise<M>) & { loaded: () => boolean; whenLoaded: () => Promise<void> } {
  let pending: Promise<M> | null = null;
  let loaded = false;
  let markLoaded: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    markLoaded = resolve;
  });
  const load = () => {
    if (!pending) warm?.();
    pending ??= gateOpen().then(afterFirst ? afterFirstReads : undefined).then(fetchModule).then(
      (module) => {
        loaded = true;
        markLoaded();
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(load, { loaded: () => loaded, whenLoaded: () => arrived });
}

const loadData = loader<ImplModule>(() => import(/* webpackChunkName: "firebase-data-impl" */ './impl'), { afterFirst: true });

let held: Promise<unknown> = Promise.resolve();

/**
 * Holds the data use cases until `until` settles (the latest hold counts): a page shown with the session stored on the
 * device holds them until the Auth SDK has confirmed it (reads/session-first.ts), as a read sent before the SDK's token
 * would be refused.
 */
export function holdData(until: Promise<unknown>): void {
  held = until;
}

/** The data use cases (the app, its Database and zod): after a visitor's first data over REST is on screen. */
export const loadImpl = Object.assign(async () => {
  const module = await loadData();
  // a hold placed while this one was awaited counts too
  for (let waited: unknown; waited !== held; ) await (waited = held);
  return module;
}, loadData);

/**
 * Settles once the data use cases' implementation (the Firebase SDK) has loaded, without causing that load: live reads
 * answer from then on. The shell moves its start-up to `data-live` then (@thali/render's startup.ts); a page that
 * never reads data never loads it, and this never settles.
 */
export const whenDataLayerLoaded = (): Promise<void> => loadImpl.whenLoaded();

/** The session's use cases (the Auth SDK as well). Loaded only when the session is wanted: see auth/session-gate.ts. */
export const loadAuthImpl = loader<AuthImplModule>(() => import(/* webpackChunkName: "firebase-data-auth" */ './impl-auth'), { warm: preconnectAuth });

type Call<K extends keyof ImplModule> = ImplModule[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never;

/**
 * An async use case that loads the implementation first; same signature as the real one. With `first`, a call made
 * while the SDK is not loaded yet is answered by `first` (a public read over REST, reads/first-read.ts) when that
 * gives an answer; a null, a failure or a missing answer goes to the SDK as before.
 */
export function lazyCall<K extends keyof ImplModule>(
  name: K, { first }: { first?: (...args: Parameters<Call<K>>) => Promise<Awaited<ReturnType<Call<K>>> | null> | null } = {},
): ImplModule[K] {
  const call = async (...args: unknown[]) => {
    if (first && !loadImpl.loaded()) {
      const early = await startFirstRead(() => (first as (...a: unknown[]) => Promise<unknown> | null)(...args)).catch(() => null);
      if (early !== null && early !== undefined) return early;
    }
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

type DataOf<K extends SubscriptionName> = OptionsOf<K> extends { onData: (value: infer T) => void } ? T : never;

/**
 * A live read of the data use cases that loads the implementation first (subscribeWhenLoaded).
 *
 * With `first` (a public read's answer over REST, reads/first-read.ts), a subscription made while the SDK is not
 * loaded yet delivers that answer as soon as it arrives, so a visitor's first page shows its data without waiting
 * for the SDK and its WebSocket; the live read takes over with its first value. An answer that arrives after the
 * live read's first value is dropped, a failed one is ignored (the live read reports), and a live first value equal
 * to the REST answer is not delivered again (the page does not render the same data twice).
 */
export function lazySubscription<K extends SubscriptionName>(
  name: K, { first }: { first?: (options: OptionsOf<K>) => Promise<DataOf<K>> | null } = {},
): (options: OptionsOf<K>) => () => void {
  const load = async () => (await loadImpl())[name] as (o: OptionsOf<K>) => () => void;
  return (options) => {
    // `shown`: the page already shows an answer (the server's copy's data, @thali/render's query cache): no first
    // read, the live one follows.
    const shown = (options as { shown?: boolean }).shown === true;
    const early = first && !shown && !loadImpl.loaded() ? startFirstRead(() => first(options)) : null;
    if (!early) return subscribeWhenLoaded(load, options);
    const answers = firstThenLive(early, options.onData as (value: DataOf<K>) => void);
    const unsubscribe = subscribeWhenLoaded(load, { ...options, onData: answers.live } as OptionsOf<K>);
    return () => {
      answers.stop();
      unsubscribe();
    };
  };
}

/**
 * A first answer over REST and then the live read's: `early` goes to `onData` when it arrives, unless the live read
 * has answered by then; a failed one is ignored (the live read reports). The live read's answers go through `live`:
 * its first, when equal to the early one, is not delivered again (the page does not render the same data twice).
 */
function firstThenLive<T>(early: Promise<T>, onData: (value: T) => void): { live: (value: T) => void; stop: () => void } {
  let delivered: string | null = null;
  let live = false;
  let stopped = false;
  early.then(
    (value) => {
      if (live || stopped) return;
      delivered = JSON.stringify(value);
      onData(value);
    },
    () => undefined,
  );
  return {
    live: (value) => {
      const seen = delivered;
      delivered = null;
      if (!live) {
        live = true;
        if (seen !== null && seen === JSON.stringify(value)) return;
      }
      onData(value);
    },
    stop: () => {
      stopped = true;
    },
  };
}

/**
 * The kitchen's orders board (issue 37), loaded like a live read (with its `first`, as lazySubscription's), but its handle
 * also pages: `loadMore` asked before the implementation has arrived is remembered and applied when it has.
 */
export function lazyBoard(first: (options: OrderBoardOptions) => Promise<OrderBoard> | null): (options: OrderBoardOptions) => OrderBoardHandle {
  return (options) => {
    let handle: OrderBoardHandle | null = null;
    let pendingMore = 0;
    const early = loadImpl.loaded() ? null : startFirstRead(() => first(options));
    const answers = early ? firstThenLive(early, options.onData) : null;
    const unsubscribe = subscribeWhenLoaded(
      async () => {
        const impl = await loadImpl();
        return (o: OrderBoardOptions) => {
          handle = impl.subscribeOrderBoard(o);
          for (; pendingMore > 0; pendingMore--) handle.loadMore();
          return handle.unsubscribe;
        };
      },
      answers ? { ...options, onData: answers.live } : options,
    );
    return {
      unsubscribe: () => {
        answers?.stop();
        unsubscribe();
      },
      loadMore: () => {
        if (handle) handle.loadMore();
        else pendingMore += 1;
      },
    };
  };
}
