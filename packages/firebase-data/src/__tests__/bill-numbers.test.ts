// Issue 42: a subscription's number with its kitchen (billNo, for bill references TH-B-YYMM-NNNN), against the local
// backend and the repo's rules: given in the subscription's creation write with the kitchen's counter; customers who
// subscribe at the same moment get different numbers (the one refused takes the next).
import { billReference } from '@thali/domain/payments';
import { monthLabel } from '@thali/domain';
import { createPlan } from '../plans/plan-writes';
import { subscribeToPlan } from '../subscriptions/subscribe-to-plan';
import { addDays, dayStart } from '../tiffins/days';
import { admin, closeAll, freshNamespace, newUsers } from './support/backend';

const ns = freshNamespace('bill-numbers');
afterAll(closeAll);

const form = (planId: string, name: string) => ({
  planId, startDay: addDays(dayStart(Date.now()), 1), place: { house: `${name}'s house`, street: 'Shivaji Nagar', area: 'Dharampeth', pin: '440010' },
  customerName: name,
});
const planInput = { name: 'Everyday Veg Tiffin', description: '', meals: 'lunch', days: '1111110', diet: 'veg', price: '2500', capacity: '40' };

test('three customers subscribing to one kitchen at once get the numbers 1, 2 and 3; the next gets 4; another kitchen starts at 1', async () => {
  const [kitchen, other, asha, ravi, meera] = await newUsers(ns, ['meal_provider', 'Annapurna'], ['meal_provider', 'Saoji Ghar'],
    ['user', 'Asha'], ['user', 'Ravi'], ['user', 'Meera']);
  const [veg, lunch] = await Promise.all([createPlan(kitchen.uid, planInput, kitchen.fb), createPlan(kitchen.uid, { ...planInput, name: 'Lunch Box' }, kitchen.fb)]);
  const elsewhere = await createPlan(other.uid, planInput, other.fb);

  const ids = await Promise.all([
    subscribeToPlan(asha.uid, form(veg, 'Asha'), asha.fb),
    subscribeToPlan(ravi.uid, form(lunch, 'Ravi'), ravi.fb),
    subscribeToPlan(meera.uid, form(veg, 'Meera'), meera.fb),
  ]);
  const numbers = await Promise.all(ids.map((id) => admin(ns, 'GET', `subscriptions/${id}/billNo`)));
  expect([...numbers].sort()).toEqual([1, 2, 3]);
  expect(await admin(ns, 'GET', `billCounters/${kitchen.uid}/n`)).toBe(3);
  // every subscription's seat and holding moved once, whatever it took to number it
  expect(await admin(ns, 'GET', `plans/${veg}/seatsTaken`)).toBe(2);

  const fourth = await subscribeToPlan(asha.uid, form(lunch, 'Asha'), asha.fb);
  expect(await admin(ns, 'GET', `subscriptions/${fourth}/billNo`)).toBe(4);
  const first = await subscribeToPlan(ravi.uid, form(elsewhere, 'Ravi'), ravi.fb);
  expect(await admin(ns, 'GET', `subscriptions/${first}`)).toMatchObject({ billNo: 1, providerId: other.uid });
  expect(billReference(monthLabel(Date.UTC(2026, 10, 15)), 4, fourth)).toBe('TH-B-2611-0004');
});
