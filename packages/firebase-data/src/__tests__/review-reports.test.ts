// Issue 41, the Reviews page, against the local backend with the real SDK: a customer and the reviewed kitchen report a
// review (once each; another kitchen cannot), staff read the queue, hide the review (it leaves the public list and the
// kitchen's figures drop by exactly its stars, in one write, audited), restore it, and dismiss reports; races leave the
// figures exact.
import { addMenuItem } from '../menu/add-menu-item';
import type { MenuItem, Order, Review } from '../model';
import { placeOrder } from '../orders/place-order';
import { acceptOrder, markDelivered } from '../orders/order-steps';
import { parseOrder } from '../orders/to-orders';
import { subscribeProviderReviews } from '../reviews/review-reads';
import { readMyReport, reportReview } from '../reviews/report-review';
import { REPORT_MESSAGES } from '../reviews/validate-report';
import { REVIEW_MESSAGES } from '../reviews/validate-review';
import { writeReview } from '../reviews/write-review';
import { dismissReports, hideReview, restoreReview } from '../staff/moderate-review';
import { subscribeAudit, subscribeHiddenReviews, subscribeReportedReviews } from '../staff/staff-reads';
import type { AuditEntry, ModeratedReview } from '../staff/staff-types';
import { admin, ASAP, closeAll, freshNamespace, HOME, itemInput, newUser, type TestUser, watch } from './support/backend';

const ns = freshNamespace('review-reports');
afterAll(closeAll);

async function delivered(customer: TestUser, kitchen: TestUser, item: MenuItem): Promise<Order> {
  const { id } = await placeOrder(customer.uid, item, 1, HOME, ASAP, customer.fb);
  await acceptOrder({ id }, Date.now() + 1800e3, kitchen.fb);
  await markDelivered({ id }, kitchen.fb);
  return parseOrder(id, await admin(ns, 'GET', `orders/${id}`))!;
}
async function staffMember(name: string): Promise<TestUser> {
  const staff = await newUser(ns, 'user', name);
  await admin(ns, 'PUT', `admins/${staff.uid}`, true);
  return staff;
}
/** A kitchen with `stars.length` reviews, one per new customer, and the review keys in that order. */
async function reviewedKitchen(name: string, stars: number[]) {
  const kitchen = await newUser(ns, 'meal_provider', name);
  const item = await addMenuItem(kitchen.uid, itemInput('Varhadi Thali', 140), kitchen.fb);
  const customers = await Promise.all(stars.map((_, i) => newUser(ns, 'user', `Customer ${i}`)));
  const keys: string[] = [];
  const orders: Order[] = [];
  for (const [i, c] of customers.entries()) {
    orders.push(await delivered(c, kitchen, item));
    keys.push(await writeReview(c.uid, orders[i]!, { stars: stars[i]!, comment: `Review ${i}` }, c.fb));
  }
  return { kitchen, item, customers, keys, orders };
}
const figures = async (uid: string) => admin(ns, 'GET', `providers/${uid}`) as Promise<{ ratingSum: number; ratingCount: number }>;

