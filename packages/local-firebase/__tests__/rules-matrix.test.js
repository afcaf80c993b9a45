'use strict';
/**
 * Rules matrix for database.rules.json: anonymous, customer, other customer, provider, other provider, pending
 * provider, admin × paths × read / write / validate. Each case starts from the same fixture (written with the rules
 * disabled). Written as a Firebase team writes rules tests, with Google's @firebase/rules-unit-testing against this
 * emulator: its contexts are firebase SDK databases signed in with the library's mock tokens, so every case goes
 * through the wire protocol (REST requests share the same evaluator: conformance and hardening suites).
 * The legitimate writes of @thali/firebase-data are written out by hand here (this package does not import it).
 */
const { HOME_LINE, deliversTo, rulesMatrix, wholeOrder, orderCreation, acceptWrite, onTheWayWrite, settleWrite, NOW_TS, q, inc, SV_TS, assertSucceeds, assertFails } = require('./matrix-harness');
const { MONTH_STARTS, MONTH_TABLE_FIRST, MONTH_TABLE_LAST, currentMonthStartExpr, istMonthStart } = require('../rules/build-rules');
const { monthLabel } = require('@thali/domain');

const IST = 19800000;
/** 'YYYY-MM' and the epoch ms of the start of the calendar month in Asia/Kolkata at t (with `offset` months added). */
function istMonth(t, offset = 0) {
  const d = new Date(t + IST);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1) - IST;
  const s = new Date(start + IST);
  return { key: `${s.getUTCFullYear()}-${String(s.getUTCMonth() + 1).padStart(2, '0')}`, start };
}
const NOW = Date.now();
const { key: MONTH, start: MONTH_START } = istMonth(NOW);
const MONTH_LABEL = monthLabel(NOW);
const PREV_MONTH_START = istMonth(NOW, -1).start;
const NEXT_MONTH_START = istMonth(NOW, 1).start;
const T = 1700000000000; // an order of an earlier month
const PHONE = '+919876543210';
/** Issue 40: the one line of the orders' place (matrix-harness HOME_PLACE). */
const ADDRESS = HOME_LINE;

const user = (name, role) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z' });
const item = (providerId, name, price) => ({ name, description: 'Tasty', price, category: 'main-course', imageUrl: '/images/thali.svg',
  providerId, status: 'active', createdAt: T, updatedAt: T });
/** A new item as the add form writes it: with its diet mark (issue 16; the fixture's items are older, without one). */
const created = (providerId, name, price) => ({ ...item(providerId, name, price), diet: 'veg' });
const ITEMS = { i1: item('p1', 'Dal', 100), i2: item('p2', 'Chai', 20), i3: item('p1', 'Lassi', 20.5),
  i4: item('p3', 'Poha', 40), i5: { ...item('p1', 'Kheer', 50), status: 'inactive' } };
/** An order line of a fixture item as the menu has it (`extra` tampers with it). */
const line = (itemId, quantity = 1, extra = {}) => ({ itemId, itemName: ITEMS[itemId].name, price: ITEMS[itemId].price, quantity, ...extra });
/** A stored whole order (issue 37; written with the rules off). */
const order = (userId, providerId, lines, extra = {}) => wholeOrder({ userId, providerId, lines, timestamp: T, address: ADDRESS,
  orderNumber: 'TH-2611-0001', customerName: 'Riya', customerPhone: PHONE, ...extra });
const zeroStats = { totalOrders: 0, totalRevenue: 0, monthlyOrders: 0, monthlyRevenue: 0, monthStart: MONTH_START, pendingOrders: 0, completedOrders: 0, cancelledOrders: 0 };
/** A kitchen's uploaded picture as the database stores it (issue 39). */
const storageRef = (uid, kind, ext = 'webp') => `storage:kitchens/${uid}/${kind}/AbCdEfGh_-12345678.${ext}`;
/** A basket line exactly as add-to-cart writes it (packages/firebase-data/src/cart/add-to-cart.ts). */
const cartLine = (id, providerId, name, price, quantity, extra = {}) => ({ id, providerId, name, description: 'Tasty', price,
  imageUrl: '/images/thali.svg', quantity, addedAt: T, ...extra });
const FIXTURE = {
  admins: { a1: true },
  users: { c1: { ...user('cust', 'user'), phone: PHONE, cart: { i1: cartLine('i1', 'p1', 'Dal', 100, 2), i3: { price: 20.5, quantity: 3 } } },
    c2: { ...user('cust2', 'user'), phone: '+919812345678' },
    p1: user('prov', 'meal_provider'), p2: user('prov2', 'meal_provider'), p3: user('pending', 'meal_provider'), a1: user('admin', 'user') },
  // p1 and p2 approved by an admin (their ratings from reviews: reviews-matrix.test.js); p3 signed up and waits for approval
  providers: { p1: { name: 'Prov One', cuisine: 'Indian', ratingSum: 9, ratingCount: 2, approved: true, deliversTo: deliversTo() },
    p2: { name: 'Prov Two', ratingSum: 4, ratingCount: 1, approved: true, deliversTo: deliversTo() },
    p3: { name: 'Pending Kitchen', deliversTo: deliversTo(undefined, false) } },
  // issue 40: the number of listed kitchens, moved by one with each approval flip
  listedKitchens: 2,
  'menu-items': ITEMS,
  orders: {
    // an earlier month, accepted: Dal ₹100 + ₹40 fee = ₹140
    o1: order('c1', 'p1', [line('i1')], { step: 'accepted', acceptedAt: T + 1, readyBy: T + 3600e3 }),
    o2: order('c2', 'p2', [line('i2')]),
    // this month, accepted: Dal × 2 + fee = ₹240
    o3: order('c1', 'p1', [line('i1', 2)], { timestamp: NOW, step: 'accepted', acceptedAt: NOW, readyBy: NOW + 3600e3 }),
    // this month, new: ₹140
    o4: order('c1', 'p1', [line('i1')], { timestamp: NOW }),
  },
  stats: {
    // monthKey: the label of older data, no longer read or written (ignored)
    p1: { ...zeroStats, monthKey: MONTH, totalOrders: 3, totalRevenue: 520, monthlyOrders: 2, monthlyRevenue: 380, pendingOrders: 3,
      event: 'created', batch: { 0: 'o4' }, applied: { o1: 'created', o3: 'created', o4: 'created' } },
  },
};

/**
 * The multi-path update a customer sends to create orders with exact stats (what @thali/firebase-data does): one order
 * per kitchen in batch slot 0 of its kitchen's stats, the counters moving by its total; when the stored monthStart is
 * not the current month's start, it is written and the monthly figures restart. Numbered from the month's first.
 */
const createUpdate = (entries, stored = FIXTURE.stats) => orderCreation(entries, { stored });
/** The kitchen's cancel of a fixture order (saying why), or its completion, with the stats. */
const kitchenCancel = (oid, o = FIXTURE.orders[oid], reason = 'Sold out') => settleWrite(oid, o, 'cancelled', { cancelledBy: 'provider', reason, monthStartOf: MONTH_START });
const complete = (oid, o = FIXTURE.orders[oid]) => settleWrite(oid, o, 'completed');
/** Issue 36: `field` of `uid`'s listing changed to `value` with its record, as the data package writes it (root update). */
/** What signup writes besides the name of a new kitchen (issue 39). */
const KITCHEN_DETAILS = { phone: '+91 98220 10010', area: 'Dharampeth', address: '14 Ram Nagar Road, Nagpur', cuisine: 'maharashtrian' };
const recorded = (uid, field, value, id = `ch-${field}`) => ({ [`providers/${uid}/${field}`]: value, [`providers/${uid}/changeIds/${field}`]: id,
  [`providerChanges/${uid}/${id}`]: { field, old: FIXTURE.providers[uid][field] ?? '', new: value, at: SV_TS } });
/** A new order of c1 at p1 (Dal ₹100 + the ₹40 fee), as checkout writes it; `o` overrides (lines: the totals follow). */
const newOrder = (o = {}) => wholeOrder({ userId: 'c1', providerId: 'p1', lines: [line('i1')], address: ADDRESS, customerName: 'Riya',
  customerPhone: PHONE, ...o });
