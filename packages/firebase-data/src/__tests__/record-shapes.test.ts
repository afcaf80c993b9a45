import {
  CART_LINE_FIELDS, CATEGORY_VALUES, MENU_ITEM_FIELDS, MENU_ITEM_STATUSES, ORDER_FIELDS, ORDER_STATUSES, STATS_COUNTERS,
} from '@thali/domain';
import { cartRecordSchema, menuItemRecordSchema, orderRecordSchema, parseRecord, statsRecordSchema } from '../schemas';

// The schemas read exactly the fields the database rules accept (both take them from @thali/domain).
test('each record schema has the fields of its record in the rules', () => {
  expect(Object.keys(cartRecordSchema.shape).sort()).toEqual([...CART_LINE_FIELDS].sort());
  expect(Object.keys(menuItemRecordSchema.shape).sort()).toEqual([...MENU_ITEM_FIELDS].sort());
  expect(Object.keys(orderRecordSchema.shape).sort()).toEqual([...ORDER_FIELDS, 'updatedAt'].sort());
  expect(Object.keys(statsRecordSchema.shape).sort()).toEqual([...STATS_COUNTERS, 'monthStart'].sort());
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
