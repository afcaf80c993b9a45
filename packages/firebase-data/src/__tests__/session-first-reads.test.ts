// Issue 43: a signed-in page's first reads over REST with the account's ID token (reads/session-first.ts), on the local
// backend through the repo's rules: the same answers as the SDK's reads, and nothing the SDK would be refused.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { addToCart } from '../cart/add-to-cart';
import { subscribeCart } from '../cart/subscribe-cart';
import { readRole, readStaff } from '../auth/read-role';
import { placeOrder } from '../orders/place-order';
import { subscribeCustomerOrders } from '../orders/subscribe-customer-orders';
import { createPlan } from '../plans/plan-writes';
import { subscribeToPlan } from '../subscriptions/subscribe-to-plan';
import { subscribeCustomerSubscriptions } from '../subscriptions/subscription-reads';
import { addDays, dayStart } from '../tiffins/days';
import { refreshIdToken } from '../auth/stored-session';
import { sessionFirstBoard, sessionRead } from '../reads/session-first';
import { subscribeStats } from '../stats/subscribe-stats';
import { subscribeProviderOrders } from '../orders/subscribe-provider-orders';
import { subscribeOrderBoard } from '../orders/subscribe-order-board';
import { acceptOrder, kitchenCancelOrder, markDelivered } from '../orders/order-steps';
import { SESSION_READS } from '../reads/session-reads';
import { restUrl } from '../reads/rest-read';
import type { CartLine, Order, OrderBoard, ProviderStats, Subscription } from '../model';
import { admin, ASAP, closeAll, freshNamespace, HOME, newDishes, newUsers, testConfig, type TestUser } from './support/backend';

const ns = freshNamespace('session-first');
const config = testConfig(ns);
afterAll(closeAll);

let kitchen: TestUser, asha: TestUser, meera: TestUser, ravi: TestUser;
const tokenOf = (u: TestUser) => u.fb.auth.currentUser!.getIdToken();

/** The first value a live read of the SDK delivers. */
function firstValue<T>(subscribe: (o: { onData: (v: T) => void; onError: (e: Error) => void }) => () => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = subscribe({ onData: (v) => { setTimeout(stop); resolve(v); }, onError: reject });
  });
}

beforeAll(async () => {
  [kitchen, asha, meera, ravi] = await newUsers(ns, ['meal_provider', 'Annapurna'], ['user', 'Asha'], ['user', 'Meera'], ['user', 'Ravi']);
  const [thali, chai] = await newDishes([kitchen, 'Varhadi Thali', 140], [kitchen, 'Masala Chai', 20]);
  await placeOrder(asha.uid, thali, 2, HOME, ASAP, asha.fb);
  // the kitchen's board has an order of each kind: one delivered, one cancelled, and Asha's pending one above
  const delivered = await placeOrder(meera.uid, thali, 1, HOME, ASAP, meera.fb);
  await acceptOrder(delivered, Date.now() + 1800e3, kitchen.fb);
  await markDelivered(delivered, kitchen.fb);
  await kitchenCancelOrder(await placeOrder(meera.uid, thali, 3, HOME, ASAP, meera.fb), 'Out of rice today', kitchen.fb);
  await addToCart(asha.uid, chai, 1, asha.fb);
  const planId = await createPlan(kitchen.uid, {
    name: 'Everyday Veg Tiffin', description: 'Dal, sabzi, four rotis and rice', meals: 'both', days: '1111110', diet: 'veg', price: '3200', capacity: '40',
  }, kitchen.fb);
  await subscribeToPlan(asha.uid, {
    planId, startDay: addDays(dayStart(Date.now()), 1), customerName: 'Asha', phone: '+91 98220 00000',
    place: { house: '12', street: 'Shivaji Nagar', area: 'Dharampeth', pin: '440010' },
  }, asha.fb);
  await admin(ns, 'PUT', `admins/${ravi.uid}`, true); // Thali's staff
});

