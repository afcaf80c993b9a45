/** @jest-environment node */
// The renderer's short-lived cache of a kitchen's first data (ttl-cache.ts, used by first-data-server.ts): kept for its TTL
// from when its read started, shared by the requests that miss together, bounded in size, never keeping a failure.
import { createTtlCache } from '../ttl-cache';

/** A clock the test moves by hand. */
const fakeClock = (start = 1_000_000) => {
  let t = start;
  return { now: () => t, advance: (ms: number) => { t += ms; } };
};

/** A read whose answer the test gives when it wants, counting how often it was started. */
const deferredRead = () => {
  const calls: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  const read = jest.fn(() => new Promise((resolve, reject) => calls.push({ resolve, reject })));
  return { read, calls };
};

test('an answer is kept for the TTL from when its read started, then read again', async () => {
  const clock = fakeClock();
  const cache = createTtlCache({ ttlMs: 5000, now: clock.now });
  let n = 0;
  const read = jest.fn(async () => `menu v${++n}`);
  expect(await cache.get('k1', read)).toBe('menu v1');
  clock.advance(4999);
  expect(await cache.get('k1', read)).toBe('menu v1');
  expect(read).toHaveBeenCalledTimes(1);
  clock.advance(1); // 5000 ms after the read started: too old
  expect(await cache.get('k1', read)).toBe('menu v2');
  expect(read).toHaveBeenCalledTimes(2);
  expect(await cache.get('k2', read)).toBe('menu v3'); // another kitchen has its own answer
});

test('the age counts from the start of the read, not its answer: a slow read is not kept longer', async () => {
  const clock = fakeClock();
  const cache = createTtlCache({ ttlMs: 5000, now: clock.now });
  const { read, calls } = deferredRead();
  const first = cache.get('k1', read);
  clock.advance(3000);
  calls[0]!.resolve('slow answer');
  expect(await first).toBe('slow answer');
  clock.advance(2000);
  const again = cache.get('k1', read);
  expect(read).toHaveBeenCalledTimes(2);
  calls[1]!.resolve('fresh answer');
  expect(await again).toBe('fresh answer');
});

test('requests that miss one key together share one read; another key reads on its own', async () => {
  const cache = createTtlCache({ now: fakeClock().now });
  const { read, calls } = deferredRead();
  const waiting = Array.from({ length: 20 }, () => cache.get('k1', read));
  const other = cache.get('k2', read);
  expect(read).toHaveBeenCalledTimes(2);
  calls[0]!.resolve('menu of k1');
  calls[1]!.resolve('menu of k2');
  expect(new Set(await Promise.all(waiting))).toEqual(new Set(['menu of k1']));
  expect(await other).toBe('menu of k2');
  await cache.get('k1', read);
  expect(read).toHaveBeenCalledTimes(2); // then from the cache
});

test('at most maxEntries answers are kept, the least recently used going first', async () => {
  const cache = createTtlCache({ maxEntries: 3, now: fakeClock().now });
  const read = jest.fn(async () => 'data');
  for (const key of ['a', 'b', 'c']) await cache.get(key, read);
  await cache.get('a', read); // a is now the most recently used: b is the least
  await cache.get('d', read);
  expect(cache.size).toBe(3);
  read.mockClear();
  for (const key of ['a', 'c', 'd']) await cache.get(key, read);
  expect(read).not.toHaveBeenCalled();
  await cache.get('b', read);
  expect(read).toHaveBeenCalledTimes(1); // b was pushed out
  expect(cache.size).toBe(3);
});

test('a failed read is not kept: its waiting requests get the error, the next request reads again', async () => {
  const cache = createTtlCache({ now: fakeClock().now });
  const { read, calls } = deferredRead();
  const waiting = [cache.get('k1', read), cache.get('k1', read)];
  calls[0]!.reject(new Error('database down'));
  for (const request of waiting) await expect(request).rejects.toThrow('database down');
  expect(cache.size).toBe(0);
  const next = cache.get('k1', read);
  expect(read).toHaveBeenCalledTimes(2);
  calls[1]!.resolve('menu');
  expect(await next).toBe('menu');
  const thrown = jest.fn(() => { throw new Error('bad params'); }); // a read that throws at once is an error too
  await expect(cache.get('k3', thrown)).rejects.toThrow('bad params');
});

test('a read that takes longer than timeoutMs fails its requests, is not kept, and does not hold the next one', async () => {
  const cache = createTtlCache({ timeoutMs: 30, now: fakeClock().now });
  const { read, calls } = deferredRead();
  await expect(cache.get('k1', read)).rejects.toThrow('longer than 30 ms');
  const next = cache.get('k1', read);
  expect(read).toHaveBeenCalledTimes(2);
  calls[0]!.resolve('late answer'); // the timed-out read's answer comes in the end: dropped
  calls[1]!.resolve('fresh answer');
  expect(await next).toBe('fresh answer');
  expect(await cache.get('k1', read)).toBe('fresh answer');
});

test('clear forgets every answer, and a read on its way when it was called is not kept', async () => {
  const cache = createTtlCache({ now: fakeClock().now });
  const { read, calls } = deferredRead();
  const pending = cache.get('k1', read);
  cache.clear();
  calls[0]!.resolve('old deploy\'s data');
  expect(await pending).toBe('old deploy\'s data');
  expect(cache.size).toBe(0);
  const again = cache.get('k1', read);
  expect(read).toHaveBeenCalledTimes(2);
  calls[1]!.resolve('new deploy\'s data');
  expect(await again).toBe('new deploy\'s data');
});
