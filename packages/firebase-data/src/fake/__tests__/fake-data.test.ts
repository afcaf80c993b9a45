import * as real from '../../index';
import { MenuItemValidationError } from '../../logic';
import type { MenuItem, Order, Provider } from '../../model';
import { fakeData } from '..';

const data = fakeData.module;
beforeEach(() => fakeData.reset());

const kitchen = (id: string, name: string, approved = true): Provider => ({
  id, name, cuisine: 'Saoji', address: 'Nagpur', phone: '+91 00000 00000', rating: null, approved,
  holidays: [], accepting: true, pureVeg: false, deliversTo: [], minOrder: 0,
});
const thali: MenuItem = {
  id: 'item-1', providerId: 'p1', name: 'Varhadi Thali', description: 'Bhakri and pitla', price: 140, category: 'main-course',
  imageUrl: '/images/thali.svg', status: 'active', createdAt: 1, updatedAt: 1,
};

test('it offers every export of the real entry, the ones that are not use cases unchanged', () => {
  expect(Object.keys(data).sort()).toEqual(Object.keys(real).sort());
  expect(data.deferDataLayer).toBe(real.deferDataLayer);
  expect(data.wantSession).toBe(real.wantSession);
  expect(jest.isMockFunction(data.subscribeProviders)).toBe(true);
});

test('a live read waits for the database to answer, then follows every change until unsubscribed', () => {
  const seen: string[][] = [];
  const stop = data.subscribeProviders({ onData: (list) => seen.push(list.map((p) => p.name)) });
  expect(seen).toEqual([]);
  fakeData.seed({ providers: [kitchen('p2', 'Saoji Ghar'), kitchen('p1', 'Annapurna'), kitchen('p3', 'Pending', false)] });
  expect(seen).toEqual([['Annapurna', 'Saoji Ghar']]); // approved only, by name
  expect(fakeData.listening('providers')).toBe(1);
  stop();
  fakeData.seed({ providers: [] });
  expect(seen).toHaveLength(1);
  expect(fakeData.listening('providers')).toBe(0);
});

test('a refused read reaches onError; one-shot reads fail too', async () => {
  const onError = jest.fn();
  data.subscribeMenuItems({ providerId: 'p1', onData: () => {}, onError });
  fakeData.fail('menuItems', new Error('Permission denied'));
  expect(onError).toHaveBeenCalledWith(new Error('Permission denied'));
  await expect(data.listMenuItems('p1')).rejects.toThrow('Permission denied');
});

test('one-shot reads wait for the table, and say what the real ones say when a record is missing', async () => {
  const pending = data.getProvider('p1');
  fakeData.seed({ providers: [kitchen('p1', 'Annapurna', false)] });
  await expect(pending).resolves.toMatchObject({ name: 'Annapurna', approved: false });
  await expect(data.getProvider('nobody')).rejects.toThrow('Provider not found');
});

test('writes reach live readers: basket, order, stats and the settled status', async () => {
  fakeData.seed({ carts: {}, orders: [], stats: {} });
  let basket: string[] = [];
  let orders: Order[] = [];
  let pending = -1;
  data.subscribeCart({ uid: 'c1', onData: (lines) => (basket = lines.map((l) => `${l.name}x${l.quantity}`)) });
  data.subscribeProviderOrders({ providerId: 'p1', onData: (list) => (orders = list) });
  data.subscribeStats({ providerId: 'p1', onData: (s) => (pending = s.pendingOrders) });
  expect(pending).toBe(0);

  await data.addToCart('c1', thali, 2);
  await data.addToCart('c1', thali);
  expect(basket).toEqual(['Varhadi Thalix3']);
  const [placed] = await data.checkoutCart('c1', fakeData.table('carts')!.c1!, { address: '12 Laxmi Nagar, Nagpur', name: 'Asha', phone: '98765 43210' });
  expect(basket).toEqual([]);
  expect(orders.map((o) => [o.id, o.lines.map((l) => `${l.itemName}x${l.quantity}`), o.total, o.stage])).toEqual([
    [placed!.id, ['Varhadi Thalix3'], 460, 'new'],
  ]);
  expect(pending).toBe(1);

  await data.acceptOrder(orders[0]!, Date.now() + 30 * 60000);
  expect(orders[0]!.stage).toBe('accepted');
  await data.markDelivered(orders[0]!);
  expect(orders[0]!.status).toBe('completed');
  expect(pending).toBe(0);
});

test('invalid menu items are refused as the real addMenuItem refuses them', async () => {
  await expect(data.addMenuItem('p1', { name: '', description: '', price: '', category: '', imageUrl: '', diet: '', platesPerDay: '' })).rejects.toBeInstanceOf(
    MenuItemValidationError,
  );
});

test('reset forgets the tables and every per-test override', async () => {
  data.getProvider.mockRejectedValueOnce(new Error('offline'));
  fakeData.seed({ providers: [kitchen('p1', 'Annapurna')] });
  fakeData.reset();
  expect(fakeData.table('providers')).toBeUndefined();
  fakeData.seed({ providers: [kitchen('p1', 'Annapurna')] });
  await expect(data.getProvider('p1')).resolves.toMatchObject({ name: 'Annapurna' });
});
