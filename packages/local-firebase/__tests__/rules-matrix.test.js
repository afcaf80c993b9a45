'use strict';
/**
 * Rules matrix for database.rules.json: anonymous, customer, other customer, provider, other provider × paths ×
 * read / write / validate. Each case starts from the same fixture (reset + admin PUT). Requests use the REST surface
 * with Auth-emulator-shaped ID tokens; the wire protocol shares the same evaluator (see conformance suite).
 */
const path = require('path');
const { startDatabaseEmulator, makeTestToken } = require('../src');

const RULES = path.resolve(__dirname, '../../../database.rules.json');
const NS = 'rules-matrix';
const MONTH = new Date().toISOString().slice(0, 7);
const T = 1700000000000;

const user = (name, role) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z' });
const item = (providerId, name, price) => ({ name, description: 'Tasty', price, category: 'main-course', imageUrl: '/images/thali.svg',
  providerId, status: 'active', createdAt: T, updatedAt: T });
const order = (userId, providerId, itemId, itemName, price, extra = {}) => ({ userId, providerId, itemId, itemName, price, status: 'pending',
  timestamp: T, quantity: 1, ...extra });
const zeroStats = { totalOrders: 0, totalRevenue: 0, monthlyOrders: 0, monthlyRevenue: 0, monthKey: MONTH, pendingOrders: 0, completedOrders: 0, cancelledOrders: 0 };
const FIXTURE = {
  users: { c1: user('cust', 'user'), c2: user('cust2', 'user'), p1: user('prov', 'meal_provider'), p2: user('prov2', 'meal_provider') },
  providers: { p1: { name: 'Prov One', cuisine: 'Indian', rating: 4.5 }, p2: { name: 'Prov Two', rating: 4 } },
  'menu-items': { i1: item('p1', 'Dal', 100), i2: item('p2', 'Chai', 20) },
  orders: { o1: order('c1', 'p1', 'i1', 'Dal', 100), o2: order('c2', 'p2', 'i2', 'Chai', 20) },
  stats: {
    p1: { ...zeroStats, totalOrders: 1, totalRevenue: 100, monthlyOrders: 1, monthlyRevenue: 100, pendingOrders: 1, lastOrder: 'o1', lastEvent: 'created', applied: { o1: 'created' } },
  },
};

/** The multi-path update a customer sends to create an order with exact stats. */
function createOrderUpdate(uid, oid, o, stats = {}) {
  const amt = o.price * o.quantity;
  const s = `stats/${o.providerId}`;
  const cur = stats[o.providerId];
  const newMonth = !cur || cur.monthKey !== MONTH;
  return {
    [`orders/${oid}`]: o,
    [`${s}/totalOrders`]: { '.sv': { increment: 1 } }, [`${s}/totalRevenue`]: { '.sv': { increment: amt } },
    [`${s}/pendingOrders`]: { '.sv': { increment: 1 } },
    [`${s}/monthlyOrders`]: newMonth ? 1 : { '.sv': { increment: 1 } }, [`${s}/monthlyRevenue`]: newMonth ? amt : { '.sv': { increment: amt } },
    [`${s}/monthKey`]: MONTH, [`${s}/lastOrder`]: oid, [`${s}/lastEvent`]: 'created', [`${s}/applied/${oid}`]: 'created',
  };
}
function statusUpdate(oid, providerId, status) {
  const s = `stats/${providerId}`;
  return {
    [`orders/${oid}/status`]: status, [`orders/${oid}/updatedAt`]: T + 1,
    [`${s}/pendingOrders`]: { '.sv': { increment: -1 } }, [`${s}/${status}Orders`]: { '.sv': { increment: 1 } },
    [`${s}/lastOrder`]: oid, [`${s}/lastEvent`]: status, [`${s}/applied/${oid}`]: status,
  };
}
const newOrder = (o = {}) => order('c1', 'p1', 'i1', 'Dal', 100, o);

let emu;
beforeAll(async () => { emu = await startDatabaseEmulator({ port: 0, rulesPath: RULES }); });
afterAll(async () => { await emu.stop(); });
beforeEach(async () => {
  const r = await fetch(`${emu.url}/.json?ns=${NS}`, { method: 'PUT', headers: { authorization: 'Bearer owner' }, body: JSON.stringify(FIXTURE) });
  expect(r.status).toBe(200);
});

