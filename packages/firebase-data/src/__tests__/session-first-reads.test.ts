// Issue 43: a signed-in page's first reads over REST with the account's ID token (reads/session-first.ts), on the local
// backend through the repo's rules: the same answers as the SDK's reads, and nothing the SDK would be refused.
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
import { sessionRead } from '../reads/session-first';
import { SESSION_READS } from '../reads/session-reads';
import { restUrl } from '../reads/rest-read';
import type { CartLine, Order, Subscription } from '../model';
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

test("another customer's token or none is refused, as the rules refuse it over the SDK", async () => {
  const meeraToken = await tokenOf(meera);
  for (const name of ['customerOrders', 'cart', 'customerSubscriptions', 'role', 'staff'] as const) {
    await expect(sessionRead(name, asha.uid, meeraToken, config)).rejects.toThrow('The database answered 401');
  }
  // the same addresses without a token: refused too (restUrl alone is a visitor's read)
  const response = await fetch(restUrl(SESSION_READS.customerOrders(asha.uid), config));
  expect(response.status).toBe(401);
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