/** One order of two lines of p1: Dal × 2 = 200, Lassi 20.5 × 3 = 61.5, + ₹40 = ₹301.5; and the basket clearing. */
const CHECKOUT = [['o9', newOrder({ lines: [line('i1', 2), line('i3', 3)] })]];
const CLEAR_CART = { 'users/c1/cart/i1': null, 'users/c1/cart/i3': null };
/** A basket of two kitchens: p1's order (₹301.5) and p2's (Chai ₹20 + ₹40 = ₹60), two numbers in one write. */
const TWO_KITCHENS = [...CHECKOUT, ['o10', newOrder({ providerId: 'p2', lines: [line('i2')] })]];
/** Single orders of p1 for the month scenarios: A = Dal × 2 + fee = ₹240, B = Lassi × 3 + fee = ₹101.5. */
const A = ['o9', newOrder({ lines: [line('i1', 2)] })];
const B = ['o10', newOrder({ lines: [line('i3', 3)] })];
/** A first order at p2 (no stats stored yet: the month starts with it), Chai × 2 + fee = ₹80. */
const P2 = ['o9', newOrder({ providerId: 'p2', lines: [line('i2', 2)] })];
/** `u` without the paths named. */
const without = (u, ...paths) => Object.fromEntries(Object.entries(u).filter(([k]) => !paths.includes(k)));

