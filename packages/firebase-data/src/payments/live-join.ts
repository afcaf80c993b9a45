// Getting paid (issue 42): the reads of bills join several small live reads whose set changes with the data (one
// per kitchen of a customer, one per bill's kept total, one per report's decision). A LiveJoin keeps exactly the
// listeners wanted now, remembers their latest values, and recomputes once every one of them has answered.
import { onValue, ref } from 'firebase/database';
import type { DataServices } from '../app';
import type { Unsubscribe } from '../subscription';

/** Starts one live read; `set` takes each value it delivers. */
export type Start = (set: (value: unknown) => void) => Unsubscribe;

/** A read that has its answer at once (a key no record can have): delivered now, nothing to stop. */
export function answered<T>(onData: (value: T) => void, value: T): Unsubscribe {
  onData(value);
  return () => undefined;
}

/** A live read of one database path (its raw value; null when absent). */
export const atPath = (fb: DataServices, path: string, fail: (e: Error) => void): Start =>
  (set) => onValue(ref(fb.db, path), (snap) => set(snap.val()), fail);

export interface LiveJoin {
  /**
   * Makes the listeners of `family` exactly `wanted` (key → how to start it): the ones no longer wanted stop, new
   * ones start. Call it from `compute`, as the data says which reads it needs.
   */
  keep(family: string, wanted: Map<string, Start>): void;
  /** The latest value of a listener (undefined until it has answered). */
  value(family: string, key: string): unknown;
  /** A listener failed (a refused read): everything stops and `onError` hears it, once. */
  fail(error: Error): void;
  /** Stops every listener; nothing is delivered afterwards. */
  stop(): void;
}

/**
 * A join that calls `compute` whenever any listener answers; compute keeps the listeners it needs (keep) and returns
 * the value to deliver, or undefined while some listener has not answered yet. A listener answering while compute
 * runs (a synchronous first value) runs it again afterwards, never inside itself.
 */
export function liveJoin<T>(compute: (join: LiveJoin) => T | undefined, onData: (value: T) => void, onError?: (error: Error) => void): LiveJoin {
  const stops = new Map<string, Unsubscribe>();
  const values = new Map<string, unknown>();
  let stopped = false;
  let running = false;
  let again = false;
  const id = (family: string, key: string) => `${family}\u0000${key}`;
  const join: LiveJoin = {
    keep(family, wanted) {
      const prefix = `${family}\u0000`;
      for (const [k, stop] of [...stops]) {
        if (k.startsWith(prefix) && !wanted.has(k.slice(prefix.length))) {
          stop();
          stops.delete(k);
          values.delete(k);
        }
      }
      for (const [key, start] of wanted) {
        const k = id(family, key);
        if (stops.has(k)) continue;
        stops.set(k, () => undefined);
        const stop = start((value) => {
          if (stopped || !stops.has(k)) return;
          values.set(k, value);
          run();
        });
        if (stops.has(k)) stops.set(k, stop);
        else stop();
      }
    },
    value: (family, key) => values.get(id(family, key)),
    fail(error) {
      if (stopped) return;
      join.stop();
      onError?.(error);
    },
    stop() {
      stopped = true;
      stops.forEach((stop) => stop());
      stops.clear();
      values.clear();
    },
  };
  const ready = () => [...stops.keys()].every((k) => values.has(k));
  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const value = compute(join);
        if (!again && value !== undefined && ready() && !stopped) onData(value);
      } while (again && !stopped);
    } finally {
      running = false;
    }
  }
  run();
  return join;
}
