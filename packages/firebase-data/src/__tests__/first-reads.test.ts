// A visitor's first data over REST (reads/): the same answers as the SDK's reads, through the rules, on the local
// backend; and how a lazy subscription hands over from that answer to the live read.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { seed } = require('@thali/local-firebase') as { seed: (opts: { dbUrl: string; ns: string; hours?: boolean }) => Promise<unknown> };
import { firstRead } from '../reads/first-read';
import { PUBLIC_READS } from '../reads/public-reads';
import { restRead, restUrl } from '../reads/rest-read';
import { listProviders } from '../providers/list-providers';
import { getProvider } from '../providers/get-provider';
import { subscribeProvider } from '../providers/subscribe-provider';
import { listMenuItems } from '../menu/list-menu-items';
import { subscribePlates } from '../providers/subscribe-plates';
import { subscribeActivePlans } from '../plans/plan-reads';
import { subscribeProviderReviews } from '../reviews/review-reads';
import type { MenuItem } from '../model';
import { closeAll, freshNamespace, openApp, testConfig, until } from './support/backend';

const ns = freshNamespace('first');
const config = testConfig(ns);
const KITCHEN = 'prov-annapurna';
afterAll(closeAll);

beforeAll(async () => {
  const { host, databasePort } = config.emulators!;
  await seed({ dbUrl: `http://${host}:${databasePort}`, ns, hours: true });
});

/** The first value a live read delivers. */
function firstValue<T>(subscribe: (o: { onData: (v: T) => void; onError: (e: Error) => void }) => () => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = subscribe({ onData: (v) => { setTimeout(stop); resolve(v); }, onError: reject });
  });
}

describe('the REST address of a read', () => {
  test('keeps the emulator namespace and JSON-encodes the query, as the Realtime Database REST API documents', () => {
    const url = new URL(restUrl(PUBLIC_READS.menuItems('k-1'), config));
    expect(url.pathname).toBe('/menu-items.json');
    expect(url.searchParams.get('ns')).toBe(ns);
    expect(url.searchParams.get('orderBy')).toBe('"providerId"');
    expect(url.searchParams.get('equalTo')).toBe('"k-1"');
    expect(new URL(restUrl(PUBLIC_READS.providers(), config)).searchParams.get('equalTo')).toBe('true');
  });

  test('a hosted database: its own origin, no namespace parameter', () => {
    const hosted = { apiKey: 'k', projectId: 'p', databaseURL: 'https://thali-prod-default-rtdb.asia-southeast1.firebasedatabase.app' };
    // issue 40: the plate counts from today on (keys are the days' starts)
    expect(restUrl(PUBLIC_READS.plates('prov-1', Date.parse('2026-11-23T13:00:00+05:30')), hosted)).toBe(
      'https://thali-prod-default-rtdb.asia-southeast1.firebasedatabase.app/plateCounts/prov-1.json?orderBy=%22%24key%22&startAt=%221795372200000%22');
  });
});