const { db, run, admin, adminGet, testCases, place } = rulesMatrix({ fixture: FIXTURE,
  who: { anon: null, c1: 'c1', c2: 'c2', p1: 'p1', p2: 'p2', p3: 'p3', a1: 'a1', new: 'n1' } });

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
  // issue 44: an account made by mobile number: its verified mobile instead of an e-mail; neither is refused
  ['new user by mobile number: phone, no e-mail', 'new', 'PUT', 'users/n1', { name: 'Asha', role: 'user', phone: PHONE, createdAt: '2026-11-27T00:00:00.000Z' }, true],
  ['new kitchen by mobile number: phone, no e-mail', 'new', 'PUT', 'users/n1', { name: 'Asha', role: 'meal_provider', phone: PHONE }, true],
  ['new user with neither e-mail nor phone', 'new', 'PUT', 'users/n1', { name: 'Asha', role: 'user' }, false],
  ['new user by mobile number with a landline as a customer', 'new', 'PUT', 'users/n1', { name: 'Asha', role: 'user', phone: '07122345678' }, false],
  ['new user by mobile number as an admin role', 'new', 'PUT', 'users/n1', { name: 'Asha', role: 'admin', phone: PHONE }, false],
  ['new user with extra field', 'new', 'PUT', 'users/n1', { ...user('n', 'user'), isAdmin: true }, false],
  ['creating someone else\'s record', 'new', 'PUT', 'users/n2', user('n', 'user'), false],
  ['anon creates a user record', 'anon', 'PUT', 'users/n1', user('n', 'user'), false],
  ['role escalation user → meal_provider (field)', 'c1', 'PUT', 'users/c1/role', 'meal_provider', false],
  ['role escalation via update', 'c1', 'PATCH', 'users/c1', { role: 'meal_provider' }, false],
  ['role escalation via full overwrite', 'c1', 'PUT', 'users/c1', user('cust', 'meal_provider'), false],
  ['role removal', 'c1', 'DELETE', 'users/c1/role', undefined, false],
  ['deleting own user record (role reset)', 'c1', 'DELETE', 'users/c1', undefined, false],
  ['profile save (name, mobile, address, cuisine)', 'c1', 'PATCH', 'users/c1', { name: 'Riya', phone: '+919812345670', address: 'Nagpur', cuisine: 'x' }, true],
  // issue 37: a customer's phone is its mobile, stored +91 and 10 digits starting 6–9 (a kitchen's may be any number)
  ['customer saves a mobile starting 6', 'c1', 'PUT', 'users/c1/phone', '+916000000000', true],
  ['customer removes its mobile', 'c1', 'DELETE', 'users/c1/phone', undefined, true],
  ['customer saves a phone that is not a number (+91 1)', 'c1', 'PUT', 'users/c1/phone', '+91 1', false],
  ['customer saves a mobile with spaces (not normalised)', 'c1', 'PUT', 'users/c1/phone', '+91 98765 43210', false],
  ['customer saves a mobile starting 5', 'c1', 'PUT', 'users/c1/phone', '+915876543210', false],
  ['customer saves a landline with its STD code', 'c1', 'PUT', 'users/c1/phone', '07122345678', false],
  ['customer saves 11 digits after +91', 'c1', 'PUT', 'users/c1/phone', '+9198765432101', false],
  ['new customer record with a mobile', 'new', 'PUT', 'users/n1', { ...user('newbie', 'user'), phone: '+919876543210' }, true],
  ['new customer record with a landline', 'new', 'PUT', 'users/n1', { ...user('newbie', 'user'), phone: '0712 2345678' }, false],
  ['new kitchen record with a landline', 'new', 'PUT', 'users/n1', { ...user('newbie', 'meal_provider'), phone: '0712 2345678' }, true],
  ['profile save with empty name', 'c1', 'PATCH', 'users/c1', { name: '' }, false],
  ['other customer edits profile', 'c2', 'PATCH', 'users/c1', { name: 'Hacked' }, false],
  ['provider keeps role on profile save', 'p1', 'PATCH', 'users/p1', { name: 'Prov', role: 'meal_provider' }, true],
  ['new user record with a 1 MiB createdAt', 'new', 'PUT', 'users/n1', { ...user('n', 'user'), createdAt: 'x'.repeat(1 << 20) }, false],
  ['new user record with a numeric createdAt', 'new', 'PUT', 'users/n1', { ...user('n', 'user'), createdAt: T }, true],
  ['user image as a site path', 'p1', 'PATCH', 'users/p1', { image: '/images/kitchen.svg' }, true],
  ['user image /\\host (another host)', 'p1', 'PATCH', 'users/p1', { image: '/\\evil.test/x.png' }, false],
  // issue 39: an uploaded picture is a storage reference, accepted only in the writer's own folder
  ['user image: its own storage reference', 'p1', 'PATCH', 'users/p1', { image: storageRef('p1', 'kitchen') }, true],
  ["user image: another's storage reference", 'p1', 'PATCH', 'users/p1', { image: storageRef('p2', 'kitchen') }, false],
  // ---- cart ----
  ['customer adds to own cart', 'c1', 'PUT', 'users/c1/cart/i1', { id: 'i1', price: 100, quantity: 1, addedAt: T }, true],
  ['add-to-cart: a new line as add-to-cart writes it (every field)', 'c1', 'PUT', 'users/c1/cart/i2', cartLine('i2', 'p2', 'Chai', 20, 1), true],
  ['add-to-cart: an existing line gains quantity (the transaction rewrites the line)', 'c1', 'PUT', 'users/c1/cart/i1', cartLine('i1', 'p1', 'Dal', 100, 3), true],
  ['add-to-cart: a line of an item without image or description (empty strings)', 'c1', 'PUT', 'users/c1/cart/i2', cartLine('i2', '', '', 20, 1, { description: '', imageUrl: '' }), true],
  ['set-cart-quantity: only the quantity', 'c1', 'PATCH', 'users/c1/cart/i1', { quantity: 4 }, true],
  ['customer updates cart quantity', 'c1', 'PATCH', 'users/c1/cart/i1', { price: 100, quantity: 3 }, true],
  ['cart quantity 0 rejected', 'c1', 'PUT', 'users/c1/cart/i1', { price: 100, quantity: 0 }, false],
  ['cart quantity fractional rejected', 'c1', 'PUT', 'users/c1/cart/i1', { price: 100, quantity: 1.5 }, false],
  ['cart quantity 50', 'c1', 'PATCH', 'users/c1/cart/i1', { quantity: 50 }, true],
  ['cart quantity 51', 'c1', 'PATCH', 'users/c1/cart/i1', { quantity: 51 }, false],
  ['cart quantity 1e9', 'c1', 'PATCH', 'users/c1/cart/i1', { quantity: 1e9 }, false],
  ['cart price ₹20,000', 'c1', 'PATCH', 'users/c1/cart/i1', { price: 20000 }, true],
  ['cart price ₹20,001', 'c1', 'PATCH', 'users/c1/cart/i1', { price: 20001 }, false],
  ['cart price ₹0.001', 'c1', 'PATCH', 'users/c1/cart/i1', { price: 0.001 }, false],
  ['cart line with an unknown field', 'c1', 'PUT', 'users/c1/cart/i2', cartLine('i2', 'p2', 'Chai', 20, 1, { note: 'x' }), false],
  ['cart line with 500 unknown keys', 'c1', 'PUT', 'users/c1/cart/i2', { ...cartLine('i2', 'p2', 'Chai', 20, 1), ...Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i])) }, false],
  ['cart line with a nested object', 'c1', 'PUT', 'users/c1/cart/i2', cartLine('i2', 'p2', 'Chai', 20, 1, { name: { a: { b: { c: 'deep' } } } }), false],
  ['cart line name of 100 chars', 'c1', 'PUT', 'users/c1/cart/i2', cartLine('i2', 'p2', 'n'.repeat(100), 20, 1), true],
  ['cart line name of 101 chars', 'c1', 'PUT', 'users/c1/cart/i2', cartLine('i2', 'p2', 'n'.repeat(101), 20, 1), false],
  ['cart line description of 1 MiB', 'c1', 'PUT', 'users/c1/cart/i2', cartLine('i2', 'p2', 'Chai', 20, 1, { description: 'd'.repeat(1 << 20) }), false],
  ['cart line imageUrl of 2049 chars', 'c1', 'PUT', 'users/c1/cart/i2', cartLine('i2', 'p2', 'Chai', 20, 1, { imageUrl: '/' + 'i'.repeat(2048) }), false],
  ["cart line imageUrl: its kitchen's storage reference", 'c1', 'PUT', 'users/c1/cart/i2', cartLine('i2', 'p2', 'Chai', 20, 1, { imageUrl: storageRef('p2', 'dishes') }), true],
  ["cart line imageUrl: another kitchen's storage reference", 'c1', 'PUT', 'users/c1/cart/i2', cartLine('i2', 'p2', 'Chai', 20, 1, { imageUrl: storageRef('p1', 'dishes') }), false],
  ['cart line imageUrl javascript:', 'c1', 'PUT', 'users/c1/cart/i2', cartLine('i2', 'p2', 'Chai', 20, 1, { imageUrl: 'javascript:alert(1)' }), false],
  ['cart line id other than its key', 'c1', 'PUT', 'users/c1/cart/i2', cartLine('i1', 'p2', 'Chai', 20, 1), false],
  ['cart line addedAt as a string', 'c1', 'PUT', 'users/c1/cart/i2', cartLine('i2', 'p2', 'Chai', 20, 1, { addedAt: 'yesterday' }), false],
  ['customer clears own cart', 'c1', 'DELETE', 'users/c1/cart', undefined, true],
  ['other customer writes cart', 'c2', 'PUT', 'users/c1/cart/i1', { price: 100, quantity: 1 }, false],
  ['other customer reads cart', 'c2', 'GET', 'users/c1/cart', undefined, false],
  ['anon reads cart', 'anon', 'GET', 'users/c1/cart', undefined, false],
  ['provider reads customer cart', 'p1', 'GET', 'users/c1/cart', undefined, false],
  // ---- providers ----
  ['anon lists approved providers (orderByChild approved, equalTo true)', 'anon', 'GET', 'providers', undefined, true, q('approved', true)],
  ['customer lists approved providers', 'c1', 'GET', 'providers', undefined, true, q('approved', true)],
  ['anon lists all providers (pending ones too: denied)', 'anon', 'GET', 'providers', undefined, false],
  ['customer lists all providers (denied)', 'c1', 'GET', 'providers', undefined, false],
  ['anon lists pending providers (equalTo false)', 'anon', 'GET', 'providers', undefined, false, q('approved', false)],
  ['anon lists providers by rating', 'anon', 'GET', 'providers', undefined, false, q('ratingSum', 9)],
  ['admin lists all providers (to approve pending ones)', 'a1', 'GET', 'providers', undefined, true],
  ['customer reads one provider', 'c1', 'GET', 'providers/p1', undefined, true],
  ['anon reads a pending provider by id', 'anon', 'GET', 'providers/p3', undefined, true],
  ['pending provider reads own listing', 'p3', 'GET', 'providers/p3', undefined, true],
  // issue 36: a phone, address or picture change comes with its record (kitchen-names-matrix.test.js); a name of an
  // approved kitchen does not change (it is requested)
  ['provider updates own projection', 'p1', 'PATCH', '', { 'providers/p1/cuisine': 'saoji', ...recorded('p1', 'phone', '+91 98220 00002') }, true],
  ['profile save of a provider: user record + listing in one update', 'p1', 'PATCH', '', { 'users/p1/name': 'Prov 1', 'users/p1/phone': '+91 98220 00003', 'users/p1/cuisine': 'saoji',
    'providers/p1/name': 'Prov One', 'providers/p1/cuisine': 'saoji', ...recorded('p1', 'phone', '+91 98220 00003') }, true],
  ['profile save of a pending provider', 'p3', 'PATCH', '', { 'users/p3/address': 'Nagpur', ...recorded('p3', 'address', 'Nagpur'), 'providers/p3/name': 'Pending Kitchen' }, true],
  ['provider rewrites its whole listing keeping rating and approval', 'p1', 'PUT', 'providers/p1', { name: 'Prov One', cuisine: 'saoji', ratingSum: 9, ratingCount: 2, approved: true, deliversTo: deliversTo() }, true],
  ['provider rewrites its whole listing without its approval', 'p1', 'PUT', 'providers/p1', { name: 'Prov One', ratingSum: 9, ratingCount: 2 }, false],
  ['provider rewrites its whole listing without its rating', 'p1', 'PUT', 'providers/p1', { name: 'Prov One', approved: true }, false],
  ['provider sets own rating', 'p1', 'PATCH', 'providers/p1', { ratingSum: 50 }, false],
  ['provider writes own rating leaf', 'p1', 'PUT', 'providers/p1/ratingSum', 50, false],
  ['provider removes own rating', 'p1', 'DELETE', 'providers/p1/ratingSum', undefined, false],
  ['pending provider rates itself 5.0', 'p3', 'PATCH', 'providers/p3', { ratingSum: 5, ratingCount: 1 }, false],
  ['admin sets a rating (ratings come from reviews only)', 'a1', 'PUT', 'providers/p1/ratingSum', 48, false],
  ['admin sets an old-style rating', 'a1', 'PUT', 'providers/p1/rating', 4.8, false],
  ['pending provider approves itself', 'p3', 'PATCH', 'providers/p3', { approved: true }, false],
  ['pending provider approves itself (leaf)', 'p3', 'PUT', 'providers/p3/approved', true, false],
  ['approved provider removes own approval flag', 'p1', 'PATCH', 'providers/p1', { approved: null }, false],
  ['customer approves a kitchen', 'c1', 'PUT', 'providers/p3/approved', true, false],
  // issue 40: an approval flip moves the listed count in the same write (delivery-areas-matrix.test.js)
  ['admin approves a pending kitchen', 'a1', 'PATCH', '', { 'providers/p3/approved': true, 'providers/p3/deliversTo/Trimurti Nagar': true, listedKitchens: 3 }, true],
  ['admin approves without moving the listed count', 'a1', 'PATCH', 'providers/p3', { approved: true }, false],
  ['admin withdraws an approval', 'a1', 'PATCH', '', { 'providers/p1/approved': false, 'providers/p1/deliversTo/Trimurti Nagar': false, listedKitchens: 1 }, true],
  ['admin approval as a string', 'a1', 'PATCH', '', { 'providers/p3/approved': 'yes', listedKitchens: 3 }, false],
  ['admin approves a listing that does not exist', 'a1', 'PATCH', '', { 'providers/zz/approved': true, listedKitchens: 3 }, false],
  ['admin renames a kitchen (approving its name request, issue 36)', 'a1', 'PATCH', 'providers/p1', { name: 'Mine' }, true],
  ['admin changes a kitchen’s phone (not an admin field)', 'a1', 'PATCH', 'providers/p1', { phone: '+91 1' }, false],
  ['provider deletes own listing (would reset its approval)', 'p1', 'DELETE', 'providers/p1', undefined, false],
  ['pending provider deletes own listing', 'p3', 'DELETE', 'providers/p3', undefined, false],
  ['listing image https', 'p1', 'PATCH', '', recorded('p1', 'image', 'https://cdn.test/k.png'), true],
  ['listing image site path', 'p1', 'PATCH', '', recorded('p1', 'image', '/images/kitchen.svg'), true],
  ['listing image: its own storage reference (kitchen folder)', 'p1', 'PATCH', '', recorded('p1', 'image', storageRef('p1', 'kitchen')), true],
  ["listing image: another kitchen's storage reference", 'p1', 'PATCH', '', recorded('p1', 'image', storageRef('p2', 'kitchen')), false],
  ['listing image: a storage reference outside kitchens/', 'p1', 'PATCH', '', recorded('p1', 'image', 'storage:public/p1/kitchen/abcdefghijklmnopq.webp'), false],
  ['listing image empty where there was none (no change to record: the data package leaves it out)', 'p1', 'PATCH', 'providers/p1', { image: '' }, false],
  ['listing image http://', 'p1', 'PATCH', 'providers/p1', { image: 'http://cdn.test/k.png' }, false],
  ['listing image javascript:', 'p1', 'PATCH', 'providers/p1', { image: 'javascript:alert(1)' }, false],
  ['listing image data:', 'p1', 'PATCH', 'providers/p1', { image: 'data:image/svg+xml,<svg onload=alert(1)>' }, false],
  ['listing image //host', 'p1', 'PATCH', 'providers/p1', { image: '//evil.test/k.png' }, false],
  ['listing image /\\host', 'p1', 'PATCH', 'providers/p1', { image: '/\\evil.test/k.png' }, false],
  ['listing image /<tab>/host (tab dropped by browsers)', 'p1', 'PATCH', 'providers/p1', { image: '/\t/evil.test/k.png' }, false],
  ['listing image https with a backslash', 'p1', 'PATCH', 'providers/p1', { image: 'https://cdn.test\\@evil.test/k.png' }, false],
  ['listing image of 2049 chars', 'p1', 'PATCH', 'providers/p1', { image: '/' + 'i'.repeat(2048) }, false],
  ['other provider writes projection', 'p2', 'PATCH', 'providers/p1', { name: 'Mine' }, false],
  ['customer creates a provider projection for self', 'c1', 'PUT', 'providers/c1', { name: 'Fake' }, false],
  ['anon writes provider', 'anon', 'PATCH', 'providers/p1', { name: 'X' }, false],
  ['provider projection rating out of range', 'p1', 'PATCH', 'providers/p1', { rating: 7 }, false],
  ['provider projection unknown field (verified)', 'p1', 'PATCH', 'providers/p1', { verified: true }, false],
  ['provider projection extra field (email)', 'p1', 'PATCH', 'providers/p1', { email: 'leak@t.test' }, false],
  ['signup writes user + provider together', 'new', 'PATCH', '', { 'users/n1': user('Chef', 'meal_provider'), 'providers/n1': { name: 'Chef', ...KITCHEN_DETAILS } }, true],
  // issue 39: a new kitchen comes with its details (kitchen-details-matrix.test.js)
  ['signup as provider with a name only', 'new', 'PATCH', '', { 'users/n1': user('Chef', 'meal_provider'), 'providers/n1': { name: 'Chef' } }, false],
  ['signup as customer cannot write provider', 'new', 'PATCH', '', { 'users/n1': user('Chef', 'user'), 'providers/n1': { name: 'Chef', ...KITCHEN_DETAILS } }, false],
  ['signup as provider with approved: true', 'new', 'PATCH', '', { 'users/n1': user('Chef', 'meal_provider'), 'providers/n1': { name: 'Chef', ...KITCHEN_DETAILS, approved: true } }, false],
  ['signup as provider with a rating of 5.0', 'new', 'PATCH', '', { 'users/n1': user('Annapurna Tiffin Services', 'meal_provider'), 'providers/n1': { name: 'Annapurna Tiffin Services', ...KITCHEN_DETAILS, ratingSum: 5, ratingCount: 1 } }, false],
  // ---- admins (set in the console / with the owner credential; never by rules) ----
  ['admin reads own admin flag', 'a1', 'GET', 'admins/a1', undefined, true],
  ['customer reads own (absent) admin flag', 'c1', 'GET', 'admins/c1', undefined, true],
  ['customer reads another user\'s admin flag', 'c1', 'GET', 'admins/a1', undefined, false],
  ['customer lists the admins', 'c1', 'GET', 'admins', undefined, false],
  ['customer makes itself admin', 'c1', 'PUT', 'admins/c1', true, false],
  ['new user makes itself admin at signup', 'new', 'PATCH', '', { 'users/n1': user('n', 'user'), 'admins/n1': true }, false],
  ['admin makes another user admin', 'a1', 'PUT', 'admins/c1', true, false],
  ['admin removes own flag', 'a1', 'DELETE', 'admins/a1', undefined, false],
  // ---- menu items ----
  ['anon lists menu items', 'anon', 'GET', 'menu-items', undefined, true],
  ['anon queries menu items by provider', 'anon', 'GET', 'menu-items', undefined, true, q('providerId', 'p1')],
  ['provider creates own item', 'p1', 'PUT', 'menu-items/new1', created('p1', 'Poha', 40), true],
  ['provider creates item for other provider', 'p1', 'PUT', 'menu-items/new1', created('p2', 'Poha', 40), false],
  ['customer creates item', 'c1', 'PUT', 'menu-items/new1', { ...created('c1', 'Poha', 40) }, false],
  ['anon creates item', 'anon', 'PUT', 'menu-items/new1', created('p1', 'Poha', 40), false],
  ['pending provider builds its menu', 'p3', 'PUT', 'menu-items/new1', created('p3', 'Upma', 40), true],
  ['item price 0', 'p1', 'PUT', 'menu-items/new1', created('p1', 'Poha', 0), false],
  ['item price ₹1', 'p1', 'PUT', 'menu-items/new1', created('p1', 'Poha', 1), true],
  ['item price ₹0.99', 'p1', 'PUT', 'menu-items/new1', created('p1', 'Poha', 0.99), false],
  ['item price ₹0.001', 'p1', 'PUT', 'menu-items/new1', created('p1', 'Poha', 0.001), false],
  ['item price ₹20,000', 'p1', 'PUT', 'menu-items/new1', created('p1', 'Poha', 20000), true],
  ['item price ₹20,000.01', 'p1', 'PUT', 'menu-items/new1', created('p1', 'Poha', 20000.01), false],
  ['item price ₹1e308', 'p1', 'PUT', 'menu-items/new1', created('p1', 'Poha', 1e308), false],
  ['provider raises own item price to ₹1e6', 'p1', 'PATCH', 'menu-items/i1', { price: 1e6, updatedAt: T + 5 }, false],
  ['item price negative', 'p1', 'PUT', 'menu-items/new1', created('p1', 'Poha', -5), false],
  ['item price string', 'p1', 'PUT', 'menu-items/new1', created('p1', 'Poha', '40'), false],
  ['item name empty', 'p1', 'PUT', 'menu-items/new1', created('p1', '', 40), false],
  ['item name 101 chars', 'p1', 'PUT', 'menu-items/new1', created('p1', 'x'.repeat(101), 40), false],
  ['item name 100 chars', 'p1', 'PUT', 'menu-items/new1', created('p1', 'x'.repeat(100), 40), true],
  ['item description 501 chars', 'p1', 'PUT', 'menu-items/new1', { ...created('p1', 'Poha', 40), description: 'd'.repeat(501) }, false],
  ['item bad category', 'p1', 'PUT', 'menu-items/new1', { ...created('p1', 'Poha', 40), category: 'snacks' }, false],
  ['item javascript: image url', 'p1', 'PUT', 'menu-items/new1', { ...created('p1', 'Poha', 40), imageUrl: 'javascript:alert(1)' }, false],
  ['item https image url', 'p1', 'PUT', 'menu-items/new1', { ...created('p1', 'Poha', 40), imageUrl: 'https://cdn.test/x.png' }, true],
  ['item: its own storage reference', 'p1', 'PUT', 'menu-items/new1', { ...created('p1', 'Poha', 40), imageUrl: storageRef('p1', 'dishes') }, true],
  ['item: its own storage reference, .jpg', 'p1', 'PUT', 'menu-items/new1', { ...created('p1', 'Poha', 40), imageUrl: storageRef('p1', 'dishes', 'jpg') }, true],
  ["item: another kitchen's storage reference", 'p1', 'PUT', 'menu-items/new1', { ...created('p1', 'Poha', 40), imageUrl: storageRef('p2', 'dishes') }, false],
  ['item: a storage reference with a short id', 'p1', 'PUT', 'menu-items/new1', { ...created('p1', 'Poha', 40), imageUrl: 'storage:kitchens/p1/dishes/abc.webp' }, false],
  ['item: a storage reference with ..', 'p1', 'PUT', 'menu-items/new1', { ...created('p1', 'Poha', 40), imageUrl: 'storage:kitchens/p1/../p2/dishes/abcdefghijklmnopq.webp' }, false],
  ['item: a storage reference of another extension', 'p1', 'PUT', 'menu-items/new1', { ...created('p1', 'Poha', 40), imageUrl: 'storage:kitchens/p1/dishes/abcdefghijklmnopq.svg' }, false],
  ['item protocol-relative image url', 'p1', 'PUT', 'menu-items/new1', { ...created('p1', 'Poha', 40), imageUrl: '//evil.test/x.png' }, false],
  ['item http:// image url (no longer accepted)', 'p1', 'PUT', 'menu-items/new1', { ...created('p1', 'Poha', 40), imageUrl: 'http://cdn.test/x.png' }, false],
  ['item /\\host image url', 'p1', 'PUT', 'menu-items/new1', { ...created('p1', 'Poha', 40), imageUrl: '/\\evil.test/x.png' }, false],
  ['item site path with a backslash', 'p1', 'PUT', 'menu-items/new1', { ...created('p1', 'Poha', 40), imageUrl: '/images\\..\\x.png' }, false],
  ['item /<newline>/host image url', 'p1', 'PUT', 'menu-items/new1', { ...created('p1', 'Poha', 40), imageUrl: '/\n/evil.test/x.png' }, false],
  ['item data: image url', 'p1', 'PUT', 'menu-items/new1', { ...created('p1', 'Poha', 40), imageUrl: 'data:image/png;base64,AAAA' }, false],
  ['item empty image url', 'p1', 'PUT', 'menu-items/new1', { ...created('p1', 'Poha', 40), imageUrl: '' }, false],
  ['item created inactive', 'p1', 'PUT', 'menu-items/new1', { ...created('p1', 'Poha', 40), status: 'inactive' }, false],
  ['item missing createdAt', 'p1', 'PUT', 'menu-items/new1', (({ createdAt: _c, ...r }) => r)(created('p1', 'Poha', 40)), false],
  ['provider changes own item price', 'p1', 'PATCH', 'menu-items/i1', { price: 120, updatedAt: { '.sv': 'timestamp' } }, true],
  ['other provider changes item price', 'p2', 'PATCH', 'menu-items/i1', { price: 1 }, false],
  ['provider takes over other item (providerId)', 'p2', 'PATCH', 'menu-items/i1', { providerId: 'p2' }, false],
  ['provider gives away own item', 'p1', 'PATCH', 'menu-items/i1', { providerId: 'p2' }, false],
  ['provider deletes own item', 'p1', 'DELETE', 'menu-items/i1', undefined, true],
  ['customer deletes item', 'c1', 'DELETE', 'menu-items/i1', undefined, false],
  // ---- orders (issue 37: one record per order number and kitchen, its lines inside) ----
  ['customer places an order with stats', 'c1', 'PATCH', '', createUpdate([['o9', newOrder()]]), true],
  ['order without its stats marker (order only)', 'c1', 'PUT', 'orders/o9', newOrder(), false],
  ['order with stats counters but no marker', 'c1', 'PATCH', '', without(createUpdate([['o9', newOrder()]]), 'stats/p1/applied/o9'), false],
  ['order whose marker sits under another provider', 'c1', 'PATCH', '', { 'orders/o9': newOrder(), 'stats/p2/applied/o9': 'created', 'stats/p2/event': 'created', 'stats/p2/batch': { 0: 'o9' } }, false],
  ['line price tampering', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ lines: [line('i1', 1, { price: 1 })] })]]), false],
  ['line item name tampering', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ lines: [line('i1', 1, { itemName: 'Free food' })] })]]), false],
  ['an order of p2 holding a line of p1\'s item', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ providerId: 'p2' })]]), false],
  ['a line of another kitchen\'s item among the kitchen\'s own', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ lines: [line('i1'), line('i2')] })]]), false],
  ['order for someone else', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ userId: 'c2', customerPhone: '+919812345678' })]]), false],
  ['order by anon', 'anon', 'PATCH', '', createUpdate([['o9', newOrder()]]), false],
  ['order by provider (not a customer)', 'p2', 'PATCH', '', createUpdate([['o9', newOrder({ userId: 'p2' })]]), false],
  ['order created completed', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ status: 'completed' })]]), false],
  ['order created already accepted', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ step: 'accepted', acceptedAt: NOW_TS, readyBy: '@now+3600000' })]]), false],
  ['order created with a ready-by time', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ readyBy: '@now+3600000' })]]), false],
  ['order quantity 0', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ lines: [line('i1', 0)] })]]), false],
  ['order quantity 2.5', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ lines: [line('i1', 2.5)] })]]), false],
  ['order quantity 3', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ lines: [line('i1', 3)] })]]), true],
  ['order quantity 50', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ lines: [line('i1', 50)] })]]), true],
  ['order quantity 51', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ lines: [line('i1', 51)] })]]), false],
  ['order quantity 1e9', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ lines: [line('i1', 1e9)] })]]), false],
  ['order quantity 1e18', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ lines: [line('i1', 1e18)] })]]), false],
  ['order for an inactive item', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ lines: [line('i5')] })]]), false],
  ['order for an item of a pending kitchen', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ providerId: 'p3', lines: [line('i4')] })]], {}), false],
  ['order for unknown item', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ lines: [line('i1', 1, { itemId: 'nope' })] })]]), false],
  ['order timestamped a minute ago (the client’s reading of the server clock)', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ timestamp: '@now-60000' })]]), true],
  ['order timestamped 3 minutes ago', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ timestamp: '@now-180000' })]]), false],
  ['order timestamped long ago (backdated)', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ timestamp: T })]]), false],
  ['order timestamped a minute ahead of the server', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ timestamp: '@now+60000' })]]), false],
  ['order timestamped by the server (its board key cannot repeat it)', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ timestamp: SV_TS })]]), false],
  ['order timestamped with a fraction of a millisecond', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ timestamp: '@now-1000.5' })]]), false],
  ['order with extra field', 'c1', 'PATCH', '', createUpdate([['o9', { ...newOrder(), discount: 50 }]]), false],
  ['order line with extra field', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ lines: [line('i1', 1, { discount: 50 })] })]]), false],
  // the money: one ₹40 fee, the total adds up
  ['order with the ₹40 delivery fee and its total', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ lines: [line('i1', 2), line('i3')] })]]), true],
  ['order without a fee (₹0)', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ fee: 0 })]]), false],
  ['order with a ₹50 fee', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ fee: 50 })]]), false],
  ['order with a ₹39 fee', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ fee: 39 })]]), false],
  ['order whose total does not add up (₹1 less)', 'c1', 'PATCH', '', createUpdate([['o9', { ...newOrder(), total: 139 }]]), false],
  ['order whose total leaves out the fee', 'c1', 'PATCH', '', createUpdate([['o9', { ...newOrder(), total: 100 }]]), false],
  ['order whose itemsTotal is not its lines\' sum', 'c1', 'PATCH', '', createUpdate([['o9', { ...newOrder({ lines: [line('i1', 2)] }), itemsTotal: 100, total: 140 }]]), false],
  // the lines: 0…lineCount − 1, no gaps, at most 12
  ['order with lineCount other than its lines', 'c1', 'PATCH', '', createUpdate([['o9', { ...newOrder(), lineCount: 2 }]]), false],
  ['order with a gap in its lines (0 and 2)', 'c1', 'PATCH', '', createUpdate([['o9', { ...newOrder({ lines: [line('i1'), line('i3')] }),
    lines: { 0: line('i1'), 2: line('i3') } }]]), false],
  ['order with a line keyed "a"', 'c1', 'PATCH', '', createUpdate([['o9', { ...newOrder(), lines: { a: line('i1') } }]]), false],
  ['order without lines', 'c1', 'PATCH', '', createUpdate([['o9', { ...newOrder(), lines: null, lineCount: 0, itemsTotal: 0, total: 40 }]]), false],
  // the board key: providerId|status|timestamp
  ['order whose boardKey names another kitchen', 'c1', 'PATCH', '', createUpdate([['o9', { ...newOrder(), boardKey: 'p2|pending|@now' }]]), false],
  ['order whose boardKey says completed', 'c1', 'PATCH', '', createUpdate([['o9', { ...newOrder(), boardKey: 'p1|completed|@now' }]]), false],
  ['order whose boardKey has another time', 'c1', 'PATCH', '', createUpdate([['o9', { ...newOrder(), boardKey: `p1|pending|${T}` }]]), false],
  ['order without a boardKey', 'c1', 'PATCH', '', createUpdate([['o9', without(newOrder(), 'boardKey')]]), false],
  // whom the kitchen calls: the customer's name and its mobile, the profile's after the write
  ['order without the customer’s name', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ customerName: undefined })]]), false],
  ['order with a name of 101 characters', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ customerName: 'n'.repeat(101) })]]), false],
  ['order without the customer’s mobile', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ customerPhone: undefined })]]), false],
  ['order with a mobile other than the profile’s', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ customerPhone: '+919812345678' })]]), false],
  ['first order saving a new mobile to the profile in the same write', 'c1', 'PATCH', '',
    { ...createUpdate([['o9', newOrder({ customerPhone: '+917000000001' })]]), 'users/c1/phone': '+917000000001' }, true],
  ['order with a phone that is not a mobile (+91 5…), saved to the profile too', 'c1', 'PATCH', '',
    { ...createUpdate([['o9', newOrder({ customerPhone: '+915876543210' })]]), 'users/c1/phone': '+915876543210' }, false],
  ['order with a phone written with spaces', 'c1', 'PATCH', '',
    { ...createUpdate([['o9', newOrder({ customerPhone: '+91 98765 43210' })]]), 'users/c1/phone': '+91 98765 43210' }, false],
  ['customer overwrites existing order', 'c1', 'PUT', 'orders/o1', newOrder({ timestamp: T, lines: [line('i1', 9)] }), false],
  ['customer re-creates an existing order with stats', 'c1', 'PATCH', '', createUpdate([['o1', newOrder({ lines: [line('i1', 9)] })]]), false],
  ['customer cancels own order without the stats', 'c1', 'PATCH', 'orders/o4', { status: 'cancelled', cancelledBy: 'customer', updatedAt: SV_TS }, false],
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
  ['provider completes an accepted order without stats (order only)', 'p1', 'PATCH', 'orders/o1', { status: 'completed', updatedAt: SV_TS, boardKey: `p1|completed|${T}` }, false],
  ['provider completes an accepted order with stats', 'p1', 'PATCH', '', complete('o1'), true],
  ['provider cancels an earlier month\'s order: totalRevenue −140, monthlyRevenue unchanged', 'p1', 'PATCH', '', kitchenCancel('o1'), true],
  ['provider cancels this month\'s order: both revenues −240 (dishes and fee)', 'p1', 'PATCH', '', kitchenCancel('o3'), true],
  ['cancel taking out the dishes only (not the fee)', 'p1', 'PATCH', '', { ...kitchenCancel('o3'), 'stats/p1/totalRevenue': inc(-200), 'stats/p1/monthlyRevenue': inc(-200) }, false],
  ['cancel leaving the revenues unchanged', 'p1', 'PATCH', '', without(kitchenCancel('o3'), 'stats/p1/totalRevenue', 'stats/p1/monthlyRevenue'), false],
  ['cancel of this month\'s order leaving monthlyRevenue', 'p1', 'PATCH', '', { ...kitchenCancel('o3'), 'stats/p1/monthlyRevenue': inc(0) }, false],
  ['cancel of an earlier month\'s order taken out of monthlyRevenue', 'p1', 'PATCH', '', { ...kitchenCancel('o1'), 'stats/p1/monthlyRevenue': inc(-140) }, false],
  ['cancel moving monthStart back (to count an old order in the month)', 'p1', 'PATCH', '', { ...kitchenCancel('o1'), 'stats/p1/monthStart': Date.UTC(2023, 10, 1) - IST, 'stats/p1/monthlyRevenue': inc(-140) }, false],
  ['status change without updatedAt', 'p1', 'PATCH', '', without(complete('o1'), 'orders/o1/updatedAt'), false],
  ['status change with an updatedAt of the client\'s choosing', 'p1', 'PATCH', '', { ...complete('o1'), 'orders/o1/updatedAt': T + 5 }, false],
  ['status change keeping the boardKey\'s old status', 'p1', 'PATCH', '', without(complete('o1'), 'orders/o1/boardKey'), false],
  ['status back to pending', 'p1', 'PATCH', 'orders/o1', { status: 'pending', updatedAt: SV_TS }, false],
  ['status to unknown value', 'p1', 'PATCH', '', { ...complete('o1'), 'orders/o1/status': 'delivered', 'orders/o1/boardKey': `p1|delivered|${T}` }, false],
  ['provider changes the total with the status', 'p1', 'PATCH', '', { ...complete('o1'), 'orders/o1/total': 1 }, false],
  ['provider changes a line\'s quantity with the status', 'p1', 'PATCH', '', { ...complete('o1'), 'orders/o1/lines/0/quantity': 5 }, false],
  ['provider removes a line with the status', 'p1', 'PATCH', '', { ...complete('o1'), 'orders/o1/lines/0': null }, false],
  ['provider adds a line with the status', 'p1', 'PATCH', '', { ...complete('o1'), 'orders/o1/lines/1': line('i3') }, false],
  ['other provider completes order', 'p2', 'PATCH', '', complete('o1'), false],
  ['provider deletes order', 'p1', 'DELETE', 'orders/o1', undefined, false],
  // ---- stats ----
  ['provider reads own stats', 'p1', 'GET', 'stats/p1', undefined, true],
  ['other provider reads stats', 'p2', 'GET', 'stats/p1', undefined, false],
  ['customer reads stats', 'c1', 'GET', 'stats/p1', undefined, false],
  ['customer reads the stored monthKey (no longer part of the protocol)', 'c1', 'GET', 'stats/p1/monthKey', undefined, false],
  ['customer reads the stored monthStart', 'c1', 'GET', 'stats/p1/monthStart', undefined, true],
  ['customer reads totalRevenue', 'c1', 'GET', 'stats/p1/totalRevenue', undefined, false],
  ['customer reads the applied markers', 'c1', 'GET', 'stats/p1/applied', undefined, false],
  ['anon reads the stored monthKey', 'anon', 'GET', 'stats/p1/monthKey', undefined, false],
  ['anon reads stats', 'anon', 'GET', 'stats/p1', undefined, false],
  ['provider inflates own revenue', 'p1', 'PATCH', 'stats/p1', { totalRevenue: 999999 }, false],
  ['customer zeroes provider stats', 'c1', 'PATCH', 'stats/p1', { totalOrders: 0 }, false],
  ['provider overwrites whole stats node', 'p1', 'PUT', 'stats/p1', zeroStats, false],
  ['provider deletes stats', 'p1', 'DELETE', 'stats/p1', undefined, false],
  ['customer deletes an applied marker', 'c1', 'DELETE', 'stats/p1/applied/o1', undefined, false],
  ['customer creates stats for provider without stats', 'c1', 'PATCH', '', createUpdate([P2]), true],
  // ---- no-op stats writes: every stats write counts at least one order ----
  ['customer writes a stats event alone', 'c1', 'PATCH', 'stats/p1', { event: 'created' }, false],
  ['customer creates an empty stats node (event only) for a provider without stats', 'c1', 'PATCH', 'stats/p2', { event: 'created' }, false],
  ['customer creates a stats node of zero counters', 'c1', 'PATCH', 'stats/p2', { totalOrders: 0, pendingOrders: 0, event: 'created' }, false],
  ['provider writes a stats event alone', 'p1', 'PATCH', 'stats/p1', { event: 'completed' }, false],
  ['provider rewrites the stored monthStart alone', 'p1', 'PATCH', 'stats/p1', { monthStart: PREV_MONTH_START }, false],
  ['customer writes counters unchanged with an event (no slot)', 'c1', 'PATCH', 'stats/p1', { totalOrders: 2, event: 'created' }, false],
  ['stats increment by 2 for one order', 'c1', 'PATCH', '', { ...createUpdate([['o9', newOrder()]]), 'stats/p1/totalOrders': inc(2) }, false],
  ['stats revenue off by one', 'c1', 'PATCH', '', { ...createUpdate([['o9', newOrder()]]), 'stats/p1/totalRevenue': inc(141) }, false],
  ['stats revenue of the dishes only (without the fee)', 'c1', 'PATCH', '', { ...createUpdate([['o9', newOrder()]]), 'stats/p1/totalRevenue': inc(100), 'stats/p1/monthlyRevenue': inc(100) }, false],
  ['stats bump without an order (replayed marker)', 'c1', 'PATCH', '', without(createUpdate([['o1', newOrder()]]), 'orders/o1'), false],
  ['stats for another provider than the order', 'c1', 'PATCH', '', { ...createUpdate([['o9', newOrder()]]), 'stats/p2/totalOrders': 1 }, false],
  ['completion counted twice', 'p1', 'PATCH', '', { ...complete('o1'), 'stats/p1/completedOrders': inc(2) }, false],
  ['customer completes via stats marker', 'c1', 'PATCH', '', complete('o1'), false],
  ['stats unknown field', 'p1', 'PATCH', 'stats/p1', { bonus: 1 }, false],
  // ---- a checkout: one order per kitchen, its lines inside, all in one atomic write ----
  ['checkout: 2 lines of one kitchen in one order + basket clearing', 'c1', 'PATCH', '', { ...createUpdate(CHECKOUT), ...CLEAR_CART }, true],
  ['checkout: 2 kitchens, 2 orders, 2 fees, 2 consecutive numbers', 'c1', 'PATCH', '', { ...createUpdate(TWO_KITCHENS), ...CLEAR_CART }, true],
  ['checkout: 12 lines in one order', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ lines: Array.from({ length: 12 }, (_, i) => line(i % 2 ? 'i3' : 'i1', i + 1)) })]]), true],
  ['checkout: 13 lines in one order', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ lines: Array.from({ length: 13 }, (_, i) => line(i % 2 ? 'i3' : 'i1', i + 1)) })]]), false],
  ['checkout: 2 kitchens under one order (and one fee)', 'c1', 'PATCH', '', createUpdate([['o9', newOrder({ lines: [line('i1', 2), line('i3', 3), line('i2')] })]]), false],
  ['checkout: 2 kitchens, the second order without its fee', 'c1', 'PATCH', '', createUpdate([CHECKOUT[0], ['o10', newOrder({ providerId: 'p2', lines: [line('i2')], fee: 0 })]]), false],
  ['checkout: 2 kitchens under one order number', 'c1', 'PATCH', '', (() => {
    const u = createUpdate(TWO_KITCHENS);
    return without({ ...u, 'orders/o10': { ...u['orders/o10'], orderNumber: u['orders/o9'].orderNumber }, [`orderCounters/${MONTH_LABEL}`]: 1 },
      `orderNumbers/${u['orders/o10'].orderNumber}`);
  })(), false],
  ['checkout: 2 orders of one kitchen (one stats slot)', 'c1', 'PATCH', '', createUpdate([A, B]), false],
  ['checkout: the counters move by 2 for one order', 'c1', 'PATCH', '', { ...createUpdate(CHECKOUT), 'stats/p1/totalOrders': inc(2), 'stats/p1/pendingOrders': inc(2), 'stats/p1/monthlyOrders': inc(2) }, false],
  ['checkout: revenue of the first line only', 'c1', 'PATCH', '', { ...createUpdate(CHECKOUT), 'stats/p1/totalRevenue': inc(240), 'stats/p1/monthlyRevenue': inc(240) }, false],
  ['checkout: a slot naming an order not created in this write', 'c1', 'PATCH', '', { ...createUpdate(CHECKOUT), 'stats/p1/batch': { 0: 'o1' } }, false],
  ['checkout: a second slot', 'c1', 'PATCH', '', { ...createUpdate(CHECKOUT), 'stats/p1/batch': { 0: 'o9', 1: 'o9' } }, false],
  ['checkout: a line with a tampered price denies the whole write', 'c1', 'PATCH', '', { ...createUpdate(TWO_KITCHENS.map(([id, o]) => [id, id === 'o10' ? newOrder({ providerId: 'p2', lines: [line('i2', 1, { price: 2 })] }) : o])), ...CLEAR_CART }, false],
  // ---- the month (Asia/Kolkata): the numeric monthStart, checked against the server's now; never a client label ----
  ['a created event leaving the stored (current) monthStart as it is', 'c1', 'PATCH', '', createUpdate([A]), true],
  ['a created event rewriting the current monthStart (same value)', 'c1', 'PATCH', '', { ...createUpdate([A]), 'stats/p1/monthStart': MONTH_START }, true],
  ['a created event writing a monthKey label', 'c1', 'PATCH', '', { ...createUpdate([A]), 'stats/p1/monthKey': MONTH }, false],
  ['a created event writing the label "9999-12"', 'c1', 'PATCH', '', { ...createUpdate([A]), 'stats/p1/monthKey': '9999-12' }, false],
  ['a created event deleting the stored monthKey', 'c1', 'PATCH', '', { ...createUpdate([A]), 'stats/p1/monthKey': null }, true],
  ['deleting the stored monthKey alone (no order)', 'c1', 'DELETE', 'stats/p1/monthKey', undefined, false],
  ['first stats of a provider with the month start of 9999-12 (freeze)', 'c1', 'PATCH', '', { ...createUpdate([P2]), 'stats/p2/monthStart': Date.UTC(9999, 11, 1) - IST }, false],
  ['first stats of a provider with next month\'s start', 'c1', 'PATCH', '', { ...createUpdate([P2]), 'stats/p2/monthStart': NEXT_MONTH_START }, false],
  ['first stats of a provider with last month\'s start', 'c1', 'PATCH', '', { ...createUpdate([P2]), 'stats/p2/monthStart': PREV_MONTH_START }, false],
  ['first stats of a provider with a monthStart that is not a month start', 'c1', 'PATCH', '', { ...createUpdate([P2]), 'stats/p2/monthStart': MONTH_START + 864e5 }, false],
  ['first stats of a provider without a monthStart', 'c1', 'PATCH', '', without(createUpdate([P2]), 'stats/p2/monthStart'), false],
  ['new month with a monthStart in the future', 'c1', 'PATCH', '', { ...createUpdate([A], {}), 'stats/p1/monthStart': Date.UTC(2999, 0, 1) - IST }, false],
  ['new month whose monthStart is not a midnight IST', 'c1', 'PATCH', '', { ...createUpdate([A], {}), 'stats/p1/monthStart': NOW - 1000 }, false],
  ['restarting the current month (absolute monthly figures while the stored month is current)', 'c1', 'PATCH', '', createUpdate([A], {}), false],
  ['completion moving monthStart', 'p1', 'PATCH', '', { ...complete('o1'), 'stats/p1/monthStart': NEXT_MONTH_START }, false],
  ['completion writing a monthKey', 'p1', 'PATCH', '', { ...complete('o1'), 'stats/p1/monthKey': '9999-12' }, false],
  ['root write by customer', 'c1', 'PUT', '', {}, false],
  ['root read by customer', 'c1', 'GET', '', undefined, false],
];

