// Issue 16 against the local backend (real SDK, real rules): a kitchen's hours, holidays and "Pause orders now";
// orders refused while it is closed (by the server's clock) with nothing written; daily plate limits taken in the
// order's own write, given back by a cancel, raced for by several customers; the pure-veg flag kept by menu writes.
// The server's clock is pinned to 12:00 Asia/Kolkata today (plus the seconds the run takes), before any app connects:
// the SDK learns the server's time when it connects.
import { DAY_MS, WEEKDAY_KEYS } from '@thali/domain';
import { addMenuItem } from '../menu/add-menu-item';
import { updateMenuItem } from '../menu/update-menu-item';
import { setMenuItemStatus } from '../menu/set-menu-item-status';
import { deleteMenuItem } from '../menu/delete-menu-item';
import { getProvider } from '../providers/get-provider';
import { addHoliday, removeHoliday, setAcceptingOrders, setKitchenHours } from '../providers/kitchen-writes';
import { subscribePlates } from '../providers/subscribe-plates';
import { subscribeProvider } from '../providers/subscribe-provider';
import { placeOrder } from '../orders/place-order';
import { checkoutCart } from '../orders/checkout-cart';
import { acceptOrder, cancelMyOrder, kitchenCancelOrder, markDelivered } from '../orders/order-steps';
import { KitchenHoursError } from '../kitchens/hours';
import { KitchenClosedError, SoldOutError } from '../kitchens/errors';
import { dayKey } from '../kitchens/open-state';
import { dayStart } from '../tiffins/days';
import type { CartLine, MenuItem, Order, PlateCounts, WeeklyHours } from '../model';
import type { MenuItemInput } from '../menu/validate-menu-item';
import { admin, closeAll, dropNextWriteAck, freshNamespace, HOME, newUser, openApp, setClock, until, type TestUser, ASAP } from './support/backend';

const ns = freshNamespace('kitchens');
const TODAY = dayStart(Date.now());
const NOON = TODAY + 12 * 3600e3;
/**
 * The server's clock stands at noon today (Asia/Kolkata) when the suite starts and runs on from there; every shift is
 * from that one offset, so the clients' reading of the server clock (taken when they connect) stays true: a new order's
 * time is that reading, and the rules refuse one ahead of the server's.
 */
const SHIFT = NOON - Date.now();

const input = (name: string, diet: MenuItemInput['diet'], platesPerDay = ''): MenuItemInput => ({
  name, description: `${name}, freshly made`, price: 100, category: 'main-course', imageUrl: '/images/thali.svg', diet, platesPerDay,
});
const everyDay = (day: WeeklyHours['d0']) => Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, day])) as WeeklyHours;
/** The lines of `itemId` in every stored order (issue 37: an order holds its lines, keyed '0'..'11'). */
const ordersOf = async (itemId: string) =>
  Object.values(((await admin(ns, 'GET', 'orders')) as Record<string, Omit<Order, 'lines'> & { lines: Record<string, Order['lines'][number]> }> | null) ?? {})
    .flatMap((o) => Object.values(o.lines)).filter((l) => l.itemId === itemId);
/** The plates of `itemId` sold for `day` (issue 40: plateCounts/{kitchen}/{day}/{item}). */
const plateOf = async (p: TestUser, itemId: string, day = TODAY) =>
  (await admin(ns, 'GET', `plateCounts/${p.uid}/${day}/${itemId}`)) as { sold: number; order: string; line: string } | null;
/** The kitchen delivers an order: accepts it (ready in half an hour), then marks it delivered. */
const deliver = async (order: { id: string }) => {
  // ready half an hour after the server's (shifted) clock, whatever the hour this suite runs at
  await acceptOrder(order, Date.now() + SHIFT + 1800e3, kitchen.fb);
  await markDelivered(order, kitchen.fb);
};
const line = (item: MenuItem, quantity: number): CartLine => ({ ...item, quantity, addedAt: 0 });

let kitchen: TestUser, other: TestUser, customers: TestUser[];
let thali: MenuItem, chicken: MenuItem;