test("gives what the SDK gives for each of the account's first reads", async () => {
  const token = await tokenOf(asha);
  const orders = await sessionRead('customerOrders', asha.uid, token, config);
  expect(orders).toHaveLength(1);
  expect(orders).toEqual(await firstValue<Order[]>((o) => subscribeCustomerOrders({ ...o, userId: asha.uid, fb: asha.fb })));
  const cart = await sessionRead('cart', asha.uid, token, config);
  expect(cart.map((line) => line.name)).toEqual(['Masala Chai']);
  expect(cart).toEqual(await firstValue<CartLine[]>((o) => subscribeCart({ ...o, uid: asha.uid, fb: asha.fb })));
  const subscriptions = await sessionRead('customerSubscriptions', asha.uid, token, config);
  expect(subscriptions).toHaveLength(1);
  expect(subscriptions).toEqual(await firstValue<Subscription[]>((o) => subscribeCustomerSubscriptions({ ...o, uid: asha.uid, fb: asha.fb })));
  expect(await sessionRead('role', asha.uid, token, config)).toBe(await readRole(asha.uid, asha.fb));
  expect(await sessionRead('role', kitchen.uid, await tokenOf(kitchen), config)).toBe('meal_provider');
  expect(await sessionRead('staff', asha.uid, token, config)).toBe(false);
  expect(await sessionRead('staff', ravi.uid, await tokenOf(ravi), config)).toBe(await readStaff(ravi.uid, ravi.fb));
  expect(await sessionRead('staff', ravi.uid, await tokenOf(ravi), config)).toBe(true);
});

test("gives what the SDK gives for a kitchen's figures, newest orders and orders board as it opens", async () => {
  const token = await tokenOf(kitchen);
  const read = <N extends Parameters<typeof sessionRead>[0]>(name: N, uid: string) => sessionRead(name, uid, token, config);
  const stats = await read('stats', kitchen.uid);
  expect(stats).toMatchObject({ totalOrders: 3, pendingOrders: 1, completedOrders: 1, cancelledOrders: 1 });
  expect(stats).toEqual(await firstValue<ProviderStats>((o) => subscribeStats({ ...o, providerId: kitchen.uid, fb: kitchen.fb })));
  const recent = await read('recentOrders', kitchen.uid);
  expect(recent).toHaveLength(3);
  expect(recent).toEqual(await firstValue<Order[]>((o) => subscribeProviderOrders({ ...o, providerId: kitchen.uid, fb: kitchen.fb })));
  const board = await sessionFirstBoard({ providerId: kitchen.uid }, read);
  await expect(sessionFirstBoard({ providerId: kitchen.uid, filter: 'new' }, read)).rejects.toThrow('Only the board as it opens');
  expect(board.pending.map((order) => order.userId)).toEqual([asha.uid]);
  expect(board.history.map((order) => order.status).sort()).toEqual(['cancelled', 'completed']);
  expect(board.counts).toMatchObject({ new: 1, delivered: 1, cancelled: 1 });
  expect(board).toEqual(await firstValue<OrderBoard>((o) => subscribeOrderBoard({ ...o, providerId: kitchen.uid, fb: kitchen.fb }).unsubscribe));
});

test("another customer's token or none is refused, as the rules refuse it over the SDK", async () => {
  const meeraToken = await tokenOf(meera);
  for (const name of ['customerOrders', 'cart', 'customerSubscriptions', 'role', 'staff'] as const) {
    await expect(sessionRead(name, asha.uid, meeraToken, config)).rejects.toThrow('The database answered 401');
  }
  // the same addresses without a token: refused too (restUrl alone is a visitor's read)
  const response = await fetch(restUrl(SESSION_READS.customerOrders(asha.uid), config));
  expect(response.status).toBe(401);
  // a kitchen's reads: another kitchen's or a customer's token, or none, is refused
  const other = await newUsers(ns, ['meal_provider', 'Saoji']).then(([saoji]) => tokenOf(saoji!));
  for (const token of [other, meeraToken]) {
    for (const name of ['stats', 'recentOrders', 'boardPending', 'boardCompleted', 'boardCancelled'] as const) {
      await expect(sessionRead(name, kitchen.uid, token, config)).rejects.toThrow('The database answered 401');
    }
  }
  for (const name of ['stats', 'recentOrders', 'boardPending', 'boardCompleted', 'boardCancelled'] as const) {
    expect((await fetch(restUrl(SESSION_READS[name](kitchen.uid), config))).status).toBe(401);
  }
});

