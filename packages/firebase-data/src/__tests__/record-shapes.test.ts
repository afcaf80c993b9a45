import {
  CART_LINE_FIELDS, CATEGORY_VALUES, DIETS, ORDER_LINE_FIELDS, LEGACY_ORDER_FIELDS, ORDER_STEPS, HOURS_DAY_FIELDS, KITCHEN_FIELDS, PLATE_FIELDS, WEEKDAY_KEYS, MENU_ITEM_FIELDS, MENU_ITEM_STATUSES, ORDER_FIELDS, ORDER_EXTRA_FIELDS, ORDER_STATUSES, PLAN_FIELDS, PLAN_MEALS,
  PLAN_STATUSES, STATS_COUNTERS, SUBSCRIPTION_FIELDS, SUBSCRIPTION_STATUSES,
} from '@thali/domain';
import {
  cartRecordSchema, orderLineRecordSchema, legacyOrderRecordSchema, dayHoursRecordSchema, holidayRecordSchema, plateRecordSchema, providerRecordSchema, weeklyHoursRecordSchema, menuItemRecordSchema, orderRecordSchema, parseRecord, planRecordSchema, statsRecordSchema, subscriptionRecordSchema,
} from '../schemas';
import { toOneSubscription } from '../subscriptions/to-subscription';

// The schemas read exactly the fields the database rules accept (both take them from @thali/domain).
test('each record schema has the fields of its record in the rules', () => {
  expect(Object.keys(cartRecordSchema.shape).sort()).toEqual([...CART_LINE_FIELDS].sort());
  expect(Object.keys(menuItemRecordSchema.shape).sort()).toEqual([...MENU_ITEM_FIELDS].sort());
  // issue 42: `paid` (the kitchen's mark with its payment) has its own rule beside the order's fields (RULES.md, "Payments")
  expect(Object.keys(orderRecordSchema.shape).sort()).toEqual([...ORDER_FIELDS, ...ORDER_EXTRA_FIELDS, 'paid'].sort());
  expect(Object.keys(orderLineRecordSchema.shape).sort()).toEqual([...ORDER_LINE_FIELDS].sort());
  expect(Object.keys(legacyOrderRecordSchema.shape).sort()).toEqual([...LEGACY_ORDER_FIELDS].sort());
  expect(Object.keys(statsRecordSchema.shape).sort()).toEqual([...STATS_COUNTERS, 'monthStart'].sort());
  expect(Object.keys(planRecordSchema.shape).sort()).toEqual([...PLAN_FIELDS, 'seatEvent'].sort());
  expect(Object.keys(subscriptionRecordSchema.shape).sort()).toEqual([...SUBSCRIPTION_FIELDS, 'skips', 'pauses'].sort());
});

test('tiffin plans and subscriptions read only the values the rules allow', () => {
  expect(planRecordSchema.shape.meals.options).toEqual(PLAN_MEALS);
  expect(planRecordSchema.shape.diet.options).toEqual(DIETS);
  expect(planRecordSchema.shape.status.def.innerType.options).toEqual(PLAN_STATUSES);
  expect(subscriptionRecordSchema.shape.status.options).toEqual(SUBSCRIPTION_STATUSES);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const plan = { providerId: 'p', name: 'Veg', meals: 'both', days: '1111110', diet: 'veg', price: 3200, capacity: 40 };
  expect(parseRecord(planRecordSchema, 'plans/a', plan)).toMatchObject({ seatsTaken: 0, lunchCutoff: 540, dinnerCutoff: 900, status: 'active', description: '' });
  expect(parseRecord(planRecordSchema, 'plans/b', { ...plan, days: '0000000' })).toBeUndefined();
  expect(parseRecord(planRecordSchema, 'plans/c', { ...plan, diet: 'vegan' })).toBeUndefined();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('plans/b'));
  // the report names each failing field with zod's English message (zod/mini sets no locale of its own)
  expect(warn).toHaveBeenCalledWith(expect.stringMatching(/plans\/b: days: no day chosen$/));
  expect(warn).toHaveBeenCalledWith(expect.stringMatching(/plans\/c: diet: Invalid option: expected one of "veg"\|/));
  // a subscription's price: the plan's paise, or an older record's ₹ (converted); neither: skipped and reported
  const sub = { planId: 'a', providerId: 'p', customerId: 'c', customerName: 'Asha', address: '12 Dharampeth', planName: 'Veg', meals: 'both',
    days: '1111110', diet: 'veg', startDay: 0, status: 'active', createdAt: 0 };
  expect(toOneSubscription('s1', { ...sub, mealPricePaise: 9615 })).toMatchObject({ mealPricePaise: 9615, pricePerMeal: 96.15 });
  expect(toOneSubscription('s2', { ...sub, pricePerMeal: 61.54 })).toMatchObject({ mealPricePaise: 6154, pricePerMeal: 61.54 });
  expect(toOneSubscription('s3', sub)).toBeNull();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('subscriptions/s3'));
  warn.mockRestore();
});

