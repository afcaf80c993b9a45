'use strict';
/**
 * Rules matrix for menu management (issue 20; RULES.md "menu-items/{id}"): anonymous, customer, two kitchens and an
 * admin × menu-items/{id} × edit / hide / show / delete, and orders of hidden or deleted items. The owner edits every
 * field with the add form's checks (providerId and createdAt stay, updatedAt is the server's time), hides or shows it,
 * deletes it; nobody else does. A hidden or deleted item takes no orders; past orders keep their copies of its name
 * and price. Written like contact-matrix.test.js (matrix-harness.js, one fixture written with the rules disabled).
 */
const { monthStart } = require('@thali/domain');
const { rulesMatrix, withOrderNumber, wholeOrder, inc, SV_TS, assertSucceeds, assertFails, deliversTo, HOME_LINE } = require('./matrix-harness');

const T = 1700000000000;

const PHONE = '+919876543210';
const user = (name, role, extra = {}) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z', ...extra });
const item = (providerId, name, price, extra = {}) => ({ name, description: 'Tasty', price, category: 'main-course', imageUrl: '/images/thali.svg',
  providerId, status: 'active', createdAt: T, updatedAt: T, ...extra });
/** An edit as updateMenuItem writes it: the form's fields and the server's time. */
const edit = (fields = {}) => ({ name: 'Dal Tadka', description: 'Yellow dal, tempered', price: 120, category: 'main-course',
  imageUrl: 'https://cdn.test/dal.png', updatedAt: SV_TS, ...fields });

const FIXTURE = {
  admins: { a1: true },
  users: { c1: user('cust', 'user', { phone: PHONE }), p1: user('prov', 'meal_provider'), p2: user('prov2', 'meal_provider'), a1: user('admin', 'user') },
  providers: { p1: { name: 'Prov One', approved: true, deliversTo: deliversTo() }, p2: { name: 'Prov Two', approved: true, deliversTo: deliversTo() } },
  'menu-items': { i1: item('p1', 'Dal', 100), i2: item('p2', 'Chai', 20), i5: item('p1', 'Kheer', 50, { status: 'inactive' }) },
};

/**
 * One new order of c1 as the data package writes it: the order, and p1's (or p2's) stats moving in the same write (no
 * stats stored yet: the month starts with this order).
 */
function orderWrite(oid, { itemId = 'i1', itemName = 'Dal', price = 100, providerId = 'p1' } = {}) {
  const s = `stats/${providerId}`;
  // a whole order of one line (issue 37), placed now (the harness puts in the server's time)
  const order = wholeOrder({ userId: 'c1', providerId, lines: [{ itemId, itemName, price, quantity: 1 }], address: HOME_LINE,
    customerName: 'Riya', customerPhone: PHONE });
  // numbered as the month's first (issue 36): the fixture has no counter
  return withOrderNumber({
    [`orders/${oid}`]: order,
    [`${s}/totalOrders`]: inc(1), [`${s}/totalRevenue`]: inc(order.total), [`${s}/pendingOrders`]: inc(1),
    [`${s}/monthlyOrders`]: 1, [`${s}/monthlyRevenue`]: order.total, [`${s}/monthStart`]: monthStart(Date.now()),
    [`${s}/event`]: 'created', [`${s}/batch`]: { 0: oid }, [`${s}/applied/${oid}`]: 'created',
  });
}

const { run, adminGet, testMatrix, place } = rulesMatrix({ fixture: FIXTURE, who: { anon: null, c1: 'c1', p1: 'p1', p2: 'p2', a1: 'a1' } });

