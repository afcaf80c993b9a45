// A small cache of answers by key, for a server that reads the same public data for many requests (first-data-server:
// a kitchen's menu data). An answer is kept for `ttlMs` from when its read started, so what a kitchen changes shows
// on its menu's copy at most that long after; at most `maxEntries` are kept, the least recently used going first.
// Requests that miss one key together share one read. A read that fails, or takes longer than `timeoutMs`, is not
// kept: its requests get the error, and the next request reads again.
import * as TIMEOUTS from '../timeouts';

export interface TtlCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  timeoutMs?: number;
  /** The clock (tests give a fake one). */
  now?: () => number;
}

export interface TtlCache {
  /** The answer for `key`: the kept one while younger than ttlMs, else the read on its way for it, else `read()`'s. */
  get<T>(key: string, read: () => Promise<T> | T): Promise<T>;
  /** Forgets every answer (a read on its way is not kept either). */
  clear(): void;
  /** How many answers are kept (expired ones included until asked for or pushed out). */
  readonly size: number;
}

export function createTtlCache({
  ttlMs = TIMEOUTS.serverDataTtlMs,
  maxEntries = 500,
  timeoutMs = TIMEOUTS.serverReadTimeoutMs,
  now = Date.now,
}: TtlCacheOptions = {}): TtlCache {
  /** key → { value, at }: Map keeps insertion order, so its first key is the least recently used. */
  const entries = new Map<string, { value: unknown; at: number }>();
  /** key → the read on its way for that key. */
  const reads = new Map<string, Promise<unknown>>();

  /** The read, started now, rejected after timeoutMs if it has not settled by then (its late answer is dropped). */
  function bounded<T>(read: () => Promise<T> | T): Promise<T> {
    let reading: Promise<T>;
    try {
      reading = Promise.resolve(read());
    } catch (error) {
      return Promise.reject(error);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`The read took longer than ${timeoutMs} ms`)), timeoutMs);
      timer.unref?.();
    });
    return Promise.race([reading, timeout]).finally(() => clearTimeout(timer));
  }

  function get<T>(key: string, read: () => Promise<T> | T): Promise<T> {
    const kept = entries.get(key);
    if (kept) {
      entries.delete(key);
      if (now() - kept.at < ttlMs) {
        entries.set(key, kept); // now the most recently used
        return Promise.resolve(kept.value as T);
      }
    }
    const pending = reads.get(key);
    if (pending) return pending as Promise<T>;
    const at = now();
    const started: Promise<T> = bounded(read).then(
      (value) => {
        if (reads.get(key) === started) {
          reads.delete(key);
          entries.set(key, { value, at });
          while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        }
        return value;
      },
      (error: unknown) => {
        if (reads.get(key) === started) reads.delete(key);
        throw error;
      },
    );
    reads.set(key, started);
    return started;
  }

  return {
    get,
    clear() {
      entries.clear();
      reads.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
