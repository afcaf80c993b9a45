// A small cache of answers by key, for a server that reads the same public data for many requests (first-data.js:
// a kitchen's menu data). An answer is kept for `ttlMs` from when its read started, so what a kitchen changes shows
// on its menu's copy at most that long after; at most `maxEntries` are kept, the least recently used going first.
// Requests that miss one key together share one read. A read that fails, or takes longer than `timeoutMs`, is not
// kept: its requests get the error, and the next request reads again.

/**
 * @param {{ ttlMs?: number, maxEntries?: number, timeoutMs?: number, now?: () => number }} [options] now: the clock
 *   (tests give a fake one)
 */
function createTtlCache({ ttlMs = 5000, maxEntries = 500, timeoutMs = 3000, now = Date.now } = {}) {
  /** key → { value, at }: Map keeps insertion order, so its first key is the least recently used. */
  const entries = new Map();
  /** key → the read on its way for that key. */
  const reads = new Map();

  /** The read, started now, rejected after timeoutMs if it has not settled by then (its late answer is dropped). */
  function bounded(read) {
    let reading;
    try {
      reading = Promise.resolve(read());
    } catch (error) {
      return Promise.reject(error);
    }
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`The read took longer than ${timeoutMs} ms`)), timeoutMs);
      timer.unref?.();
    });
    return Promise.race([reading, timeout]).finally(() => clearTimeout(timer));
  }

  /**
   * The answer for `key`: the kept one while younger than ttlMs, else the read on its way for it, else `read()`'s.
   * @template T
   * @param {string} key
   * @param {() => Promise<T> | T} read
   * @returns {Promise<T>}
   */
  function get(key, read) {
    const kept = entries.get(key);
    if (kept) {
      entries.delete(key);
      if (now() - kept.at < ttlMs) {
        entries.set(key, kept); // now the most recently used
        return Promise.resolve(kept.value);
      }
    }
    const pending = reads.get(key);
    if (pending) return pending;
    const at = now();
    const started = bounded(read).then(
      (value) => {
        if (reads.get(key) === started) {
          reads.delete(key);
          entries.set(key, { value, at });
          while (entries.size > maxEntries) entries.delete(entries.keys().next().value);
        }
        return value;
      },
      (error) => {
        if (reads.get(key) === started) reads.delete(key);
        throw error;
      },
    );
    reads.set(key, started);
    return started;
  }

  /** Forgets every answer (a read on its way is not kept either). */
  function clear() {
    entries.clear();
    reads.clear();
  }

  return {
    get,
    clear,
    /** How many answers are kept (expired ones included until asked for or pushed out). */
    get size() {
      return entries.size;
    },
  };
}

module.exports = { createTtlCache };