test('the token goes as `auth=` and the read is never kept by the HTTP cache', async () => {
  const seen: [string, RequestInit | undefined][] = [];
  const realFetch = global.fetch;
  global.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    seen.push([String(input), init]);
    return realFetch(input, init);
  }) as typeof fetch;
  try {
    await sessionRead('cart', asha.uid, 'a-token', config).catch(() => undefined);
  } finally {
    global.fetch = realFetch;
  }
  expect(seen).toHaveLength(1);
  const [[address, init]] = seen as [[string, RequestInit | undefined]];
  const url = new URL(address);
  expect(url.pathname).toBe(`/users/${asha.uid}/cart.json`);
  expect(url.searchParams.get('auth')).toBe('a-token');
  expect(url.searchParams.get('ns')).toBe(ns);
  expect(init).toEqual({ credentials: 'omit', cache: 'no-store' });
});

test("the dashboard opening reads its kitchen's stats once: its figures and its orders board share the request", async () => {
  const token = await tokenOf(kitchen);
  const read = <N extends Parameters<typeof sessionRead>[0]>(name: N, uid: string) => sessionRead(name, uid, token, config);
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  const statsAsked = () => fetchSpy.mock.calls.filter(([input]) => new URL(String(input)).pathname === `/stats/${kitchen.uid}.json`).length;
  try {
    const [figures, board] = await Promise.all([read('stats', kitchen.uid), sessionFirstBoard({ providerId: kitchen.uid }, read)]);
    expect(statsAsked()).toBe(1);
    // each reader has the whole answer, converted for itself
    expect(figures).toMatchObject({ totalOrders: 3, pendingOrders: 1 });
    expect(board.counts).toMatchObject({ new: 1, delivered: 1, cancelled: 1 });
    // once answered, the next read asks again (the answer is not kept)
    await read('stats', kitchen.uid);
    expect(statsAsked()).toBe(2);
    // a refusal reaches every reader that shared the request
    const refused = await Promise.allSettled([sessionRead('stats', kitchen.uid, 'not-a-token', config), sessionRead('stats', kitchen.uid, 'not-a-token', config)]);
    expect(refused.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(statsAsked()).toBe(3);
  } finally {
    fetchSpy.mockRestore();
  }
});

test("an expired session's refresh token gets a new ID token from the Auth emulator's token service, which the database accepts", async () => {
  const refreshToken = asha.fb.auth.currentUser!.refreshToken;
  const now = Date.now();
  const fresh = await refreshIdToken(refreshToken, asha.uid, config, now);
  expect(fresh).toEqual({ idToken: expect.any(String), expiresAt: now + 3_600_000 });
  expect(await sessionRead('customerOrders', asha.uid, fresh!.idToken, config)).toHaveLength(1);
  // the token is the account's own: naming another account gives none
  expect(await refreshIdToken(refreshToken, meera.uid, config, now)).toBeNull();
  expect(await refreshIdToken('not-a-refresh-token', asha.uid, config, now)).toBeNull();
  // the SDK's own session is untouched: it refreshes its token as before
  await expect(asha.fb.auth.currentUser!.getIdToken(true)).resolves.toEqual(expect.any(String));
});

test("every page's firstReads in apps.json names one of these reads (the shell asks them before the page's code runs)", () => {
  // read as a file: the contract package is the shell's and the remotes' dependency, not this package's
  const manifest = JSON.parse(readFileSync(resolve(__dirname, '../../../contract/apps.json'), 'utf8')) as {
    remotes: Record<string, { pages: Record<string, { access: string; firstReads?: string[] }> }>;
  };
  const declared = Object.values(manifest.remotes).flatMap((remote) => Object.entries(remote.pages))
    .filter(([, page]) => page.firstReads);
  expect(declared.map(([name]) => name)).toEqual(expect.arrayContaining(['orders', 'cart', 'tiffins', 'dashboard-orders']));
  for (const [name, page] of declared) {
    expect({ name, access: page.access === 'public' ? 'public' : 'behind sign-in' }).toEqual({ name, access: 'behind sign-in' });
    for (const read of page.firstReads!) expect({ name, read, known: read in SESSION_READS }).toEqual({ name, read, known: true });
  }
});
