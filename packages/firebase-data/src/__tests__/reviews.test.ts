import { DAY_MS } from '@thali/domain';
import { addMenuItem } from '../menu/add-menu-item';
import type { MenuItem, MyReview, Order, Review } from '../model';
import { placeOrder } from '../orders/place-order';
import { acceptOrder, markDelivered } from '../orders/order-steps';
import { parseOrder } from '../orders/to-orders';
import { getProvider } from '../providers/get-provider';
import { replyToReview } from '../reviews/reply-to-review';
import { subscribeCustomerReviews, subscribeProviderReviews } from '../reviews/review-reads';
import { REVIEW_MESSAGES } from '../reviews/validate-review';
import { writeReview } from '../reviews/write-review';
import { admin, closeAll, freshNamespace, HOME, newUser, openApp, setClock, until, type TestUser, ASAP } from './support/backend';

const ns = freshNamespace('reviews');
afterAll(closeAll);

/** The order as stored, read as the pages read it. */
const orderOf = async (id: string): Promise<Order> => parseOrder(id, await admin(ns, 'GET', `orders/${id}`))!;
/** A delivered order: the customer orders, the kitchen accepts and delivers it (through the data package, as the apps do). */
async function delivered(customer: TestUser, kitchen: TestUser, item: MenuItem): Promise<Order> {
  const { id } = await placeOrder(customer.uid, item, 1, HOME, ASAP, customer.fb);
  await acceptOrder({ id }, Date.now() + 1800e3, kitchen.fb);
  await markDelivered({ id }, kitchen.fb);
  return orderOf(id);
}
const menuItem = (kitchen: TestUser) => addMenuItem(kitchen.uid, { name: 'Varhadi Thali', description: 'Bhakri, zunka, rice',
  price: 140, category: 'main-course', imageUrl: 'https://example.com/t.jpg', diet: 'veg', platesPerDay: '' }, kitchen.fb);
/** A kitchen with a dish on its menu and a customer to order it, made one after the other. */
async function kitchenAndCustomer(kitchenName: string, customerName = 'Riya') {
  const kitchen = await newUser(ns, 'meal_provider', kitchenName);
  const riya = await newUser(ns, 'user', customerName);
  const item = await menuItem(kitchen);
  return { kitchen, riya, item };
}

test('a customer reviews a delivered order, edits it, the kitchen replies once; the rating follows, live and public', async () => {
  const { kitchen, riya, item } = await kitchenAndCustomer('Annapurna Tiffin', 'riya Deshmukh');
  const order = await delivered(riya, kitchen, item);
  const seen: Review[][] = [];
  const stop = subscribeProviderReviews({ providerId: kitchen.uid, onData: (r) => seen.push(r), fb: openApp(ns) });
  try {
    await expect(writeReview(riya.uid, order, { stars: 6, comment: '' }, riya.fb)).rejects.toThrow(REVIEW_MESSAGES.stars);
    await expect(writeReview(riya.uid, order, { stars: 4, comment: 'x'.repeat(501) }, riya.fb)).rejects.toThrow(REVIEW_MESSAGES.comment);
    const key = await writeReview(riya.uid, order, { stars: 4, comment: '  Soft rotis, lovely dal.  ' }, riya.fb);
    // an opaque key: neither the order's id nor the customer's uid
    expect(key).not.toContain(order.id);
    expect(key).not.toContain(riya.uid);
    expect(await getProvider(kitchen.uid, openApp(ns))).toMatchObject({ rating: 4, ratingCount: 1 });
    await until(() => seen.at(-1)?.[0]?.comment === 'Soft rotis, lovely dal.');
    expect(seen.at(-1)?.[0]).toMatchObject({ id: key, userInitial: 'R', stars: 4 });
    // the public record names neither the customer nor the order (issue 36)
    const stored = (await admin(ns, 'GET', `reviews/${key}`)) as Record<string, unknown>;
    expect(JSON.stringify(stored)).not.toContain(riya.uid);
    expect(JSON.stringify(stored)).not.toContain(order.id);
    expect(await admin(ns, 'GET', `reviewKeys/${riya.uid}/${kitchen.uid}`)).toMatchObject({ key, order: order.id });
    // an edit moves the sum by the difference; the count stays
    await writeReview(riya.uid, order, { stars: 2, comment: 'Cold this time.' }, riya.fb);
    expect(await admin(ns, 'GET', `providers/${kitchen.uid}`)).toMatchObject({ ratingSum: 2, ratingCount: 1 });
    await replyToReview(kitchen.uid, key, 'Sorry! We now pack it in a hot box.', kitchen.fb);
    await until(() => seen.at(-1)?.[0]?.reply === 'Sorry! We now pack it in a hot box.');
    await expect(replyToReview(kitchen.uid, key, 'Again', kitchen.fb)).rejects.toThrow(REVIEW_MESSAGES.replied);
    await expect(replyToReview(kitchen.uid, key, '   ', kitchen.fb)).rejects.toThrow(REVIEW_MESSAGES.replyEmpty);
    // after the edit window (server time): refused with the plain reason, the review kept
    await setClock(ns, 7 * DAY_MS + 60000);
    try {
      await expect(writeReview(riya.uid, order, { stars: 5, comment: '' }, riya.fb)).rejects.toThrow(REVIEW_MESSAGES.editClosed);
    } finally {
      await setClock(ns, 0);
    }
    expect(await admin(ns, 'GET', `reviews/${key}`)).toMatchObject({ stars: 2, reply: 'Sorry! We now pack it in a hot box.' });
  } finally {
    stop();
  }
});