testCases(CASES);

test('stats stay exact: a checkout, then accept, on the way, delivered, cancellations and replays (issue 37: totals with the fee)', async () => {
  await assertSucceeds(place('c1', { ...createUpdate(CHECKOUT), ...CLEAR_CART }));
  expect(await adminGet('users/c1/cart')).toBeNull();
  const o9 = await adminGet('orders/o9');
  expect(o9).toMatchObject({ lineCount: 2, itemsTotal: 261.5, fee: 40, total: 301.5, status: 'pending', step: 'new' });
  expect(o9.boardKey).toBe(`p1|pending|${o9.timestamp}`);
  expect(await adminGet('stats/p1')).toMatchObject({ totalOrders: 4, totalRevenue: 821.5, monthlyOrders: 3, monthlyRevenue: 681.5, pendingOrders: 4 });
  await assertFails(place('c1', createUpdate(CHECKOUT))); // replay
  // the steps write no stats
  await assertSucceeds(run('p1', 'PATCH', '', acceptWrite('o9')));
  await assertSucceeds(run('p1', 'PATCH', '', onTheWayWrite('o9')));
  expect(await adminGet('stats/p1')).toMatchObject({ totalOrders: 4, pendingOrders: 4, completedOrders: 0 });
  await assertSucceeds(run('p1', 'PATCH', '', complete('o9', o9)));
  await assertFails(run('p1', 'PATCH', '', complete('o9', o9))); // replay
  await assertSucceeds(run('p1', 'PATCH', '', kitchenCancel('o4')));
  await assertSucceeds(run('p1', 'PATCH', '', kitchenCancel('o1')));
  const s = await adminGet('stats/p1');
  expect(s).toMatchObject({ totalOrders: 4, totalRevenue: 541.5, monthlyOrders: 3, monthlyRevenue: 541.5, pendingOrders: 1, completedOrders: 1, cancelledOrders: 2 });
  const orders = await adminGet('orders');
  expect([orders.o9.status, orders.o4.status, orders.o1.status, orders.o3.status]).toEqual(['completed', 'cancelled', 'cancelled', 'pending']);
  expect([orders.o9.step, orders.o4.step, orders.o1.step]).toEqual(['on_the_way', 'new', 'accepted']);
  expect(orders.o4).toMatchObject({ cancelledBy: 'provider', cancelReason: 'Sold out', boardKey: `p1|cancelled|${NOW}` });
  // the stats equal what the orders say: pending, completed and cancelled counted from the records
  const mine = Object.values(orders).filter((o) => o.providerId === 'p1');
  for (const status of ['pending', 'completed', 'cancelled']) expect(s[`${status}Orders`]).toBe(mine.filter((o) => o.status === status).length);
});