beforeAll(async () => {
  await setClock(ns, SHIFT);
  [kitchen, other, ...customers] = await Promise.all([
    newUser(ns, 'meal_provider', 'Annapurna'), newUser(ns, 'meal_provider', 'Saoji Ghar'),
    ...Array.from({ length: 8 }, (_, i) => newUser(ns, 'user', `Customer ${i + 1}`)),
  ]);
  thali = await addMenuItem(kitchen.uid, input('Varhadi Thali', 'veg'), kitchen.fb);
  chicken = await addMenuItem(kitchen.uid, input('Chicken Curry', 'non-veg', '3'), kitchen.fb);
});
afterAll(async () => {
  await setClock(ns, 0).catch(() => undefined);
  await closeAll();
});

describe('hours, holidays and pause', () => {
  afterEach(async () => {
    await setKitchenHours(kitchen.uid, null, kitchen.fb);
    await setAcceptingOrders(kitchen.uid, true, kitchen.fb);
  });

  test('round trip: the week, a holiday with its note, the pause; only the kitchen may write them', async () => {
    const week = { ...everyDay({ open: 660, close: 900, open2: 1080, close2: 1320 }), d6: { closed: true as const } };
    await setKitchenHours(kitchen.uid, week, kitchen.fb);
    const day = await addHoliday(kitchen.uid, { day: TODAY + 3 * DAY_MS + 5000, note: ' Diwali ' }, kitchen.fb);
    expect(day).toBe(TODAY + 3 * DAY_MS);
    await setAcceptingOrders(kitchen.uid, false, kitchen.fb);
    expect(await getProvider(kitchen.uid, openApp(ns))).toMatchObject({ hours: week, holidays: [{ day, note: 'Diwali' }], accepting: false });
    expect(await admin(ns, 'GET', `providers/${kitchen.uid}/holidays/${day}`)).toEqual({ day, note: 'Diwali' });

    await removeHoliday(kitchen.uid, day, kitchen.fb);
    await setKitchenHours(kitchen.uid, null, kitchen.fb);
    await setAcceptingOrders(kitchen.uid, true, kitchen.fb);
    expect(await getProvider(kitchen.uid, openApp(ns))).toMatchObject({ holidays: [], accepting: true });
    expect((await getProvider(kitchen.uid, openApp(ns))).hours).toBeUndefined();

    await expect(setKitchenHours(kitchen.uid, { ...week, d0: { open: 900, close: 600 } }, kitchen.fb)).rejects.toBeInstanceOf(KitchenHoursError);
    await expect(addHoliday(kitchen.uid, { day: TODAY - DAY_MS }, kitchen.fb)).rejects.toBeInstanceOf(KitchenHoursError);
    await expect(setKitchenHours(kitchen.uid, week, other.fb)).rejects.toThrow(/permission/i);
    await expect(setAcceptingOrders(kitchen.uid, false, customers[0]!.fb)).rejects.toThrow(/permission/i);
    await expect(addHoliday(kitchen.uid, { day: TODAY + DAY_MS }, other.fb)).rejects.toThrow(/permission/i);
  });

  test('a customer following one kitchen live sees it pause and come back (subscribeProvider)', async () => {
    const seen: Array<boolean | null> = [];
    const stop = subscribeProvider({ providerId: kitchen.uid, onData: (p) => seen.push(p ? p.accepting : null), fb: customers[0]!.fb });
    await until(() => seen.length >= 1);
    await setAcceptingOrders(kitchen.uid, false, kitchen.fb);
    await until(() => seen.at(-1) === false);
    await setAcceptingOrders(kitchen.uid, true, kitchen.fb);
    await until(() => seen.at(-1) === true);
    stop();
    const missing: Array<unknown> = [];
    const stopMissing = subscribeProvider({ providerId: 'no-such-kitchen', onData: (p) => missing.push(p), fb: customers[0]!.fb });
    await until(() => missing.length === 1);
    stopMissing();
    expect(missing).toEqual([null]);
  });

  test('a closed kitchen (paused, on holiday, outside its hours) refuses orders with KitchenClosedError; nothing is written', async () => {
    const [asha] = customers;
    const before = (await ordersOf(thali.id)).length;
    const stats = await admin(ns, 'GET', `stats/${kitchen.uid}`);

    await setAcceptingOrders(kitchen.uid, false, kitchen.fb);
    const paused = placeOrder(asha!.uid, thali, 1, HOME, ASAP, asha!.fb);
    await expect(paused).rejects.toBeInstanceOf(KitchenClosedError);
    await expect(paused).rejects.toThrow('This kitchen is not taking orders right now.');
    await setAcceptingOrders(kitchen.uid, true, kitchen.fb);

    const holiday = await addHoliday(kitchen.uid, { day: TODAY, note: 'Family function' }, kitchen.fb);
    await expect(checkoutCart(asha!.uid, [line(thali, 1)], HOME, {}, asha!.fb)).rejects.toThrow(/^This kitchen is on holiday until /);
    await removeHoliday(kitchen.uid, holiday, kitchen.fb);

    await setKitchenHours(kitchen.uid, everyDay({ open: 1080, close: 1320 }), kitchen.fb);
    const late = placeOrder(asha!.uid, thali, 1, HOME, ASAP, asha!.fb);
    await expect(late).rejects.toBeInstanceOf(KitchenClosedError);
    await expect(late).rejects.toThrow('This kitchen is closed now. It opens at 6:00 pm.');
    expect(await ordersOf(thali.id)).toHaveLength(before);
    expect(await admin(ns, 'GET', `stats/${kitchen.uid}`)).toEqual(stats);
    expect(await admin(ns, 'GET', `users/${asha!.uid}/address`)).toBeNull();

    // open now: orders again
    await setKitchenHours(kitchen.uid, { ...everyDay({ closed: true }), [dayKey(TODAY)]: { open: 600, close: 900 } }, kitchen.fb);
    const ok = await placeOrder(asha!.uid, thali, 1, HOME, ASAP, asha!.fb);
    expect(await admin(ns, 'GET', `orders/${ok.id}`)).toMatchObject({ lines: { 0: { diet: 'veg' } }, status: 'pending' });
    expect(await admin(ns, 'GET', `orders/${ok.id}/lines/0/plateDay`)).toBeNull(); // no limit: no plates
  });
});

