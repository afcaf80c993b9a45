import type { Plan, Provider } from '../../model';
import { fakeData } from '..';
import { kitchenSheet } from '../../logic';

const data = fakeData.module;
beforeEach(() => fakeData.reset());
afterEach(() => jest.useRealTimers());

const ist = (date: string, time = '00:00') => Date.parse(`${date}T${time}:00+05:30`);
const kitchen = (id: string, approved = true): Provider => ({ id, name: id, cuisine: '', address: '', phone: '', rating: null, approved, holidays: [], accepting: true, pureVeg: false, deliversTo: [], minOrder: 0 });
const input = { name: 'Everyday Veg Tiffin', description: '', meals: 'both', days: '1111110', diet: 'veg', price: '3200', capacity: '2' };

test('a kitchen creates, edits and retires plans; the menu sees only the active ones, live', async () => {
  fakeData.seed({ plans: [], providers: [kitchen('p1')] });
  const mine: string[][] = [];
  const menu: string[][] = [];
  data.subscribeProviderPlans({ providerId: 'p1', onData: (p) => mine.push(p.map((x) => `${x.name}:${x.status}`)) });
  data.subscribeActivePlans({ providerId: 'p1', onData: (p) => menu.push(p.map((x) => x.name)) });
  await expect(data.createPlan('p1', { ...input, name: '' })).rejects.toMatchObject({ errors: { name: 'Plan name is required' } });
  const id = await data.createPlan('p1', input);
  await data.createPlan('p1', { ...input, name: 'Anna Lunch' });
  await data.updatePlan('p1', id, { ...input, price: 3000 });
  expect(fakeData.table('plans')!.find((p) => p.id === id)).toMatchObject({ price: 3000, mealPricePaise: 5769, seatsTaken: 0, lunchCutoff: 540, dinnerCutoff: 900 });
  await expect(data.updatePlan('p2', id, input)).rejects.toThrow(/PERMISSION_DENIED/);
  await data.retirePlan('p1', id);
  expect(mine.at(-1)).toEqual(['Anna Lunch:active', 'Everyday Veg Tiffin:retired']);
  expect(menu.at(-1)).toEqual(['Anna Lunch']);
  expect(await data.listProvidersWithPlans()).toEqual(new Set(['p1']));
});

test('subscribe takes a seat and saves the address; a full plan says so; skip until the cut-off; cancel frees the seat', async () => {
  jest.useFakeTimers({ now: ist('2026-11-23', '08:00'), doNotFake: ['nextTick', 'setImmediate'] });
  const plan: Plan = {
    id: 'plan-1', providerId: 'p1', name: 'Veg', description: '', meals: 'both', days: '1111110', diet: 'veg', price: 3200, mealPricePaise: 6154,
    capacity: 1, seatsTaken: 0, lunchCutoff: 540, dinnerCutoff: 900, status: 'active', createdAt: 0, updatedAt: 0,
  };
  fakeData.seed({
    plans: [plan], subscriptions: [], providers: [kitchen('p1')],
    profiles: { c1: { uid: 'c1', name: 'Asha', email: 'a@x.in', role: 'user', createdAt: '' } },
  });
  const tomorrow = ist('2026-11-24');
  const form = { planId: 'plan-1', startDay: tomorrow, address: '12 Dharampeth, Nagpur', customerName: 'Asha' };
  const subId = await data.subscribeToPlan('c1', form);
  expect(fakeData.table('plans')![0]!.seatsTaken).toBe(1);
  expect(fakeData.table('subscriptions')![0]).toMatchObject({ mealPricePaise: 6154, pricePerMeal: 61.54 });
  expect(fakeData.table('profiles')!.c1!.address).toBe('12 Dharampeth, Nagpur');
  await expect(data.subscribeToPlan('c2', { ...form, customerName: 'Ravi' })).rejects.toThrow('This plan is full.');
  const sheet: number[] = [];
  data.subscribeProviderSubscriptions({ providerId: 'p1', onData: (subs) => sheet.push(kitchenSheet(subs, [plan], tomorrow).total) });
  await data.skipMeal('c1', subId, tomorrow, 'lunch');
  expect(sheet).toEqual([2, 1]);
  jest.setSystemTime(ist('2026-11-24', '09:00'));
  await expect(data.undoSkip('c1', subId, tomorrow, 'lunch')).rejects.toThrow('The cut-off for this meal has passed.');
  await data.skipMeal('c1', subId, tomorrow, 'dinner');
  const pauseId = await data.pauseSubscription('c1', subId, ist('2026-11-26'), ist('2026-11-28'));
  await expect(data.pauseSubscription('c1', subId, ist('2026-11-24'), ist('2026-11-25'))).rejects.toThrow('The cut-off for this meal has passed.');
  await data.resumeSubscription('c1', subId);
  expect(fakeData.table('subscriptions')![0]!.pauses[pauseId]).toBeUndefined();
  await data.cancelSubscription('c1', subId);
  expect(fakeData.table('subscriptions')![0]).toMatchObject({ status: 'cancelled', endDay: ist('2026-11-25'), cancelledBy: 'customer' });
  expect(fakeData.table('plans')![0]!.seatsTaken).toBe(0);
  await expect(data.cancelSubscription('c2', subId)).rejects.toThrow('This subscription was not found.');
});