describe('a public read answered over REST, signed out', () => {
  test('gives what the SDK gives for every public read of a visitor\'s pages', async () => {
    const fb = openApp(ns);
    expect(await firstRead('providers', '', config)).toEqual(await listProviders(fb));
    expect((await firstRead('providers', '', config))!.length).toBeGreaterThan(3);
    expect(await firstRead('provider', KITCHEN, config)).toEqual(await getProvider(KITCHEN, fb));
    expect(await firstRead('provider', KITCHEN, config)).toEqual(await firstValue((o) => subscribeProvider({ ...o, providerId: KITCHEN, fb })));
    const items = (await firstRead('menuItems', KITCHEN, config)) as MenuItem[];
    expect(items.length).toBeGreaterThan(2);
    expect(items).toEqual(await listMenuItems(KITCHEN, fb));
    expect(await firstRead('plates', KITCHEN, config)).toEqual(await firstValue((o) => subscribePlates({ ...o, providerId: KITCHEN, fb })));
    const plans = await firstRead('plans', KITCHEN, config);
    expect(plans!.length).toBeGreaterThan(0);
    expect(plans).toEqual(await firstValue((o) => subscribeActivePlans({ ...o, providerId: KITCHEN, fb })));
    const reviews = await firstRead('reviews', KITCHEN, config);
    expect(reviews!.length).toBeGreaterThan(0);
    expect(reviews).toEqual(await firstValue((o) => subscribeProviderReviews({ ...o, providerId: KITCHEN, fb })));
    // the public reviews carry what the page shows, not who wrote them (issue 36)
    for (const r of reviews as object[]) expect(Object.keys(r).filter((f) => /user(Id)?$|order/i.test(f))).toEqual([]);
  });

  test('the same read asked twice at once goes out once', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      const [a, b] = await Promise.all([firstRead('provider', KITCHEN, config), firstRead('provider', KITCHEN, config)]);
      expect(a).toEqual(b);
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      await firstRead('provider', KITCHEN, config); // once answered, a new read asks again
      expect(fetchSpy).toHaveBeenCalledTimes(2);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  test('an unknown kitchen: null, and no menu', async () => {
    expect(await firstRead('provider', 'no-such-kitchen', config)).toBeNull();
    expect(await firstRead('menuItems', 'no-such-kitchen', config)).toEqual([]);
  });

  test('a kitchen id that is not a database key never becomes a path', () => {
    for (const id of ['', 'a/b', '..', 'x.json', 'a#b', '$x', '[0]']) {
      expect(firstRead('provider', id, config)).toBeNull();
      expect(firstRead('menuItems', id, config)).toBeNull();
    }
  });

  test('goes through the rules: a read they refuse (all of `providers`, all users) rejects', async () => {
    await expect(restRead({ path: 'providers' }, config)).rejects.toThrow('The database answered 401');
    await expect(restRead({ path: 'users' }, config)).rejects.toThrow('The database answered 401');
  });

  test('a database that cannot be reached rejects', async () => {
    const closed = { ...config, databaseURL: `http://127.0.0.1:1?ns=${ns}` };
    await expect(firstRead('providers', '', closed)).rejects.toThrow();
  });
});

describe('a lazy subscription with a first answer', () => {
  type Live = { onData: (v: unknown) => void; providerId?: string };

  /** The entry's lazy layer with a stand-in implementation whose live reads the test drives. */
  async function withLazy(run: (ctx: {
    lazy: typeof import('../lazy'); lives: Live[]; implLoads: () => number;
  }) => Promise<void>) {
    await jest.isolateModulesAsync(async () => {
      const lives: Live[] = [];
      let loads = 0;
      jest.doMock('../impl', () => {
        loads += 1;
        return {
          subscribeMenuItems: (o: Live) => {
            lives.push(o);
            return () => undefined;
          },
          getProvider: async (id: string) => ({ id, from: 'sdk' }),
        };
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const lazy: typeof import('../lazy') = require('../lazy');
      try {
        await run({ lazy, lives, implLoads: () => loads });
      } finally {
        jest.dontMock('../impl');
      }
    });
  }

  const deferred = <T>() => {
    let resolve!: (v: T) => void;
    let reject!: (e: Error) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };

  test('delivers the REST answer first; the SDK is fetched after it; an equal live value is not delivered again', async () => {
    await withLazy(async ({ lazy, lives, implLoads }) => {
      const rest = deferred<string[]>();
      const subscribe = lazy.lazySubscription('subscribeMenuItems', { first: () => rest.promise as never });
      const seen: unknown[] = [];
      subscribe({ providerId: KITCHEN, onData: (v: unknown) => seen.push(v) } as never);
      await new Promise((r) => setTimeout(r, 50));
      expect(implLoads()).toBe(0); // waits for the first answer
      rest.resolve(['dal']);
      await until(() => lives.length === 1);
      expect(seen).toEqual([['dal']]);
      lives[0]!.onData(['dal']); // the live read's first value: the same data
      expect(seen).toEqual([['dal']]);
      lives[0]!.onData(['dal', 'roti']); // then a change
      expect(seen).toEqual([['dal'], ['dal', 'roti']]);
      lives[0]!.onData(['dal', 'roti']); // later values always go through
      expect(seen).toHaveLength(3);
    });
  });

  test('a REST answer that arrives after the live value is dropped; a failed one is ignored', async () => {
    await withLazy(async ({ lazy, lives }) => {
      const late = deferred<string[]>();
      const failing = deferred<string[]>();
      const seenLate: unknown[] = [];
      const seenFailing: unknown[] = [];
      const onError = jest.fn();
      lazy.lazySubscription('subscribeMenuItems', { first: () => late.promise as never })({ onData: (v: unknown) => seenLate.push(v) } as never);
      lazy.lazySubscription('subscribeMenuItems', { first: () => failing.promise as never })({ onData: (v: unknown) => seenFailing.push(v), onError } as never);
      failing.reject(new Error('offline'));
      await until(() => lives.length === 2, 5000); // the SDK waited at most MAX_FIRST_READ_WAIT_MS for the late one
      lives[0]!.onData(['live']);
      lives[1]!.onData(['live']);
      late.resolve(['stale']);
      await new Promise((r) => setTimeout(r, 20));
      expect(seenLate).toEqual([['live']]);
      expect(seenFailing).toEqual([['live']]);
      expect(onError).not.toHaveBeenCalled();
    });
  });

  test('unsubscribed before the answer: nothing is delivered', async () => {
    await withLazy(async ({ lazy }) => {
      const rest = deferred<string[]>();
      const onData = jest.fn();
      const stop = lazy.lazySubscription('subscribeMenuItems', { first: () => rest.promise as never })({ onData } as never);
      stop();
      rest.resolve(['dal']);
      await new Promise((r) => setTimeout(r, 20));
      expect(onData).not.toHaveBeenCalled();
    });
  });

  test('a read whose answer the page already shows (the server copy\'s): no first read; the SDK\'s value follows', async () => {
    await withLazy(async ({ lazy, lives, implLoads }) => {
      const first = jest.fn(() => Promise.resolve(['dal']) as never);
      const seen: unknown[] = [];
      lazy.lazySubscription('subscribeMenuItems', { first })({ shown: true, onData: (v: unknown) => seen.push(v) } as never);
      await until(() => lives.length === 1);
      expect(first).not.toHaveBeenCalled();
      expect(implLoads()).toBe(1);
      lives[0]!.onData(['dal', 'roti']);
      expect(seen).toEqual([['dal', 'roti']]);
    });
  });

  test('once the SDK is loaded, no first read', async () => {
    await withLazy(async ({ lazy, lives }) => {
      lazy.lazySubscription('subscribeMenuItems')({ onData: () => {} } as never); // a read without one loads the SDK
      await until(() => lives.length === 1);
      const first = jest.fn(() => Promise.resolve(['dal']) as never);
      lazy.lazySubscription('subscribeMenuItems', { first })({ onData: () => {} } as never);
      await until(() => lives.length === 2);
      expect(first).not.toHaveBeenCalled();
    });
  });

  test('a one-off read is answered by its first read; without an answer it goes to the SDK', async () => {
    await withLazy(async ({ lazy, implLoads }) => {
      const get = lazy.lazyCall('getProvider', { first: (id) => (id === 'known' ? Promise.resolve({ id, from: 'rest' }) : Promise.resolve(null)) as never });
      expect(await get('known')).toEqual({ id: 'known', from: 'rest' });
      expect(implLoads()).toBe(0);
      expect(await get('other')).toEqual({ id: 'other', from: 'sdk' });
    });
  });
});
