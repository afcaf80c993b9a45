import { addMenuItem } from '../menu/add-menu-item';
import { placeOrder } from '../orders/place-order';
import { acceptOrder, kitchenCancelOrder, markDelivered } from '../orders/order-steps';
import { checkoutCart } from '../orders/checkout-cart';
import type { CartLine, Order, ProviderStats } from '../model';
import { admin, closeAll, freshNamespace, newUser, HOME, ASAP } from './support/backend';

const ns = freshNamespace('concurrency');
afterAll(closeAll);

/** An order's total as stored: its dishes and the ₹40 delivery fee (issue 37). */
const FEE = 40;
const totalOf = (o: Order) => o.total;

test('25 concurrent Buy Nows from 5 customers (then 15 settlements racing 10 Buy Nows and 5 two-line checkouts) leave the stats exact', async () => {
  const provider = await newUser(ns, 'meal_provider', 'Busy Kitchen');
  const customers = await Promise.all(Array.from({ length: 5 }, (_, i) => newUser(ns, 'user', `Customer ${i + 1}`)));
  const items = await Promise.all([
    addMenuItem(provider.uid, { name: 'Thali', description: 'Full meal', price: 140, category: 'main-course', imageUrl: 'https://example.com/t.jpg', diet: 'veg', platesPerDay: '' }, provider.fb),
    addMenuItem(provider.uid, { name: 'Lassi', description: 'Sweet lassi', price: 45.5, category: 'beverages', imageUrl: 'https://example.com/l.jpg', diet: 'veg', platesPerDay: '' }, provider.fb),
  ]);
  const plan = Array.from({ length: 25 }, (_, k) => ({ customer: customers[k % 5]!, item: items[k % 2]!, quantity: (k % 3) + 1 }));
  const t0 = Date.now();
  const results = await Promise.allSettled(plan.map((p) => placeOrder(p.customer.uid, p.item, p.quantity, HOME, ASAP, p.customer.fb)));
  const elapsed = Date.now() - t0;
  expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
  const revenue = plan.reduce((sum, p) => sum + p.item.price * p.quantity + FEE, 0);
  const stats = (await admin(ns, 'GET', `stats/${provider.uid}`)) as ProviderStats & { applied: Record<string, string> };
  expect(stats).toMatchObject({ totalOrders: 25, monthlyOrders: 25, pendingOrders: 25 });
  expect(stats.totalRevenue).toBeCloseTo(revenue, 6);
  expect(stats.monthlyRevenue).toBeCloseTo(revenue, 6);
  expect(Object.keys(stats.applied)).toHaveLength(25);

  // settle 15 (10 accepted then delivered, 5 cancelled: their totals leave the revenues) while 10 more Buy Nows and
  // 5 two-line checkouts of the same provider (one order, one atomic write each) arrive
  const orders = Object.entries((await admin(ns, 'GET', 'orders')) as Record<string, Order>).map(([id, o]) => ({ ...o, id }));
  const more = Array.from({ length: 10 }, (_, k) => ({ customer: customers[k % 5]!, item: items[0]!, quantity: 1 }));
  const basket = (k: number): CartLine[] => items.map((it, j) => ({ ...it, quantity: k + j + 1, addedAt: 0 }));
  const cancelled = orders.slice(10, 15).reduce((sum, o) => sum + totalOf(o), 0);
  const checkoutRevenue = customers.reduce((sum, _c, k) => sum + basket(k).reduce((s, l) => s + l.price * l.quantity, 0) + FEE, 0);
  const deliver = async (o: Order) => {
    await acceptOrder(o, Date.now() + 1800e3, provider.fb);
    await markDelivered(o, provider.fb);
  };
  const t1 = Date.now();
  const mixed = await Promise.allSettled([
    ...orders.slice(0, 15).map((o, k) => (k < 10 ? deliver(o) : kitchenCancelOrder(o, 'Sold out', provider.fb))),
    ...more.map((p) => placeOrder(p.customer.uid, p.item, p.quantity, HOME, ASAP, p.customer.fb)),
    ...customers.map((c, k) => checkoutCart(c.uid, basket(k), HOME, {}, c.fb)),
  ]);
  const elapsedMixed = Date.now() - t1;
  expect(mixed.filter((r) => r.status === 'rejected')).toEqual([]);
  const final = (await admin(ns, 'GET', `stats/${provider.uid}`)) as ProviderStats;
  expect(final).toMatchObject({ totalOrders: 40, monthlyOrders: 40, pendingOrders: 25, completedOrders: 10, cancelledOrders: 5 });
  expect(final.totalRevenue).toBeCloseTo(revenue + 10 * (140 + FEE) + checkoutRevenue - cancelled, 6);
  expect(final.monthlyRevenue).toBeCloseTo(revenue + 10 * (140 + FEE) + checkoutRevenue - cancelled, 6);
  const stored = Object.values((await admin(ns, 'GET', 'orders')) as Record<string, Order>);
  expect(stored).toHaveLength(40);
  expect(stored.filter((o) => o.status === 'pending')).toHaveLength(final.pendingOrders);
  const live = stored.filter((o) => o.status !== 'cancelled').reduce((sum, o) => sum + totalOf(o), 0);
  expect(final.totalRevenue).toBeCloseTo(live, 6);
  const { applied: _a, batch: _b, ...shown } = final as ProviderStats & { applied?: unknown; batch?: unknown };
  console.info(`[stats concurrency] 25 concurrent Buy Nows by 5 customers in ${elapsed} ms: ${JSON.stringify({ totalOrders: stats.totalOrders, totalRevenue: stats.totalRevenue, expectedRevenue: revenue })}; `
    + `then 15 settlements (5 cancels) racing 10 Buy Nows and 5 two-line checkouts in ${elapsedMixed} ms: ${JSON.stringify(shown)}; revenue of the orders not cancelled: ${live}`);
});