test('a checkout of two kitchens: two orders, two fees, two consecutive numbers, each kitchen’s stats in the same write', async () => {
  await assertSucceeds(place('c1', { ...createUpdate(TWO_KITCHENS), ...CLEAR_CART }));
  const [o9, o10] = [await adminGet('orders/o9'), await adminGet('orders/o10')];
  expect([o9.fee, o9.total, o10.fee, o10.total]).toEqual([40, 301.5, 40, 60]);
  const seq = (n) => Number(n.split('-')[2]);
  expect(seq(o10.orderNumber)).toBe(seq(o9.orderNumber) + 1);
  expect(await adminGet(`orderCounters/${MONTH_LABEL}`)).toBe(seq(o10.orderNumber));
  expect(await adminGet('stats/p1')).toMatchObject({ totalOrders: 4, totalRevenue: 821.5 });
  expect(await adminGet('stats/p2')).toMatchObject({ totalOrders: 1, pendingOrders: 1, totalRevenue: 60, monthlyRevenue: 60 });
});

test('month rollover: a stored earlier month restarts the monthly figures (absolute values), an increment into it is denied', async () => {
  const old = istMonth(Date.UTC(2024, 4, 15));
  await admin((d) => d.ref('stats/p1').update({ monthStart: old.start }));
  const stored = { p1: { ...FIXTURE.stats.p1, monthStart: old.start } };
  await assertFails(place('c1', createUpdate([A]))); // increments into the finished month
  await assertFails(place('c1', { ...createUpdate([A]), 'stats/p1/monthStart': MONTH_START })); // increments while moving the month
  await assertSucceeds(place('c1', createUpdate([A], stored))); // absolute monthly figures, monthStart = now's month
  expect(await adminGet('stats/p1')).toMatchObject({ monthStart: MONTH_START, monthlyOrders: 1, monthlyRevenue: 240, totalOrders: 4, totalRevenue: 760 });
  // a racing writer that also saw the old month: its absolute values are denied, the retry with increments passes
  await assertFails(place('c1', createUpdate([B], stored)));
  await assertSucceeds(place('c1', createUpdate([B])));
  expect(await adminGet('stats/p1')).toMatchObject({ monthlyOrders: 2, monthlyRevenue: 341.5, totalOrders: 5, totalRevenue: 861.5 });
});