test('a field with a fixed set of values reads only those values', () => {
  expect(orderRecordSchema.shape.status.options).toEqual(ORDER_STATUSES);
  expect(orderRecordSchema.shape.step.def.innerType.options).toEqual(ORDER_STEPS);
  expect(menuItemRecordSchema.shape.category.options).toEqual(CATEGORY_VALUES);
  expect(menuItemRecordSchema.shape.status.def.innerType.options).toEqual(MENU_ITEM_STATUSES);
});

test('an order whose status the rules never allow is skipped and reported', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const order = { userId: 'u', providerId: 'p', lines: [{ itemId: 'i', itemName: 'Poha', price: 40, quantity: 1 }], itemsTotal: 40, fee: 40, total: 80, timestamp: 1 };
  expect(parseRecord(orderRecordSchema, 'orders/a', { ...order, status: 'completed' })).toMatchObject({ status: 'completed' });
  expect(parseRecord(orderRecordSchema, 'orders/b', { ...order, status: 'delivered' })).toBeUndefined();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('orders/b'));
  warn.mockRestore();
});

test('kitchens (issue 16): the listing\'s fields, a week of d0..d6, holidays, plate counts and diets', () => {
  expect(Object.keys(providerRecordSchema.shape)).toEqual(expect.arrayContaining([...KITCHEN_FIELDS]));
  expect(Object.keys(plateRecordSchema.shape).sort()).toEqual([...PLATE_FIELDS].sort());
  expect(Object.keys(weeklyHoursRecordSchema.shape)).toEqual([...WEEKDAY_KEYS]);
  expect(Object.keys(holidayRecordSchema.shape).sort()).toEqual(['day', 'note']);
  expect(menuItemRecordSchema.shape.diet.def.innerType.options).toEqual(DIETS);
  expect(orderLineRecordSchema.shape.diet.def.innerType.options).toEqual(DIETS);
  expect(cartRecordSchema.shape.diet.def.innerType.options).toEqual(DIETS);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const fields = new Set<string>(HOURS_DAY_FIELDS);
  for (const day of [{ closed: true }, { open: 660, close: 900 }, { open: 660, close: 900, open2: 1080, close2: 1440 }]) {
    expect(Object.keys(dayHoursRecordSchema.parse(day)).every((k) => fields.has(k))).toBe(true);
  }
  expect(dayHoursRecordSchema.safeParse({ open: 900, close: 660 }).success).toBe(false);
  expect(dayHoursRecordSchema.safeParse({ open: 660, close: 900, open2: 800, close2: 1000 }).success).toBe(false);
  expect(dayHoursRecordSchema.safeParse({ open: 660, close: 1441 }).success).toBe(false);
  const week = Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, { closed: true }]));
  const listing = { name: 'Annapurna', hours: week, holidays: { 1763836200000: { day: 1763836200000, note: 'Diwali' } }, accepting: false, pureVeg: true };
  expect(parseRecord(providerRecordSchema, 'providers/a', listing)).toMatchObject(listing);
  const { d6: _sunday, ...sixDays } = week;
  expect(parseRecord(providerRecordSchema, 'providers/b', { ...listing, hours: sixDays })).toBeUndefined();
  const item = { providerId: 'p', name: 'Poha', description: 'Sev', price: 30, category: 'main-course', imageUrl: '/images/poha.svg' };
  expect(parseRecord(menuItemRecordSchema, 'menu-items/a', item)).not.toHaveProperty('diet'); // older items have none
  expect(parseRecord(menuItemRecordSchema, 'menu-items/b', { ...item, diet: 'egg', platesPerDay: 20 })).toMatchObject({ diet: 'egg', platesPerDay: 20 });
  expect(parseRecord(menuItemRecordSchema, 'menu-items/c', { ...item, platesPerDay: 0 })).toBeUndefined();
  expect(parseRecord(plateRecordSchema, 'plateCounts/p/1763836200000/i', { sold: 3, order: 'o1' })).toEqual({ sold: 3, order: 'o1' });
  warn.mockRestore();
});
