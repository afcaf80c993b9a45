/**
 * @jest-environment @thali/tooling/jsdom-environment
 */
// Issue 43: the session the Auth SDK stored on this device, read without the SDK (auth/stored-session.ts), reported
// first by the session listener while the SDK loads, with the data reads held until the SDK's word
// (reads/session-first.ts showStored). The REST reads themselves: __tests__/session-first-reads.test.ts.
import { readConfig } from '../../config';
import { readStoredSession, storedUserKey, toStoredSession } from '../stored-session';
import type { SessionUser } from '../subscribe-auth';

type Entry = typeof import('../../index');
type Listener = (user: SessionUser | null) => void;

const NOW = Date.parse('2026-11-28T12:00:00+05:30');
const ASHA: SessionUser = { uid: 'u-asha', email: 'asha@example.com', displayName: 'Asha' };
/** The Auth SDK's record of a signed-in user, as its persistence keeps it (the fields read here, and some others). */
const record = (over: Record<string, unknown> = {}, expiresIn = 3_600_000, now = NOW) => ({
  uid: 'u-asha', email: 'asha@example.com', emailVerified: false, displayName: 'Asha', isAnonymous: false, providerData: [],
  stsTokenManager: { refreshToken: 'r-token', accessToken: 'id-token', expirationTime: now + expiresIn },
  createdAt: '1795000000000', lastLoginAt: '1795000000000', apiKey: 'demo-api-key', appName: '[DEFAULT]', ...over,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the stored record as a session', () => {
  test('its account as pages see it, its ID token, when that expires and its refresh token', () => {
    expect(toStoredSession(record())).toEqual({ user: ASHA, idToken: 'id-token', expiresAt: NOW + 3_600_000, refreshToken: 'r-token' });
    // a mobile number's account: no e-mail, its number kept
    expect(toStoredSession(record({ email: null, displayName: null, phoneNumber: '+919822000000' }))?.user)
      .toEqual({ uid: 'u-asha', email: null, displayName: null, phoneNumber: '+919822000000' });
  });

  test('none from a record without an account, a token or its expiry', () => {
    expect(toStoredSession(record({ uid: '' }))).toBeNull();
    expect(toStoredSession(record({ stsTokenManager: { accessToken: 'id-token' } }))).toBeNull();
    expect(toStoredSession(record({ stsTokenManager: { expirationTime: NOW } }))).toBeNull();
    expect(toStoredSession(record({ stsTokenManager: null }))).toBeNull();
    for (const junk of [null, undefined, 'u-asha', 42, []]) expect(toStoredSession(junk)).toBeNull();
  });

  test("read where the SDK keeps it: this tab's session first, then the browser's; damaged or absent, none", async () => {
    const config = readConfig();
    const key = storedUserKey(config.apiKey);
    expect(key).toBe('firebase:authUser:demo-api-key:[DEFAULT]');
    expect(await readStoredSession(config)).toBeNull();
    localStorage.setItem(key, JSON.stringify(record({ displayName: 'Remembered' }, 3_600_000, Date.now())));
    expect((await readStoredSession(config))?.user.displayName).toBe('Remembered');
    sessionStorage.setItem(key, JSON.stringify(record({ displayName: 'This tab' }, 3_600_000, Date.now())));
    expect(await readStoredSession(config)).toEqual({
      user: { ...ASHA, displayName: 'This tab' }, idToken: 'id-token', expiresAt: expect.any(Number),
    });
    // another project's key is not ours
    expect(await readStoredSession({ ...config, apiKey: 'other-key' })).toBeNull();
    sessionStorage.setItem(key, '{not json');
    localStorage.removeItem(key);
    expect(await readStoredSession(config)).toBeNull();
  });

  test('a token expiring within a minute is refreshed with the refresh token, once; a refusal or another account is no session', async () => {
    const config = readConfig();
    const key = storedUserKey(config.apiKey);
    const asked: { url: string; body: string }[] = [];
    let answer: { status: number; body: unknown } = { status: 200, body: { id_token: 'new-token', expires_in: '3600', user_id: 'u-asha' } };
    const realFetch = global.fetch;
    global.fetch = (async (url: string, init: RequestInit) => {
      asked.push({ url, body: String(init.body) });
      return { ok: answer.status === 200, json: async () => answer.body };
    }) as unknown as typeof fetch;
    try {
      localStorage.setItem(key, JSON.stringify(record({}, 59_000, NOW)));
      expect(await readStoredSession(config, NOW)).toEqual({ user: ASHA, idToken: 'new-token', expiresAt: NOW + 3_600_000 });
      // the Auth emulator's token service here (hosted: https://securetoken.googleapis.com), as the SDK asks it
      expect(asked).toEqual([{
        url: `http://${config.emulators!.host}:${config.emulators!.authPort}/securetoken.googleapis.com/v1/token?key=${config.apiKey}`,
        body: 'grant_type=refresh_token&refresh_token=r-token',
      }]);
      answer = { status: 400, body: { error: { message: 'TOKEN_EXPIRED' } } };
      expect(await readStoredSession(config, NOW)).toBeNull();
      answer = { status: 200, body: { id_token: 'ravis-token', expires_in: '3600', user_id: 'u-ravi' } };
      expect(await readStoredSession(config, NOW)).toBeNull();
      // a token well past its hour, without a refresh token: nothing to ask
      localStorage.setItem(key, JSON.stringify(record({ stsTokenManager: { accessToken: 'id-token', expirationTime: NOW - 1 } })));
      asked.length = 0;
      expect(await readStoredSession(config, NOW)).toBeNull();
      expect(asked).toEqual([]);
    } finally {
      global.fetch = realFetch;
    }
  });
});