describe('plates', () => {
  test('plates count down in the order\'s write; more than is left throws SoldOutError and writes nothing; a cancel gives them back', async () => {
    const [asha, ravi, meera] = customers;
    const seen: PlateCounts[] = [];
    const stop = subscribePlates({ providerId: kitchen.uid, onData: (c) => seen.push(c), fb: openApp(ns) });
    const first = await placeOrder(asha!.uid, chicken, 2, HOME, ASAP, asha!.fb);
    expect(await admin(ns, 'GET', `orders/${first.id}/lines/0`)).toMatchObject({ diet: 'non-veg', plateDay: TODAY, quantity: 2 });
    expect(await plateOf(kitchen, chicken.id)).toEqual({ sold: 2, order: first.id, line: '0' });
    await until(() => seen.at(-1)?.[TODAY]?.[chicken.id] === 2);
    expect(seen.at(-1)).toEqual({ [TODAY]: { [chicken.id]: 2 } });

    const tooMany = placeOrder(ravi!.uid, chicken, 2, HOME, ASAP, ravi!.fb);
    await expect(tooMany).rejects.toBeInstanceOf(SoldOutError);
    await expect(tooMany).rejects.toThrow('Only 1 plate left today');
    // the limited dish as the second line of a two-line order: the count names that line
    const second = await checkoutCart(ravi!.uid, [line(thali, 1), line(chicken, 1)], HOME, {}, ravi!.fb);
    expect(await plateOf(kitchen, chicken.id)).toMatchObject({ sold: 3, order: second[0]!.id, line: '1' });
    const soldOut = placeOrder(meera!.uid, chicken, 1, HOME, ASAP, meera!.fb);
    await expect(soldOut).rejects.toThrow(new SoldOutError(chicken.id, 0));
    await expect(checkoutCart(meera!.uid, [line(thali, 1), line(chicken, 1)], HOME, {}, meera!.fb)).rejects.toThrow('Sold out today');
    expect(await ordersOf(chicken.id)).toHaveLength(2);

    // the customer's cancel and the kitchen's cancel give plates back; completing does not
    await cancelMyOrder(asha!.uid, first, asha!.fb);
    expect(await plateOf(kitchen, chicken.id)).toEqual({ sold: 1, order: first.id, line: '0' });
    await kitchenCancelOrder(second[0]!, 'Sold out', kitchen.fb);
    expect(await plateOf(kitchen, chicken.id)).toMatchObject({ sold: 0, order: second[0]!.id, line: '1' });
    const third = await placeOrder(meera!.uid, chicken, 3, HOME, ASAP, meera!.fb);
    await deliver(third);
    expect(await plateOf(kitchen, chicken.id)).toMatchObject({ sold: 3, order: third.id });
    await until(() => seen.at(-1)?.[TODAY]?.[chicken.id] === 3);
    stop();

    // nobody resets or inflates the count by hand
    const { ref, set } = await import('firebase/database');
    await expect(set(ref(kitchen.fb.db, `plateCounts/${kitchen.uid}/${TODAY}/${chicken.id}`), { sold: 0, order: third.id, line: '0' })).rejects.toThrow(/permission/i);
    await expect(set(ref(asha!.fb.db, `plateCounts/${kitchen.uid}/${TODAY}/${chicken.id}/sold`), 0)).rejects.toThrow(/permission/i);
  });

  test('each day has its own count; the kitchen may raise its limit during the day', async () => {
    const [asha] = customers;
    await updateMenuItem(chicken.id, { ...input('Chicken Curry', 'non-veg', '5') }, kitchen.fb);
    const { id } = await placeOrder(asha!.uid, chicken, 2, HOME, ASAP, asha!.fb);
    expect(await plateOf(kitchen, chicken.id)).toEqual({ sold: 5, order: id, line: '0' });
    // the next day (server time) has its own count; yesterday's order cancelled then gives its plates back to yesterday
    await setClock(ns, SHIFT + DAY_MS);
    try {
      const fb = openApp(ns); // a new connection learns the server's time
      const { signInWithEmailAndPassword } = await import('firebase/auth');
      await signInWithEmailAndPassword(fb.auth, asha!.email, asha!.password);
      const next = await placeOrder(asha!.uid, chicken, 1, HOME, ASAP, fb);
      expect(await plateOf(kitchen, chicken.id, TODAY + DAY_MS)).toEqual({ sold: 1, order: next.id, line: '0' });
      await kitchenCancelOrder({ id }, 'Closing early', kitchen.fb);
      expect(await plateOf(kitchen, chicken.id, TODAY + DAY_MS)).toEqual({ sold: 1, order: next.id, line: '0' });
      expect(await plateOf(kitchen, chicken.id)).toEqual({ sold: 3, order: id, line: '0' });
      expect(await admin(ns, 'GET', `orders/${id}/status`)).toBe('cancelled');
    } finally {
      await setClock(ns, SHIFT);
    }
  });

  test('a lost acknowledgement: the replay is denied, yet the order is placed once and its plates taken once', async () => {
    const [asha, ravi] = customers;
    const poha = await addMenuItem(kitchen.uid, input('Poha', 'veg', '10'), kitchen.fb);
    await placeOrder(ravi!.uid, poha, 1, HOME, ASAP, ravi!.fb);
    await dropNextWriteAck(ns);
    const { id } = await placeOrder(asha!.uid, poha, 2, HOME, ASAP, asha!.fb);
    expect((await ordersOf(poha.id)).map((l) => l.quantity).sort()).toEqual([1, 2]);
    expect(await plateOf(kitchen, poha.id)).toEqual({ sold: 3, order: id, line: '0' });
  });

  test('customers racing for the last plates: exactly that many orders, the others SoldOutError and nothing written for them', async () => {
    const dal = await addMenuItem(kitchen.uid, input('Dal Khichdi', 'veg', '4'), kitchen.fb);
    const results = await Promise.allSettled(customers.map((c) => placeOrder(c.uid, dal, 1, HOME, ASAP, c.fb)));
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(placed).toHaveLength(4);
    expect(refused).toHaveLength(customers.length - 4);
    for (const r of refused) expect(r.reason).toBeInstanceOf(SoldOutError);
    expect(await ordersOf(dal.id)).toHaveLength(4);
    expect(await plateOf(kitchen, dal.id)).toMatchObject({ sold: 4 });
  });

  test("issue 40: two customers racing for the last plates of tomorrow: one order for tomorrow's slot, the other SoldOutError for tomorrow", async () => {
    const [asha, ravi, meera] = customers;
    const kheer = await addMenuItem(kitchen.uid, input('Rice Kheer', 'veg', '3'), kitchen.fb);
    const tomorrowLunch = { start: TODAY + DAY_MS + 13 * 3600e3 }; // the kitchen keeps no hours: any half hour
    await placeOrder(meera!.uid, kheer, 1, HOME, tomorrowLunch, meera!.fb);
    const results = await Promise.allSettled([asha!, ravi!].map((c) => placeOrder(c.uid, kheer, 2, HOME, tomorrowLunch, c.fb)));
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toBeInstanceOf(SoldOutError);
    expect(refused[0]!.reason.message).toBe('Sold out tomorrow');
    expect(await plateOf(kitchen, kheer.id, TODAY + DAY_MS)).toMatchObject({ sold: 3 });
    expect((await ordersOf(kheer.id)).map((l) => [l.quantity, l.plateDay])).toEqual(expect.arrayContaining([[1, TODAY + DAY_MS], [2, TODAY + DAY_MS]]));
    // today's plates are untouched: all 3 can still be ordered as soon as possible
    expect(await plateOf(kitchen, kheer.id)).toBeNull();
    await placeOrder(meera!.uid, kheer, 3, HOME, ASAP, meera!.fb);
    expect(await plateOf(kitchen, kheer.id)).toMatchObject({ sold: 3 });
  });
});