test('one review per customer per kitchen: a later order edits it (and reopens its window), the count stays; My Orders reads it', async () => {
  const { kitchen, riya, item } = await kitchenAndCustomer('Gharguti Dabba');
  const first = await delivered(riya, kitchen, item);
  const key = await writeReview(riya.uid, first, { stars: 3, comment: 'Fine.' }, riya.fb);
  const mine: MyReview[][] = [];
  const stop = subscribeCustomerReviews({ uid: riya.uid, onData: (r) => mine.push(r), fb: riya.fb });
  try {
    await until(() => mine.at(-1)?.[0]?.stars === 3);
    expect(mine.at(-1)).toEqual([expect.objectContaining({ id: key, providerId: kitchen.uid, orderId: first.id, orderAt: first.timestamp })]);
    // a second delivered order, placed after the first (before the clock moves: orders need the kitchen open)
    const second = await delivered(riya, kitchen, item);
    await setClock(ns, 8 * DAY_MS);
    try {
      await expect(writeReview(riya.uid, first, { stars: 4, comment: '' }, riya.fb)).rejects.toThrow(REVIEW_MESSAGES.editClosed);
      // through the later order: the same review, now based on it, editable again
      expect(await writeReview(riya.uid, second, { stars: 5, comment: 'Much better now.' }, riya.fb)).toBe(key);
      expect(await admin(ns, 'GET', `providers/${kitchen.uid}`)).toMatchObject({ ratingSum: 5, ratingCount: 1 });
      expect(await admin(ns, 'GET', `reviewKeys/${riya.uid}/${kitchen.uid}`)).toMatchObject({ key, order: second.id });
      await until(() => mine.at(-1)?.[0]?.orderId === second.id && mine.at(-1)?.[0]?.stars === 5);
      expect(mine.at(-1)).toHaveLength(1);
    } finally {
      await setClock(ns, 0);
    }
  } finally {
    stop();
  }
});

test('one customer fires 3 first reviews of one kitchen at once (3 orders): one review, counted once', async () => {
  const { kitchen, riya, item } = await kitchenAndCustomer('Double Click Kitchen');
  const orders = [await delivered(riya, kitchen, item), await delivered(riya, kitchen, item), await delivered(riya, kitchen, item)];
  const keys = await Promise.all(orders.map((o, i) => writeReview(riya.uid, o, { stars: i + 3, comment: `Try ${i}` }, riya.fb)));
  expect(new Set(keys).size).toBe(1);
  const listing = (await admin(ns, 'GET', `providers/${kitchen.uid}`)) as { ratingSum: number; ratingCount: number };
  const review = (await admin(ns, 'GET', `reviews/${keys[0]}`)) as { stars: number };
  expect(listing).toMatchObject({ ratingCount: 1, ratingSum: review.stars });
});

test('an order not delivered, or not the customer\'s, cannot be reviewed', async () => {
  const kitchen = await newUser(ns, 'meal_provider', 'Saoji Rasoi');
  const riya = await newUser(ns, 'user', 'Riya');
  const amit = await newUser(ns, 'user', 'Amit');
  const item = await menuItem(kitchen);
  const pending = await orderOf((await placeOrder(riya.uid, item, 1, HOME, ASAP, riya.fb)).id);
  await expect(writeReview(riya.uid, pending, { stars: 5, comment: '' }, riya.fb)).rejects.toThrow(REVIEW_MESSAGES.notReviewable);
  // claiming the order is completed does not fool the database
  await expect(writeReview(riya.uid, { ...pending, status: 'completed' }, { stars: 5, comment: '' }, riya.fb)).rejects.toThrow(REVIEW_MESSAGES.notReviewable);
  const order = await delivered(riya, kitchen, item);
  await expect(writeReview(amit.uid, { ...order, userId: amit.uid }, { stars: 1, comment: '' }, amit.fb)).rejects.toThrow(REVIEW_MESSAGES.notReviewable);
  expect(await admin(ns, 'GET', `providers/${kitchen.uid}/ratingCount`)).toBeNull();
});

test('8 customers review the same kitchen at once: ratingSum and ratingCount are exactly the totals', async () => {
  const kitchen = await newUser(ns, 'meal_provider', 'Busy Kitchen');
  const item = await menuItem(kitchen);
  const customers = await Promise.all(Array.from({ length: 8 }, (_, i) => newUser(ns, 'user', `Customer ${i + 1}`)));
  const orders = await Promise.all(customers.map((c) => delivered(c, kitchen, item)));
  const stars = customers.map((_, i) => (i % 5) + 1);
  const results = await Promise.allSettled(customers.map((c, i) => writeReview(c.uid, orders[i]!, { stars: stars[i]!, comment: `Review ${i}` }, c.fb)));
  expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
  const listing = (await admin(ns, 'GET', `providers/${kitchen.uid}`)) as { ratingSum: number; ratingCount: number };
  expect(listing).toMatchObject({ ratingSum: stars.reduce((a, b) => a + b, 0), ratingCount: 8 });
  // and a second round of edits racing each other keeps the sum equal to the stored stars
  await Promise.all(customers.map((c, i) => writeReview(c.uid, orders[i]!, { stars: 5, comment: 'Edited' }, c.fb)));
  expect(await admin(ns, 'GET', `providers/${kitchen.uid}`)).toMatchObject({ ratingSum: 40, ratingCount: 8 });
});
