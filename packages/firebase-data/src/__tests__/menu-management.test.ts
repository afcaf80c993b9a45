// Issue 20 "Menu management" against the local backend (real SDK, real rules): a kitchen edits, hides, shows and
// deletes its own items; nobody else can; a hidden or deleted item takes no orders; past orders keep their copies.
import { addMenuItem } from '../menu/add-menu-item';
import { updateMenuItem } from '../menu/update-menu-item';
import { setMenuItemStatus } from '../menu/set-menu-item-status';
import { deleteMenuItem } from '../menu/delete-menu-item';
import { listMenuItems } from '../menu/list-menu-items';
import { MenuItemValidationError } from '../menu/validate-menu-item';
import { placeOrder } from '../orders/place-order';
import type { MenuItem, Order } from '../model';
import { admin, closeAll, freshNamespace, HOME, newUser, openApp, type TestUser, ASAP } from './support/backend';

const ns = freshNamespace('menu-management');
afterAll(closeAll);

const input = (name: string, price: number | string) => ({ name, description: `${name}, freshly made`, price, category: 'main-course', imageUrl: '/images/thali.svg', diet: 'veg' as const, platesPerDay: '' });
const stored = async (id: string) => (await admin(ns, 'GET', `menu-items/${id}`)) as MenuItem | null;

let kitchen: TestUser, other: TestUser, asha: TestUser;
let thali: MenuItem;

beforeAll(async () => {
  [kitchen, other, asha] = await Promise.all([newUser(ns, 'meal_provider', 'Annapurna'), newUser(ns, 'meal_provider', 'Saoji Ghar'), newUser(ns, 'user', 'Asha')]);
  thali = await addMenuItem(kitchen.uid, input('Varhadi Thali', 140), kitchen.fb);
});

test('updateMenuItem saves every field trimmed, the price as a number and the server time; provider, status and createdAt stay', async () => {
  const before = Date.now();
  await updateMenuItem(thali.id, { name: ' Varhadi Thali (large) ', description: ' Bhakri, zunka, rice, thecha ', price: '165.5',
    category: 'desserts', imageUrl: ' https://example.com/large.jpg ', diet: 'veg', platesPerDay: '' }, kitchen.fb);
  expect(await stored(thali.id)).toEqual({
    name: 'Varhadi Thali (large)', description: 'Bhakri, zunka, rice, thecha', price: 165.5, category: 'desserts', imageUrl: 'https://example.com/large.jpg',
    providerId: kitchen.uid, status: 'active', createdAt: thali.createdAt, updatedAt: expect.any(Number), diet: 'veg',
  });
  expect((await stored(thali.id))!.updatedAt).toBeGreaterThanOrEqual(before - 60000);
});

test('an invalid edit throws the add form’s field messages and writes nothing', async () => {
  const error = await updateMenuItem(thali.id, { ...input('', 0), imageUrl: 'javascript:alert(1)' }, kitchen.fb).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(MenuItemValidationError);
  expect((error as MenuItemValidationError).errors).toEqual({ name: 'Name is required', price: 'Please enter a valid price', imageUrl: 'Please enter a valid image URL' });
  expect((await stored(thali.id))!.name).toBe('Varhadi Thali (large)');
});

test('another kitchen or a customer can neither edit, hide nor delete the item', async () => {
  await expect(updateMenuItem(thali.id, input('Mine now', 1), other.fb)).rejects.toThrow(/permission/i);
  await expect(setMenuItemStatus(thali.id, 'inactive', other.fb)).rejects.toThrow(/permission/i);
  await expect(deleteMenuItem(thali.id, other.fb)).rejects.toThrow(/permission/i);
  await expect(setMenuItemStatus(thali.id, 'inactive', asha.fb)).rejects.toThrow(/permission/i);
  await expect(deleteMenuItem(thali.id, asha.fb)).rejects.toThrow(/permission/i);
  expect(await stored(thali.id)).toMatchObject({ status: 'active', providerId: kitchen.uid });
});

test('hidden: still listed for its kitchen as inactive, and no orders; shown again: orders again', async () => {
  const current = { ...thali, name: 'Varhadi Thali (large)', price: 165.5 };
  await setMenuItemStatus(thali.id, 'inactive', kitchen.fb);
  expect((await listMenuItems(kitchen.uid, openApp(ns))).find((i) => i.id === thali.id)).toMatchObject({ status: 'inactive' });
  await expect(placeOrder(asha.uid, current, 1, HOME, ASAP, asha.fb)).rejects.toThrow(/permission/i);
  await setMenuItemStatus(thali.id, 'active', kitchen.fb);
  const { id } = await placeOrder(asha.uid, current, 1, HOME, ASAP, asha.fb);
  expect(await admin(ns, 'GET', `orders/${id}/lines/0/itemName`)).toBe('Varhadi Thali (large)');
});

test('deleted: gone from the menu, no orders; a past order keeps the name and price it was placed at', async () => {
  const chai = await addMenuItem(kitchen.uid, input('Masala Chai', 20), kitchen.fb);
  const { id: past } = await placeOrder(asha.uid, chai, 2, HOME, ASAP, asha.fb);
  await updateMenuItem(chai.id, input('Cutting Chai', 25), kitchen.fb);
  await deleteMenuItem(chai.id, kitchen.fb);
  expect(await stored(chai.id)).toBeNull();
  expect((await listMenuItems(kitchen.uid, openApp(ns))).map((i) => i.id)).not.toContain(chai.id);
  await expect(placeOrder(asha.uid, { ...chai, name: 'Cutting Chai', price: 25 }, 1, HOME, ASAP, asha.fb)).rejects.toThrow(/permission/i);
  expect((await admin(ns, 'GET', `orders/${past}/lines/0`)) as Order['lines'][number]).toMatchObject({ itemId: chai.id, itemName: 'Masala Chai', price: 20, quantity: 2 });
});