// [group, description, who, method, path, body, expected allowed]
const CASES = [
  // ---- edit ----
  ['edit', 'owner: every field (what the edit form saves)', 'p1', 'PATCH', 'menu-items/i1', edit(), true],
  ['edit', 'owner: the whole record again, same kitchen and creation time', 'p1', 'PUT', 'menu-items/i1', item('p1', 'Dal Fry', 110, { updatedAt: SV_TS }), true],
  ['edit', 'owner: the price only, with the server’s time', 'p1', 'PATCH', 'menu-items/i1', { price: 90, updatedAt: SV_TS }, true],
  ['edit', 'owner: without a new updatedAt', 'p1', 'PATCH', 'menu-items/i1', { price: 90 }, false],
  ['edit', 'owner: an updatedAt of its own', 'p1', 'PATCH', 'menu-items/i1', { price: 90, updatedAt: T + 5 }, false],
  ['edit', 'owner: moves createdAt (to look new)', 'p1', 'PATCH', 'menu-items/i1', edit({ createdAt: T + 10 }), false],
  ['edit', 'owner: an empty name', 'p1', 'PATCH', 'menu-items/i1', edit({ name: '' }), false],
  ['edit', 'owner: a name over 100 characters', 'p1', 'PATCH', 'menu-items/i1', edit({ name: 'n'.repeat(101) }), false],
  ['edit', 'owner: price ₹0', 'p1', 'PATCH', 'menu-items/i1', edit({ price: 0 }), false],
  ['edit', 'owner: price over ₹20,000', 'p1', 'PATCH', 'menu-items/i1', edit({ price: 20000.01 }), false],
  ['edit', 'owner: an unknown category', 'p1', 'PATCH', 'menu-items/i1', edit({ category: 'snacks' }), false],
  ['edit', 'owner: a javascript: image', 'p1', 'PATCH', 'menu-items/i1', edit({ imageUrl: 'javascript:alert(1)' }), false],
  ['edit', 'owner: an extra field', 'p1', 'PATCH', 'menu-items/i1', edit({ spicy: true }), false],
  ['edit', 'owner: gives it to another kitchen', 'p1', 'PATCH', 'menu-items/i1', edit({ providerId: 'p2' }), false],
  ['edit', 'another kitchen', 'p2', 'PATCH', 'menu-items/i1', edit(), false],
  ['edit', 'a customer', 'c1', 'PATCH', 'menu-items/i1', edit(), false],
  ['edit', 'signed out', 'anon', 'PATCH', 'menu-items/i1', edit(), false],
  ['edit', 'an admin', 'a1', 'PATCH', 'menu-items/i1', edit(), false],
  // ---- hide and show ----
  ['hide', 'owner hides an item', 'p1', 'PATCH', 'menu-items/i1', { status: 'inactive', updatedAt: SV_TS }, true],
  ['hide', 'owner shows a hidden item again', 'p1', 'PATCH', 'menu-items/i5', { status: 'active', updatedAt: SV_TS }, true],
  ['hide', 'owner: a status that does not exist', 'p1', 'PATCH', 'menu-items/i1', { status: 'deleted', updatedAt: SV_TS }, false],
  ['hide', 'another kitchen hides it', 'p2', 'PATCH', 'menu-items/i1', { status: 'inactive', updatedAt: SV_TS }, false],
  ['hide', 'a customer shows a hidden item', 'c1', 'PATCH', 'menu-items/i5', { status: 'active', updatedAt: SV_TS }, false],
  // ---- delete ----
  ['delete', 'owner deletes an item', 'p1', 'DELETE', 'menu-items/i1', undefined, true],
  ['delete', 'owner deletes a hidden item', 'p1', 'DELETE', 'menu-items/i5', undefined, true],
  ['delete', 'another kitchen', 'p2', 'DELETE', 'menu-items/i1', undefined, false],
  ['delete', 'a customer', 'c1', 'DELETE', 'menu-items/i1', undefined, false],
  ['delete', 'signed out', 'anon', 'DELETE', 'menu-items/i1', undefined, false],
  ['delete', 'an admin', 'a1', 'DELETE', 'menu-items/i1', undefined, false],
  ['delete', 'owner: the whole node', 'p1', 'DELETE', 'menu-items', undefined, false],
  // ---- orders ----
  ['order', 'an item on sale', 'c1', 'PATCH', '', orderWrite('o1'), true],
  ['order', 'a hidden item', 'c1', 'PATCH', '', orderWrite('o1', { itemId: 'i5', itemName: 'Kheer', price: 50 }), false],
  ['order', 'a deleted item (no longer on the menu)', 'c1', 'PATCH', '', orderWrite('o1', { itemId: 'gone', itemName: 'Dal', price: 100 }), false],
];

testMatrix(CASES, { atLeast: 15 });

test('hidden: no orders; shown again: orders again; an edit stamps the server’s time and keeps the creation time', async () => {
  const before = Date.now();
  await assertSucceeds(run('p1', 'PATCH', 'menu-items/i1', { status: 'inactive', updatedAt: SV_TS }));
  await assertFails(place('c1', orderWrite('h1')));
  await assertSucceeds(run('p1', 'PATCH', 'menu-items/i1', { status: 'active', updatedAt: SV_TS }));
  await assertSucceeds(place('c1', orderWrite('h1')));
  const stored = await adminGet('menu-items/i1');
  expect(stored.createdAt).toBe(T);
  expect(stored.updatedAt).toBeGreaterThanOrEqual(before - 60000);
});

test('past orders keep the name and price they were placed at after the item is edited, then deleted', async () => {
  await assertSucceeds(place('c1', orderWrite('past')));
  await assertSucceeds(run('p1', 'PATCH', 'menu-items/i1', edit({ name: 'Dal Makhani', price: 180 })));
  expect(await adminGet('orders/past/lines/0')).toEqual({ itemId: 'i1', itemName: 'Dal', price: 100, quantity: 1 });
  await assertSucceeds(run('p1', 'DELETE', 'menu-items/i1'));
  expect(await adminGet('menu-items/i1')).toBeNull();
  expect(await adminGet('orders/past')).toMatchObject({ lines: { 0: { itemId: 'i1', itemName: 'Dal', price: 100 } }, total: 140, status: 'pending' });
});