test('two active subscriptions per customer and plan; the kitchen cancels one with a reason; skips read by their stored fields', async () => {
  jest.useFakeTimers({ now: ist('2026-11-23', '08:00'), doNotFake: ['nextTick', 'setImmediate'] });
  const plan: Plan = {
    id: 'plan-1', providerId: 'p1', name: 'Veg', description: '', meals: 'both', days: '1111110', diet: 'veg', price: 3200, mealPricePaise: 6154,
    capacity: 10, seatsTaken: 0, lunchCutoff: 540, dinnerCutoff: 900, status: 'active', createdAt: 0, updatedAt: 0,
  };
  fakeData.seed({ plans: [plan, { ...plan, id: 'old', mealPricePaise: undefined }], subscriptions: [], providers: [kitchen('p1')] });
  const form = { planId: 'plan-1', startDay: ist('2026-11-24'), address: '12 Dharampeth, Nagpur', customerName: 'Asha' };
  await expect(data.subscribeToPlan('c1', { ...form, planId: 'old' })).rejects.toThrow('This plan is not taking new subscriptions.');
  const first = await data.subscribeToPlan('c1', form);
  await data.subscribeToPlan('c1', form);
  await expect(data.subscribeToPlan('c1', form)).rejects.toThrow('You already have 2 active subscriptions to this plan.');
  await expect(data.kitchenCancelSubscription('p1', first, '')).rejects.toThrow('Please say why you are cancelling this subscription.');
  await expect(data.kitchenCancelSubscription('p2', first, 'Not mine')).rejects.toThrow('This subscription was not found.');
  await data.kitchenCancelSubscription('p1', first, ' Two seats under made-up names. ');
  expect(fakeData.table('subscriptions')!.find((s) => s.id === first)).toMatchObject({
    status: 'cancelled', cancelledBy: 'provider', cancelReason: 'Two seats under made-up names.', endDay: ist('2026-11-24'),
  });
  await data.subscribeToPlan('c1', form);
  // a record under another day's key skips nothing
  const tomorrow = ist('2026-11-24');
  fakeData.seed({ subscriptions: fakeData.table('subscriptions')!.map((s) => ({ ...s, skips: { [`${tomorrow}-lunch`]: { day: ist('2026-12-01'), meal: 'lunch' } } })) });
  const second = fakeData.table('subscriptions')!.find((s) => s.status === 'active')!;
  await data.skipMeal('c1', second.id, tomorrow, 'lunch');
  expect(fakeData.table('subscriptions')!.find((s) => s.id === second.id)!.skips[`${tomorrow}-lunch`]).toEqual({ day: tomorrow, meal: 'lunch' });
});