test('a customer and the reviewed kitchen report once each; staff see the queue, hide (audited), the list and figures follow; restore', async () => {
  const { kitchen, customers: [author, riya], keys: [k1, k2], orders: [authorsOrder] } = await reviewedKitchen('Annapurna Tiffin', [1, 5]);
  const [staff, other] = await Promise.all([staffMember('Ops One'), newUser(ns, 'meal_provider', 'Saoji Ghar')]);
  const queue = watch<ModeratedReview[]>((onData, onError) => subscribeReportedReviews({ onData, onError, fb: staff.fb }));
  const publicList = watch<Review[]>((onData, onError) => subscribeProviderReviews({ providerId: kitchen.uid, onData, onError, fb: riya!.fb }));
  try {
    expect(await queue.next()).toEqual([]);
    await expect(reportReview(riya!.uid, k1!, ' x ', riya!.fb)).rejects.toThrow(REPORT_MESSAGES.reasonShort);
    await reportReview(riya!.uid, k1!, '  Abusive words about the cook.  ', riya!.fb);
    await expect(reportReview(riya!.uid, k1!, 'Again please', riya!.fb)).rejects.toThrow(REPORT_MESSAGES.already);
    expect(await readMyReport(riya!.uid, k1!, riya!.fb)).toMatchObject({ reason: 'Abusive words about the cook.' });
    await expect(reportReview(other.uid, k1!, 'Not a real customer.', other.fb)).rejects.toThrow(REPORT_MESSAGES.notAllowed);
    await reportReview(kitchen.uid, k1!, 'This customer never ordered this.', kitchen.fb);
    const [queued] = await queue.next((q) => q[0]?.reports.length === 2);
    expect(queued).toMatchObject({ id: k1, providerId: kitchen.uid, kitchenName: 'Annapurna Tiffin', stars: 1, comment: 'Review 0', hidden: false });
    expect(queued!.reports.map((r) => [r.by, r.fromKitchen, r.reason])).toEqual([
      [riya!.uid, false, 'Abusive words about the cook.'], [kitchen.uid, true, 'This customer never ordered this.']]);
    // neither a customer nor the kitchen reads the queue
    const refused = watch<ModeratedReview[]>((onData, onError) => subscribeReportedReviews({ onData, onError, fb: kitchen.fb }));
    expect((await refused.failed()).message).toMatch(/permission/i);
    refused.stop();

    expect(await figures(kitchen.uid)).toMatchObject({ ratingSum: 6, ratingCount: 2 });
    await hideReview(staff.uid, k1!, 'Abusive', staff.fb);
    expect(await figures(kitchen.uid)).toMatchObject({ ratingSum: 5, ratingCount: 1 });
    expect(await queue.next((q) => q.length === 0)).toEqual([]);
    expect((await publicList.next((l) => l.length === 1)).map((r) => r.id)).toEqual([k2]);
    const hidden = watch<ModeratedReview[]>((onData, onError) => subscribeHiddenReviews({ onData, onError, fb: staff.fb }));
    expect((await hidden.next((h) => h.length === 1))[0]).toMatchObject({ id: k1, hidden: true });
    const trail = watch<AuditEntry[]>((onData, onError) => subscribeAudit({ target: `reviews/${k1}`, onData, onError, fb: staff.fb }));
    expect((await trail.next((t) => t.length === 1))[0]).toMatchObject({ by: staff.uid, action: 'hide', reason: 'Abusive' });
    // the author cannot edit its hidden review (its stars are out of the figures)
    await expect(writeReview(author!.uid, authorsOrder!, { stars: 5, comment: '' }, author!.fb)).rejects.toThrow(REVIEW_MESSAGES.hidden);
    expect(await figures(kitchen.uid)).toMatchObject({ ratingSum: 5, ratingCount: 1 });

    await restoreReview(staff.uid, k1!, undefined, staff.fb);
    expect(await figures(kitchen.uid)).toMatchObject({ ratingSum: 6, ratingCount: 2 });
    await publicList.next((l) => l.length === 2);
    expect(await hidden.next((h) => h.length === 0)).toEqual([]);
    expect((await trail.next((t) => t.length === 2)).map((e) => e.action)).toEqual(['restore', 'hide']);
    hidden.stop();
    trail.stop();
  } finally {
    queue.stop();
    publicList.stop();
  }
});

test('dismiss closes the reports with an audit entry; a new report opens the queue again', async () => {
  const { customers: [, riya, amit], keys: [k1] } = await reviewedKitchen('Gharguti Dabba', [2, 4, 4]);
  const staff = await staffMember('Ops Two');
  const queue = watch<ModeratedReview[]>((onData, onError) => subscribeReportedReviews({ onData, onError, fb: staff.fb }));
  try {
    await reportReview(riya!.uid, k1!, 'Spam, copied from elsewhere.', riya!.fb);
    await queue.next((q) => q.some((r) => r.id === k1));
    await dismissReports(staff.uid, k1!, 'Honest opinion', staff.fb);
    await queue.next((q) => !q.some((r) => r.id === k1));
    expect(await admin(ns, 'GET', `reviews/${k1}/moderation`)).toBeNull();
    await reportReview(amit!.uid, k1!, 'Still spam, please look.', amit!.fb);
    const [again] = (await queue.next((q) => q.some((r) => r.id === k1))).filter((r) => r.id === k1);
    expect(again!.reports).toHaveLength(2);
  } finally {
    queue.stop();
  }
});

test('races: two staff hide at once, and a hide races a new review of the same kitchen; the figures stay exact', async () => {
  const { kitchen, item, keys: [k1] } = await reviewedKitchen('Trimurti Dabba', [3, 5]);
  const [one, two] = await Promise.all([staffMember('Ops A'), staffMember('Ops B')]);
  const late = await newUser(ns, 'user', 'Late Reviewer');
  const order = await delivered(late, kitchen, item);
  await Promise.all([hideReview(one.uid, k1!, undefined, one.fb), hideReview(two.uid, k1!, undefined, two.fb),
    writeReview(late.uid, order, { stars: 4, comment: 'Good' }, late.fb)]);
  // 3 + 5 − 3 (hidden once) + 4 = 9 over 2 − 1 + 1 = 2 reviews
  expect(await figures(kitchen.uid)).toMatchObject({ ratingSum: 9, ratingCount: 2 });
  const hides = Object.values((await admin(ns, 'GET', 'audit')) as Record<string, AuditEntry>).filter((e) => e.target === `reviews/${k1}`);
  expect(hides.map((e) => e.action)).toEqual(['hide']);
  await Promise.all([restoreReview(one.uid, k1!, undefined, one.fb), restoreReview(two.uid, k1!, undefined, two.fb)]);
  expect(await figures(kitchen.uid)).toMatchObject({ ratingSum: 12, ratingCount: 3 });
});