/** A fresh copy of the entry with the Auth SDK and the data SDK stood in for (see session-gate.test.ts). */
function freshEntry() {
  const state = { listeners: [] as Listener[], implLoaded: 0, boards: [] as ((board: unknown) => void)[] };
  jest.resetModules();
  jest.doMock('../../impl-auth', () => ({
    subscribeAuth: ({ onData }: { onData: Listener }) => {
      state.listeners.push(onData);
      return () => { state.listeners = state.listeners.filter((l) => l !== onData); };
    },
  }));
  jest.doMock('../../impl', () => {
    state.implLoaded += 1;
    return {
      readRole: async () => 'user',
      subscribeOrderBoard: ({ onData }: { onData: (board: unknown) => void }) => {
        state.boards.push(onData);
        return { unsubscribe: () => {}, loadMore: () => {} };
      },
    };
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const entry: Entry = require('../../index');
  entry.deferDataLayer(Promise.resolve());
  return { entry, state, report: (user: SessionUser | null) => state.listeners.forEach((l) => l(user)) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
/** Settles once `done` holds, checked after each turn of the event loop (at most 200 turns). */
async function until(done: () => boolean) {
  for (let turn = 0; turn < 200 && !done(); turn++) await settle();
  expect(done()).toBe(true);
}
const storeSession = (over: Record<string, unknown> = {}) => {
  localStorage.setItem('thali.signedIn', '1');
  localStorage.setItem(storedUserKey(readConfig().apiKey), JSON.stringify(record(over, 3_600_000, Date.now())));
};

describe('the session listener with a stored session', () => {
  test('reports the stored account before the SDK answers, and not again when the SDK confirms it', async () => {
    storeSession();
    const { entry, report } = freshEntry();
    const onData = jest.fn();
    entry.subscribeAuth({ onData });
    await settle();
    expect(onData.mock.calls).toEqual([[ASHA]]);
    report(ASHA);
    await settle();
    expect(onData.mock.calls).toEqual([[ASHA]]); // the page has it: no second round of role reads
    report({ ...ASHA, displayName: 'Asha Deshmukh' }); // later announcements pass as before
    await settle();
    expect(onData).toHaveBeenLastCalledWith({ ...ASHA, displayName: 'Asha Deshmukh' });
  });

  test("holds the SDK's data reads until the SDK has answered: a read before its token would be refused", async () => {
    storeSession();
    const { entry, state, report } = freshEntry();
    entry.subscribeAuth({ onData: () => {} });
    await settle();
    let role: string | undefined;
    // a signed-in read without a first answer over REST here (the test has no database): it goes to the SDK
    void entry.readRole('u-asha', {} as never).then((r) => { role = r; });
    await settle();
    await settle();
    expect(state.implLoaded).toBe(1); // fetched meanwhile…
    expect(role).toBeUndefined(); // …but not handed over
    report(ASHA);
    await settle();
    await settle();
    expect(role).toBe('user');
  });

  test("the page's first reads go over REST with the stored token until the SDK finds another account or none", async () => {
    storeSession();
    const fetched: string[] = [];
    const realFetch = global.fetch;
    // the database's answer to a REST read of the role: the REST read's, told apart from the SDK's ('user' here)
    global.fetch = (async (url: URL | string) => {
      fetched.push(String(url));
      return { ok: true, json: async () => 'meal_provider' };
    }) as unknown as typeof fetch;
    try {
      const { entry, report } = freshEntry();
      const onData = jest.fn();
      entry.subscribeAuth({ onData });
      await settle();
      expect(onData.mock.calls).toEqual([[ASHA]]);
      expect(await entry.readRole('u-asha')).toBe('meal_provider');
      expect(fetched).toHaveLength(1);
      const [read] = fetched.map((url) => new URL(url));
      expect(read?.pathname).toBe('/users/u-asha/role.json');
      expect(read?.searchParams.get('auth')).toBe('id-token');
      // another account's read never uses this token: it waits for the SDK
      const ravis = entry.readRole('u-ravi');
      report(null); // signed out elsewhere, or the account is gone: a guarded page now sends the reader to sign in
      await settle();
      expect(onData).toHaveBeenLastCalledWith(null);
      expect(await ravis).toBe('user');
      expect(fetched).toHaveLength(1);
      expect(await entry.readRole('u-asha')).toBe('user');
      expect(fetched).toHaveLength(1);
    } finally {
      global.fetch = realFetch;
    }
  });

  test("a page behind sign-in asks the stored account's role as it starts; the guard's read later takes that answer", async () => {
    storeSession();
    const fetched: string[] = [];
    const realFetch = global.fetch;
    global.fetch = (async (url: URL | string) => {
      fetched.push(new URL(String(url)).pathname);
      return { ok: true, json: async () => (String(url).includes('/admins/') ? null : 'meal_provider') };
    }) as unknown as typeof fetch;
    try {
      const { entry } = freshEntry();
      expect(await entry.storedSessionUid()).toBe('u-asha');
      expect(fetched.sort()).toEqual(['/admins/u-asha.json', '/users/u-asha/role.json']);
      expect(await entry.readRole('u-asha')).toBe('meal_provider');
      expect(await entry.readStaff('u-asha')).toBe(false);
      expect(fetched).toHaveLength(2); // answered by the reads already made
    } finally {
      global.fetch = realFetch;
    }
  });

  test("the stored account with its role and staff flag is known synchronously once those reads answered, and no more once the SDK finds another", async () => {
    storeSession();
    const realFetch = global.fetch;
    global.fetch = (async (url: URL | string) => ({ ok: true, json: async () => (String(url).includes('/role') ? 'meal_provider' : true) })) as unknown as typeof fetch;
    try {
      const { entry, report } = freshEntry();
      expect(entry.knownSession()).toBeNull(); // nothing read yet
      expect(await entry.storedSessionUid()).toBe('u-asha');
      await settle();
      expect(entry.knownSession()).toEqual({ user: ASHA, role: 'meal_provider', isStaff: true });
      entry.subscribeAuth({ onData: () => {} });
      await settle();
      report({ uid: 'u-ravi', email: 'ravi@example.com', displayName: 'Ravi' });
      await settle();
      expect(entry.knownSession()).toBeNull();
    } finally {
      global.fetch = realFetch;
    }
  });

  test("and the page's own first reads (its route's firstReads), whose answer every reader takes as the page opens", async () => {
    storeSession();
    const fetched: string[] = [];
    const realFetch = global.fetch;
    global.fetch = (async (url: URL | string) => {
      fetched.push(new URL(String(url)).pathname);
      return { ok: true, json: async () => (String(url).includes('/role') ? 'meal_provider' : null) };
    }) as unknown as typeof fetch;
    try {
      const { entry } = freshEntry();
      // a name this build does not know (a newer manifest's) is skipped
      expect(await entry.storedSessionUid(['stats', 'no-such-read'])).toBe('u-asha');
      expect(fetched.sort()).toEqual(['/admins/u-asha.json', '/stats/u-asha.json', '/users/u-asha/role.json']);
      // the dashboard's figures and its orders board both read the stats as it opens: one request for both
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { sessionFirstRead } = require('../../reads/session-first') as typeof import('../../reads/session-first');
      const figures = await sessionFirstRead('stats', 'u-asha');
      expect(await sessionFirstRead('stats', 'u-asha')).toEqual(figures);
      expect(figures).toMatchObject({ totalOrders: 0, pendingOrders: 0 });
      expect(fetched).toHaveLength(3);
    } finally {
      global.fetch = realFetch;
    }
  });

  test("reads a page starts before the session listener (the shell's bootstrap) wait for the SDK's word too", async () => {
    storeSession();
    const { entry, report } = freshEntry();
    const fetchFake = jest.fn(async () => ({ ok: true, json: async () => 'user' }));
    const realFetch = global.fetch;
    global.fetch = fetchFake as unknown as typeof fetch;
    try {
      expect(await entry.storedSessionUid()).toBe('u-asha');
      let handedOver = false;
      void entry.preloadData().then(() => { handedOver = true; });
      await settle();
      await settle();
      expect(handedOver).toBe(false); // the SDK would read before its token: refused
      entry.subscribeAuth({ onData: () => {} }); // React starts; the listener reports the stored account
      await settle();
      expect(handedOver).toBe(false);
      report(ASHA);
      await settle();
      await settle();
      expect(handedOver).toBe(true);
    } finally {
      global.fetch = realFetch;
    }
  });

  test("a kitchen's orders board as it opens comes over REST, its four reads made into the board; a filtered board waits for the SDK", async () => {
    storeSession();
    const fetched: URL[] = [];
    const realFetch = global.fetch;
    global.fetch = (async (url: URL | string) => {
      fetched.push(new URL(String(url)));
      // no orders yet, and figures of 3 delivered and 1 cancelled orders
      const stats = { totalOrders: 4, totalRevenue: 900, monthlyOrders: 0, monthlyRevenue: 0, pendingOrders: 0, completedOrders: 3, cancelledOrders: 1 };
      return { ok: true, json: async () => (String(url).includes('/stats/') ? stats : null) };
    }) as unknown as typeof fetch;
    try {
      const { entry, state, report } = freshEntry();
      entry.subscribeAuth({ onData: () => {} });
      const boards: unknown[] = [];
      entry.subscribeOrderBoard({ providerId: 'u-asha', onData: (b) => boards.push(b) });
      const newOnly = jest.fn();
      entry.subscribeOrderBoard({ providerId: 'u-asha', filter: 'new', onData: newOnly });
      await until(() => boards.length > 0);
      const empty = { pending: [], history: [], hasMore: false, counts: { new: 0, accepted: 0, on_the_way: 0, delivered: 3, cancelled: 1 } };
      expect(boards).toEqual([empty]);
      expect(fetched.map((url) => [url.pathname, url.searchParams.get('startAt'), url.searchParams.get('endAt'), url.searchParams.get('limitToLast')]).sort())
        .toEqual([
          ['/orders.json', '"u-asha|cancelled|"', '"u-asha|cancelled|~"', '21'],
          ['/orders.json', '"u-asha|completed|"', '"u-asha|completed|~"', '21'],
          ['/orders.json', '"u-asha|pending|"', '"u-asha|pending|~"', null],
          ['/stats/u-asha.json', null, null, null],
        ]);
      expect(fetched.every((url) => url.searchParams.get('auth') === 'id-token')).toBe(true);
      expect(newOnly).not.toHaveBeenCalled();
      report(ASHA); // the SDK confirms the session: the live boards start
      await until(() => state.boards.length === 2);
      state.boards.forEach((live) => live(empty));
      expect(boards).toHaveLength(1); // the live board's first answer, the same, is not drawn again
      expect(newOnly).toHaveBeenCalledTimes(1);
      state.boards[0]!({ ...empty, counts: { ...empty.counts, new: 1 } });
      expect(boards).toHaveLength(2);
    } finally {
      global.fetch = realFetch;
    }
  });

  test('nobody signed in on this device: no stored session is looked up and no read waits', async () => {
    localStorage.setItem(storedUserKey(readConfig().apiKey), JSON.stringify(record({}, 3_600_000, Date.now())));
    const { entry, state } = freshEntry();
    const onData = jest.fn();
    entry.subscribeAuth({ onData });
    await settle();
    expect(onData.mock.calls).toEqual([[null]]);
    expect(state.listeners).toHaveLength(0);
    await expect(entry.readRole('u-asha', {} as never)).resolves.toBe('user');
  });
});