test('a stored monthStart in the future (a frozen month) is replaced by the current one at the next order', async () => {
  const future = Date.UTC(9999, 11, 1) - IST;
  await admin((d) => d.ref('stats/p1').update({ monthStart: future, monthKey: '9999-12' }));
  await assertFails(place('c1', createUpdate([A]))); // increments into it
  await assertSucceeds(place('c1', createUpdate([A], {}))); // the current month starts
  expect(await adminGet('stats/p1')).toMatchObject({ monthStart: MONTH_START, monthlyOrders: 1, monthlyRevenue: 240 });
});

test('older stats without monthStart: the next order restarts the monthly figures; a cancel keeps monthlyRevenue', async () => {
  await admin((d) => d.ref('stats/p1/monthStart').remove());
  const cancel = without(kitchenCancel('o3'), 'stats/p1/monthlyRevenue');
  await assertFails(place('p1', { ...cancel, 'stats/p1/monthlyRevenue': inc(-240) }));
  await assertFails(place('p1', { ...cancel, 'stats/p1/monthStart': MONTH_START })); // a cancel does not set the month
  await assertSucceeds(place('p1', cancel)); // monthlyRevenue not written
  expect(await adminGet('stats/p1')).toMatchObject({ totalRevenue: 280, monthlyRevenue: 380, cancelledOrders: 1, pendingOrders: 2 });
  // or written as an increment of 0: o1 of an earlier month
  await assertSucceeds(place('p1', { ...kitchenCancel('o1'), 'stats/p1/monthlyRevenue': inc(0) }));
  expect(await adminGet('stats/p1')).toMatchObject({ totalRevenue: 140, monthlyRevenue: 380, cancelledOrders: 2, pendingOrders: 1 });
  await assertFails(place('c1', createUpdate([A]))); // increments (no stored month)
  await assertSucceeds(place('c1', createUpdate([A], {})));
  expect(await adminGet('stats/p1')).toMatchObject({ monthStart: MONTH_START, monthlyOrders: 1, monthlyRevenue: 240, totalOrders: 4, totalRevenue: 380 });
});

