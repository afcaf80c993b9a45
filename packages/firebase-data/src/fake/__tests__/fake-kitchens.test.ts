// The fake's kitchens (issue 16) answer as the real use cases do: hours, holidays, pause, pure veg, plates.
import * as real from '../../logic';
import type { WeeklyHours } from '../../model';
import type { MenuItem, PlateCounts, Provider } from '../../model';
import { dayStart } from '../../tiffins/days';
import { fakeData } from '..';

const data = fakeData.module;
const HOME = { address: '12 Laxmi Nagar, Nagpur', name: 'Asha', phone: '98765 43210' };
const kitchen: Provider = {
  id: 'p1', name: 'Annapurna', cuisine: 'Saoji', address: 'Nagpur', rating: null, approved: true, holidays: [], accepting: true, pureVeg: false, deliversTo: [], minOrder: 0,
};
const item = (id: string, over: Partial<MenuItem> = {}): MenuItem => ({
  id, providerId: 'p1', name: id, description: 'Fresh', price: 100, category: 'main-course', imageUrl: '/images/thali.svg',
  status: 'active', createdAt: 1, updatedAt: 1, diet: 'veg', ...over,
});
const input = (diet: '' | 'veg' | 'egg' | 'non-veg', platesPerDay = '') => ({
  name: 'Egg Curry', description: 'Spicy', price: '120', category: 'main-course', imageUrl: '/images/thali.svg', diet, platesPerDay,
});

const chicken = item('chicken', { diet: 'non-veg', platesPerDay: 2 });

beforeEach(() => {
  fakeData.reset();
  fakeData.seed({ providers: [kitchen], menuItems: [item('thali'), chicken], orders: [], stats: {}, carts: {} });
});

test('hours, holidays and pause change the listing; invalid hours throw KitchenHoursError', async () => {
  const hours = Object.fromEntries(real.WEEKDAY_KEYS.map((k) => [k, { open: 660, close: 1320 }])) as WeeklyHours;
  await data.setKitchenHours('p1', hours);
  expect(fakeData.table('providers')![0]!.hours!.d0).toEqual({ open: 660, close: 1320 });
  await expect(data.setKitchenHours('p1', { ...hours, d0: { open: 700, close: 600 } })).rejects.toBeInstanceOf(real.KitchenHoursError);
  await data.setKitchenHours('p1', null);
  expect(fakeData.table('providers')![0]!.hours).toBeUndefined();
  const day = await data.addHoliday('p1', { day: Date.now() + 86400e3, note: ' Diwali ' });
  expect(fakeData.table('providers')![0]!.holidays).toEqual([{ day, note: 'Diwali' }]);
  await data.removeHoliday('p1', day);
  expect(fakeData.table('providers')![0]!.holidays).toEqual([]);
  await data.setAcceptingOrders('p1', false);
  await expect(data.placeOrder('c1', item('thali'), 1, HOME)).rejects.toThrow(new real.KitchenClosedError('p1', 'This kitchen is not taking orders right now.'));
  expect(fakeData.table('orders')).toEqual([]);
});

test('pure veg follows every menu write', async () => {
  const pureVeg = () => fakeData.table('providers')![0]!.pureVeg;
  await data.deleteMenuItem('chicken');
  expect(pureVeg()).toBe(true);
  const egg = await data.addMenuItem('p1', input('egg'));
  expect(pureVeg()).toBe(false);
  await data.setMenuItemStatus(egg.id, 'inactive');
  expect(pureVeg()).toBe(true);
  await data.setMenuItemStatus(egg.id, 'active');
  await data.updateMenuItem(egg.id, input('veg', '12'));
  expect(pureVeg()).toBe(true);
  expect(fakeData.table('menuItems')!.find((i) => i.id === egg.id)).toMatchObject({ diet: 'veg', platesPerDay: 12 });
  await data.updateMenuItem(egg.id, input('veg'));
  expect(fakeData.table('menuItems')!.find((i) => i.id === egg.id)!.platesPerDay).toBeUndefined();
});

test('plates count down, sold out refuses with nothing written, a cancel gives them back', async () => {
  const counts: PlateCounts[] = [];
  data.subscribePlates({ providerId: 'p1', onData: (c) => counts.push(c) });
  expect(counts).toEqual([{}]);
  const first = await data.placeOrder('c1', chicken, 1, HOME);
  const today = dayStart(Date.now());
  expect(counts.at(-1)).toEqual({ chicken: { day: today, sold: 1 } });
  expect(fakeData.table('orders')![0]).toMatchObject({ id: first.id, lines: [{ itemId: 'chicken', diet: 'non-veg', plateDay: today }] });
  await expect(data.placeOrder('c2', chicken, 2, HOME)).rejects.toThrow(new real.SoldOutError('chicken', 1));
  await data.addToCart('c2', chicken, 1);
  expect(fakeData.table('carts')!.c2![0]!.diet).toBe('non-veg');
  await data.checkoutCart('c2', fakeData.table('carts')!.c2!, HOME);
  await expect(data.placeOrder('c3', chicken, 1, HOME)).rejects.toThrow('Sold out today');
  expect(fakeData.table('orders')).toHaveLength(2);
  await data.cancelMyOrder('c1', first);
  expect(counts.at(-1)).toEqual({ chicken: { day: today, sold: 1 } });
  await data.placeOrder('c3', chicken, 1, HOME);
  expect(counts.at(-1)).toEqual({ chicken: { day: today, sold: 2 } });
  // an unlimited item takes no plates
  await data.placeOrder('c3', item('thali'), 5, HOME);
  expect(fakeData.table('orders')!.at(-1)!.lines[0]!.plateDay).toBeUndefined();
});