const WHO = { anon: null, c1: 'c1', c2: 'c2', p1: 'p1', p2: 'p2', new: 'n1' };
async function req(who, method, p, body, query = '') {
  const headers = WHO[who] ? { authorization: `Bearer ${makeTestToken(WHO[who], 'demo-thali')}` } : {};
  const r = await fetch(`${emu.url}/${p}.json?ns=${NS}${query}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return r.status === 200;
}
const q = (child, value) => `&orderBy=${encodeURIComponent(JSON.stringify(child))}&equalTo=${encodeURIComponent(JSON.stringify(value))}`;

// [description, who, method, path, body, expected allowed, query]
const CASES = [
  // ---- users ----
  ['anon reads a user', 'anon', 'GET', 'users/c1', undefined, false],
  ['customer reads own user', 'c1', 'GET', 'users/c1', undefined, true],
  ['other customer reads user', 'c2', 'GET', 'users/c1', undefined, false],
  ['provider reads customer user', 'p1', 'GET', 'users/c1', undefined, false],
  ['anyone lists all users (denied)', 'c1', 'GET', 'users', undefined, false],
  ['new user creates own record as user', 'new', 'PUT', 'users/n1', user('newbie', 'user'), true],
  ['new user creates own record as provider', 'new', 'PUT', 'users/n1', user('newbie', 'meal_provider'), true],
  ['new user with invalid role', 'new', 'PUT', 'users/n1', user('newbie', 'admin'), false],
  ['new user without name', 'new', 'PUT', 'users/n1', { email: 'x@t.test', role: 'user' }, false],
  ['new user with extra field', 'new', 'PUT', 'users/n1', { ...user('n', 'user'), isAdmin: true }, false],
  ['creating someone else\'s record', 'new', 'PUT', 'users/n2', user('n', 'user'), false],
  ['anon creates a user record', 'anon', 'PUT', 'users/n1', user('n', 'user'), false],
  ['role escalation user → meal_provider (field)', 'c1', 'PUT', 'users/c1/role', 'meal_provider', false],
  ['role escalation via update', 'c1', 'PATCH', 'users/c1', { role: 'meal_provider' }, false],
  ['role escalation via full overwrite', 'c1', 'PUT', 'users/c1', user('cust', 'meal_provider'), false],
  ['role removal', 'c1', 'DELETE', 'users/c1/role', undefined, false],
  ['deleting own user record (role reset)', 'c1', 'DELETE', 'users/c1', undefined, false],
  ['profile save (name, phone, address, cuisine)', 'c1', 'PATCH', 'users/c1', { name: 'Riya', phone: '+91 1', address: 'Nagpur', cuisine: 'x' }, true],
  ['profile save with empty name', 'c1', 'PATCH', 'users/c1', { name: '' }, false],
  ['other customer edits profile', 'c2', 'PATCH', 'users/c1', { name: 'Hacked' }, false],
  ['provider keeps role on profile save', 'p1', 'PATCH', 'users/p1', { name: 'Prov', role: 'meal_provider' }, true],
  // ---- cart ----
  ['customer adds to own cart', 'c1', 'PUT', 'users/c1/cart/i1', { id: 'i1', price: 100, quantity: 1, addedAt: T }, true],
  ['customer updates cart quantity', 'c1', 'PATCH', 'users/c1/cart/i1', { price: 100, quantity: 3 }, true],
  ['cart quantity 0 rejected', 'c1', 'PUT', 'users/c1/cart/i1', { price: 100, quantity: 0 }, false],
  ['cart quantity fractional rejected', 'c1', 'PUT', 'users/c1/cart/i1', { price: 100, quantity: 1.5 }, false],
  ['customer clears own cart', 'c1', 'DELETE', 'users/c1/cart', undefined, true],
  ['other customer writes cart', 'c2', 'PUT', 'users/c1/cart/i1', { price: 100, quantity: 1 }, false],
  ['other customer reads cart', 'c2', 'GET', 'users/c1/cart', undefined, false],
  ['anon reads cart', 'anon', 'GET', 'users/c1/cart', undefined, false],
  ['provider reads customer cart', 'p1', 'GET', 'users/c1/cart', undefined, false],
  // ---- providers ----
  ['anon lists providers', 'anon', 'GET', 'providers', undefined, true],
  ['customer reads one provider', 'c1', 'GET', 'providers/p1', undefined, true],
  ['provider updates own projection', 'p1', 'PATCH', 'providers/p1', { cuisine: 'Saoji', phone: '+91 2' }, true],
  ['other provider writes projection', 'p2', 'PATCH', 'providers/p1', { name: 'Mine' }, false],
  ['customer creates a provider projection for self', 'c1', 'PUT', 'providers/c1', { name: 'Fake' }, false],
  ['anon writes provider', 'anon', 'PATCH', 'providers/p1', { name: 'X' }, false],
  ['provider projection rating out of range', 'p1', 'PATCH', 'providers/p1', { rating: 7 }, false],
  ['provider projection extra field (email)', 'p1', 'PATCH', 'providers/p1', { email: 'leak@t.test' }, false],
  ['signup writes user + provider together', 'new', 'PATCH', '', { 'users/n1': user('Chef', 'meal_provider'), 'providers/n1': { name: 'Chef' } }, true],
  ['signup as customer cannot write provider', 'new', 'PATCH', '', { 'users/n1': user('Chef', 'user'), 'providers/n1': { name: 'Chef' } }, false],
  // ---- menu items ----
  ['anon lists menu items', 'anon', 'GET', 'menu-items', undefined, true],
  ['anon queries menu items by provider', 'anon', 'GET', 'menu-items', undefined, true, q('providerId', 'p1')],
  ['provider creates own item', 'p1', 'PUT', 'menu-items/new1', item('p1', 'Poha', 40), true],
  ['provider creates item for other provider', 'p1', 'PUT', 'menu-items/new1', item('p2', 'Poha', 40), false],
  ['customer creates item', 'c1', 'PUT', 'menu-items/new1', { ...item('c1', 'Poha', 40) }, false],
  ['anon creates item', 'anon', 'PUT', 'menu-items/new1', item('p1', 'Poha', 40), false],
  ['item price 0', 'p1', 'PUT', 'menu-items/new1', item('p1', 'Poha', 0), false],
  ['item price negative', 'p1', 'PUT', 'menu-items/new1', item('p1', 'Poha', -5), false],
  ['item price string', 'p1', 'PUT', 'menu-items/new1', item('p1', 'Poha', '40'), false],
  ['item name empty', 'p1', 'PUT', 'menu-items/new1', item('p1', '', 40), false],
  ['item name 101 chars', 'p1', 'PUT', 'menu-items/new1', item('p1', 'x'.repeat(101), 40), false],
  ['item name 100 chars', 'p1', 'PUT', 'menu-items/new1', item('p1', 'x'.repeat(100), 40), true],
  ['item description 501 chars', 'p1', 'PUT', 'menu-items/new1', { ...item('p1', 'Poha', 40), description: 'd'.repeat(501) }, false],
  ['item bad category', 'p1', 'PUT', 'menu-items/new1', { ...item('p1', 'Poha', 40), category: 'snacks' }, false],
  ['item javascript: image url', 'p1', 'PUT', 'menu-items/new1', { ...item('p1', 'Poha', 40), imageUrl: 'javascript:alert(1)' }, false],
  ['item https image url', 'p1', 'PUT', 'menu-items/new1', { ...item('p1', 'Poha', 40), imageUrl: 'https://cdn.test/x.png' }, true],
  ['item protocol-relative image url', 'p1', 'PUT', 'menu-items/new1', { ...item('p1', 'Poha', 40), imageUrl: '//evil.test/x.png' }, false],
  ['item created inactive', 'p1', 'PUT', 'menu-items/new1', { ...item('p1', 'Poha', 40), status: 'inactive' }, false],
  ['item missing createdAt', 'p1', 'PUT', 'menu-items/new1', (({ createdAt, ...r }) => r)(item('p1', 'Poha', 40)), false],
  ['provider changes own item price', 'p1', 'PATCH', 'menu-items/i1', { price: 120, updatedAt: T + 5 }, true],
  ['other provider changes item price', 'p2', 'PATCH', 'menu-items/i1', { price: 1 }, false],
  ['provider takes over other item (providerId)', 'p2', 'PATCH', 'menu-items/i1', { providerId: 'p2' }, false],
  ['provider gives away own item', 'p1', 'PATCH', 'menu-items/i1', { providerId: 'p2' }, false],
  ['provider deletes own item', 'p1', 'DELETE', 'menu-items/i1', undefined, true],
  ['customer deletes item', 'c1', 'DELETE', 'menu-items/i1', undefined, false],
  // ---- orders ----
  ['customer places order with stats', 'c1', 'PATCH', '', createOrderUpdate('c1', 'o9', newOrder(), FIXTURE.stats), true],
  ['customer places order (order only)', 'c1', 'PUT', 'orders/o9', newOrder(), true],
  ['price tampering', 'c1', 'PUT', 'orders/o9', newOrder({ price: 1 }), false],
  ['price tampering with matching stats', 'c1', 'PATCH', '', createOrderUpdate('c1', 'o9', newOrder({ price: 1 }), FIXTURE.stats), false],
  ['item name tampering', 'c1', 'PUT', 'orders/o9', newOrder({ itemName: 'Free food' }), false],
  ['providerId mismatch with item', 'c1', 'PUT', 'orders/o9', newOrder({ providerId: 'p2' }), false],
  ['order for someone else', 'c1', 'PUT', 'orders/o9', order('c2', 'p1', 'i1', 'Dal', 100), false],
  ['order by anon', 'anon', 'PUT', 'orders/o9', newOrder(), false],
  ['order by provider (not a customer)', 'p2', 'PUT', 'orders/o9', order('p2', 'p1', 'i1', 'Dal', 100), false],
  ['order created completed', 'c1', 'PUT', 'orders/o9', newOrder({ status: 'completed' }), false],
  ['order quantity 0', 'c1', 'PUT', 'orders/o9', newOrder({ quantity: 0 }), false],
  ['order quantity 2.5', 'c1', 'PUT', 'orders/o9', newOrder({ quantity: 2.5 }), false],
  ['order quantity 3', 'c1', 'PUT', 'orders/o9', newOrder({ quantity: 3 }), true],
  ['order for unknown item', 'c1', 'PUT', 'orders/o9', newOrder({ itemId: 'nope' }), false],
  ['order with extra field', 'c1', 'PUT', 'orders/o9', newOrder({ discount: 50 }), false],
  ['customer overwrites existing order', 'c1', 'PUT', 'orders/o1', newOrder({ quantity: 9 }), false],
  ['customer cancels own order', 'c1', 'PATCH', 'orders/o1', { status: 'cancelled', updatedAt: T + 1 }, false],
  ['customer lists all orders', 'c1', 'GET', 'orders', undefined, false],
  ['anon lists orders', 'anon', 'GET', 'orders', undefined, false],
  ['customer queries own orders by userId', 'c1', 'GET', 'orders', undefined, true, q('userId', 'c1')],
  ['customer queries other customer orders', 'c1', 'GET', 'orders', undefined, false, q('userId', 'c2')],
  ['customer queries by providerId = own uid', 'c1', 'GET', 'orders', undefined, true, q('providerId', 'c1')],
  ['provider queries own orders by providerId', 'p1', 'GET', 'orders', undefined, true, q('providerId', 'p1')],
  ['provider queries other provider orders', 'p1', 'GET', 'orders', undefined, false, q('providerId', 'p2')],
  ['query on another child', 'c1', 'GET', 'orders', undefined, false, q('itemId', 'c1')],
  ['customer reads own single order', 'c1', 'GET', 'orders/o1', undefined, true],
  ['provider reads own single order', 'p1', 'GET', 'orders/o1', undefined, true],
  ['other customer reads order', 'c2', 'GET', 'orders/o1', undefined, false],
  ['other provider reads order', 'p2', 'GET', 'orders/o1', undefined, false],
  ['provider completes order (order only)', 'p1', 'PATCH', 'orders/o1', { status: 'completed', updatedAt: T + 1 }, true],
  ['provider completes order with stats', 'p1', 'PATCH', '', statusUpdate('o1', 'p1', 'completed'), true],
  ['provider cancels order with stats', 'p1', 'PATCH', '', statusUpdate('o1', 'p1', 'cancelled'), true],
  ['status change without updatedAt', 'p1', 'PATCH', 'orders/o1', { status: 'completed' }, false],
  ['status back to pending', 'p1', 'PATCH', 'orders/o1', { status: 'pending', updatedAt: T + 1 }, false],
  ['status to unknown value', 'p1', 'PATCH', 'orders/o1', { status: 'delivered', updatedAt: T + 1 }, false],
  ['provider changes price with status', 'p1', 'PATCH', 'orders/o1', { status: 'completed', updatedAt: T + 1, price: 1 }, false],
  ['other provider completes order', 'p2', 'PATCH', 'orders/o1', { status: 'completed', updatedAt: T + 1 }, false],
  ['provider deletes order', 'p1', 'DELETE', 'orders/o1', undefined, false],
  // ---- stats ----
  ['provider reads own stats', 'p1', 'GET', 'stats/p1', undefined, true],
  ['other provider reads stats', 'p2', 'GET', 'stats/p1', undefined, false],
  ['customer reads stats', 'c1', 'GET', 'stats/p1', undefined, false],
  ['anon reads stats', 'anon', 'GET', 'stats/p1', undefined, false],
  ['provider inflates own revenue', 'p1', 'PATCH', 'stats/p1', { totalRevenue: 999999 }, false],
  ['customer zeroes provider stats', 'c1', 'PATCH', 'stats/p1', { totalOrders: 0 }, false],
  ['provider overwrites whole stats node', 'p1', 'PUT', 'stats/p1', zeroStats, false],
  ['provider deletes stats', 'p1', 'DELETE', 'stats/p1', undefined, false],
  ['customer deletes an applied marker', 'c1', 'DELETE', 'stats/p1/applied/o1', undefined, false],
  ['customer creates stats for provider without stats', 'c1', 'PATCH', '', createOrderUpdate('c1', 'o9', order('c1', 'p2', 'i2', 'Chai', 20, { quantity: 2 }), FIXTURE.stats), true],
  ['stats increment by 2 for one order', 'c1', 'PATCH', '', { ...createOrderUpdate('c1', 'o9', newOrder(), FIXTURE.stats), 'stats/p1/totalOrders': { '.sv': { increment: 2 } } }, false],
  ['stats revenue off by one', 'c1', 'PATCH', '', { ...createOrderUpdate('c1', 'o9', newOrder(), FIXTURE.stats), 'stats/p1/totalRevenue': { '.sv': { increment: 101 } } }, false],
  ['stats bump without an order (replayed marker)', 'c1', 'PATCH', '', (({ 'orders/o1': _o, ...rest }) => rest)(createOrderUpdate('c1', 'o1', newOrder(), FIXTURE.stats)), false],
  ['stats for another provider than the order', 'c1', 'PATCH', '', { ...createOrderUpdate('c1', 'o9', newOrder(), FIXTURE.stats), 'stats/p2/totalOrders': 1 }, false],
  ['completion counted twice', 'p1', 'PATCH', '', { ...statusUpdate('o1', 'p1', 'completed'), 'stats/p1/completedOrders': { '.sv': { increment: 2 } } }, false],
  ['customer completes via stats marker', 'c1', 'PATCH', '', statusUpdate('o1', 'p1', 'completed'), false],
  ['stats unknown field', 'p1', 'PATCH', 'stats/p1', { bonus: 1 }, false],
  ['root write by customer', 'c1', 'PUT', '', {}, false],
  ['root read by customer', 'c1', 'GET', '', undefined, false],
];

test.each(CASES)('%s', async (...row) => {
  const [, who, method, p, body, expected, query] = row;
  expect(await req(who, method, p, body, query || '')).toBe(expected);
});

test('stats stay exact: order creation then completion', async () => {
  expect(await req('c1', 'PATCH', '', createOrderUpdate('c1', 'o9', newOrder({ quantity: 2 }), FIXTURE.stats))).toBe(true);
  expect(await req('p1', 'PATCH', '', statusUpdate('o9', 'p1', 'completed'))).toBe(true);
  expect(await req('p1', 'PATCH', '', statusUpdate('o9', 'p1', 'completed'))).toBe(false); // replay
  const s = await (await fetch(`${emu.url}/stats/p1.json?ns=${NS}`, { headers: { authorization: 'Bearer owner' } })).json();
  expect(s).toMatchObject({ totalOrders: 2, totalRevenue: 300, monthlyOrders: 2, monthlyRevenue: 300, pendingOrders: 1, completedOrders: 1, cancelledOrders: 0 });
});