test('approval: a pending kitchen receives no orders until an admin approves it; a withdrawn approval stops new orders', async () => {
  const poha = () => newOrder({ providerId: 'p3', lines: [line('i4')] });
  await assertFails(place('c1', createUpdate([['o9', poha()]], {})));
  await assertFails(run('p3', 'PUT', 'providers/p3/approved', true));
  await assertSucceeds(run('a1', 'PATCH', '', { 'providers/p3/approved': true, 'providers/p3/deliversTo/Trimurti Nagar': true, listedKitchens: 3 }));
  await assertSucceeds(place('c1', createUpdate([['o9', poha()]], {})));
  // the approved kitchen edits its listing (profile save) and keeps its approval (its name: a request, issue 36)
  await assertSucceeds(place('p3', { 'providers/p3/cuisine': 'maharashtrian', 'users/p3/cuisine': 'Maharashtrian' }));
  await assertFails(place('p3', { 'providers/p3/name': 'Poha Point', 'users/p3/name': 'Poha Point' }));
  expect(await adminGet('providers/p3')).toMatchObject({ name: 'Pending Kitchen', cuisine: 'maharashtrian', approved: true });
  await assertSucceeds(run('a1', 'PATCH', '', { 'providers/p3/approved': false, 'providers/p3/deliversTo/Trimurti Nagar': false, listedKitchens: 2 }));
  await assertFails(place('c1', createUpdate([['o10', poha()]], { p3: { monthStart: MONTH_START } })));
});