test('pure veg follows the menu: every write keeps the flag in the same update', async () => {
  const pureVeg = async (p: TestUser) => admin(ns, 'GET', `providers/${p.uid}/pureVeg`);
  expect(await pureVeg(kitchen)).toBe(false); // chicken is on the menu
  const paneer = await addMenuItem(other.uid, input('Paneer Bhurji', 'veg'), other.fb);
  expect(await pureVeg(other)).toBe(true);
  const omelette = await addMenuItem(other.uid, input('Masala Omelette', 'egg'), other.fb);
  expect(await pureVeg(other)).toBe(false);
  await setMenuItemStatus(omelette.id, 'inactive', other.fb);
  expect(await pureVeg(other)).toBe(true);
  await updateMenuItem(omelette.id, input('Masala Omelette', 'veg'), other.fb);
  await setMenuItemStatus(omelette.id, 'active', other.fb);
  expect(await pureVeg(other)).toBe(true);
  await updateMenuItem(paneer.id, input('Paneer Bhurji', 'non-veg'), other.fb);
  expect(await pureVeg(other)).toBe(false);
  await deleteMenuItem(paneer.id, other.fb);
  expect(await pureVeg(other)).toBe(true);
  await deleteMenuItem(omelette.id, other.fb);
  expect(await pureVeg(other)).toBe(false); // no items: not pure veg
  // the badge cannot contradict a write: an active non-veg item while pureVeg stays true is refused
  const dal = await addMenuItem(other.uid, input('Dal Tadka', 'veg'), other.fb);
  const { ref, update, serverTimestamp } = await import('firebase/database');
  await expect(update(ref(other.fb.db), { [`menu-items/${dal.id}/diet`]: 'non-veg', [`menu-items/${dal.id}/updatedAt`]: serverTimestamp() }))
    .rejects.toThrow(/permission/i);
  await update(ref(other.fb.db), { [`menu-items/${dal.id}/diet`]: 'egg', [`menu-items/${dal.id}/updatedAt`]: serverTimestamp(), [`providers/${other.uid}/pureVeg`]: false });
});
