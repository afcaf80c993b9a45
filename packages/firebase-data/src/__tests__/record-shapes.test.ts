import {
  CART_LINE_FIELDS, CATEGORY_VALUES, DIETS, MENU_ITEM_FIELDS, MENU_ITEM_STATUSES, ORDER_FIELDS, ORDER_EXTRA_FIELDS, ORDER_STATUSES, PLAN_FIELDS, PLAN_MEALS,
  PLAN_STATUSES, STATS_COUNTERS, SUBSCRIPTION_FIELDS, SUBSCRIPTION_STATUSES,
} from '@thali/domain';
import {
  cartRecordSchema, menuItemRecordSchema, orderRecordSchema, parseRecord, planRecordSchema, statsRecordSchema, subscriptionRecordSchema,
} from '../schemas';

// The schemas read exactly the fields the database rules accept (both take them from @thali/domain).
test('each record schema has the fields of its record in the rules', () => {
  expect(Object.keys(cartRecordSchema.shape).sort()).toEqual([...CART_LINE_FIELDS].sort());
  expect(Object.keys(menuItemRecordSchema.shape).sort()).toEqual([...MENU_ITEM_FIELDS].sort());
  expect(Object.keys(orderRecordSchema.shape).sort()).toEqual([...ORDER_FIELDS, ...ORDER_EXTRA_FIELDS].sort());
  expect(Object.keys(statsRecordSchema.shape).sort()).toEqual([...STATS_COUNTERS, 'monthStart'].sort());
  expect(Object.keys(planRecordSchema.shape).sort()).toEqual([...PLAN_FIELDS, 'seatEvent'].sort());
  expect(Object.keys(subscriptionRecordSchema.shape).sort()).toEqual([...SUBSCRIPTION_FIELDS, 'skips', 'pauses'].sort());
});

test('tiffin plans and subscriptions read only the values the rules allow', () => {
  expect(planRecordSchema.shape.meals.options).toEqual(PLAN_MEALS);
  expect(planRecordSchema.shape.diet.options).toEqual(DIETS);
  expect(planRecordSchema.shape.status.unwrap().options).toEqual(PLAN_STATUSES);
  expect(subscriptionRecordSchema.shape.status.options).toEqual(SUBSCRIPTION_STATUSES);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const plan = { providerId: 'p', name: 'Veg', meals: 'both', days: '1111110', diet: 'veg', price: 3200, capacity: 40 };
  expect(parseRecord(planRecordSchema, 'plans/a', plan)).toMatchObject({ seatsTaken: 0, lunchCutoff: 540, dinnerCutoff: 900, status: 'active', description: '' });
  expect(parseRecord(planRecordSchema, 'plans/b', { ...plan, days: '0000000' })).toBeUndefined();
  expect(parseRecord(planRecordSchema, 'plans/c', { ...plan, diet: 'vegan' })).toBeUndefined();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('plans/b'));
  warn.mockRestore();
});

test('a field with a fixed set of values reads only those values', () => {
  expect(orderRecordSchema.shape.status.options).toEqual(ORDER_STATUSES);
  expect(menuItemRecordSchema.shape.category.options).toEqual(CATEGORY_VALUES);
  expect(menuItemRecordSchema.shape.status.unwrap().options).toEqual(MENU_ITEM_STATUSES);
});

test('an order whose status the rules never allow is skipped and reported', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const order = { userId: 'u', providerId: 'p', itemId: 'i', itemName: 'Poha', price: 40, quantity: 1, timestamp: 1 };
  expect(parseRecord(orderRecordSchema, 'orders/a', { ...order, status: 'completed' })).toMatchObject({ status: 'completed' });
  expect(parseRecord(orderRecordSchema, 'orders/b', { ...order, status: 'delivered' })).toBeUndefined();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('orders/b'));
  warn.mockRestore();
});