test('the storefront query through the firebase SDK: approved kitchens only; the whole list is denied', async () => {
  const anon = db('anon');
  const approved = await assertSucceeds(anon.ref('providers').orderByChild('approved').equalTo(true).get());
  expect(Object.keys(approved.val()).sort()).toEqual(['p1', 'p2']);
  await assertFails(anon.ref('providers').get());
  expect((await assertSucceeds(anon.ref('providers/p3').get())).val()).toEqual(FIXTURE.providers.p3);
});

describe('the month table of the rules (Asia/Kolkata, UTC+05:30, no daylight saving)', () => {
  const kolkata = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit',
    hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const parts = (t) => Object.fromEntries(kolkata.formatToParts(new Date(t)).filter((p) => p.type !== 'literal').map((p) => [p.type, Number(p.value)]));
  const months = (MONTH_TABLE_LAST.year - MONTH_TABLE_FIRST.year) * 12 + (MONTH_TABLE_LAST.month - MONTH_TABLE_FIRST.month) + 1;

  test('covers 2024-01 … 2040-12 plus the end bound, each entry 00:00:00 IST on the 1st of the next month', () => {
    expect([MONTH_TABLE_FIRST, MONTH_TABLE_LAST]).toEqual([{ year: 2024, month: 1 }, { year: 2040, month: 12 }]);
    expect(MONTH_STARTS).toHaveLength(months + 1);
    MONTH_STARTS.forEach((t, i) => {
      const year = 2024 + Math.floor(i / 12);
      expect(parts(t)).toEqual({ year, month: (i % 12) + 1, day: 1, hour: 0, minute: 0, second: 0 });
      if (i > 0) expect(parts(t - 1).month).toBe(((i + 11) % 12) + 1); // one ms earlier: the previous month
    });
  });

  test('known values', () => {
    expect(istMonthStart(2026, 11)).toBe(Date.UTC(2026, 9, 31, 18, 30));
    expect(istMonthStart(2024, 1)).toBe(Date.UTC(2023, 11, 31, 18, 30));
    expect(istMonthStart(2024, 3)).toBe(Date.UTC(2024, 1, 29, 18, 30)); // after 29 February 2024
    expect(MONTH_STARTS[MONTH_STARTS.length - 1]).toBe(Date.UTC(2040, 11, 31, 18, 30));
    expect(MONTH_STARTS).toContain(MONTH_START); // the month of this test run
  });

  test('the rules expression picks the month containing now, at every boundary of the table', () => {
    const at = new Function('now', `return ${currentMonthStartExpr()};`);
    for (let i = 0; i < MONTH_STARTS.length - 1; i++) {
      const [start, end] = [MONTH_STARTS[i], MONTH_STARTS[i + 1]];
      for (const now of [start, start + 1, Math.floor((start + end) / 2), end - 1]) expect(at(now)).toBe(start);
    }
    expect(at(NOW)).toBe(MONTH_START);
  });

  test('the rules know no month before the first or after the last (orders then need regenerated rules)', () => {
    const rules = require('../../../database.rules.json');
    const created = rules.rules.stats.$p['.validate'];
    expect(created).toContain(`now >= ${MONTH_STARTS[0]} && now < ${MONTH_STARTS[MONTH_STARTS.length - 1]}`);
  });
});
