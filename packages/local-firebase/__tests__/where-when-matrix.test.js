'use strict';
/**
 * Rules matrix for where and when an order goes (issue 40; RULES.md "Where an order goes" and "When an order is
 * for"): the place's shape and bounds, its area and PIN code agreeing (generated from @thali/domain/areas), its one
 * line as the order's address, the kitchen delivering to its area, the kitchen's minimum on the dishes, the slot
 * (as soon as possible only while open; a later half hour inside the slot day's hours, not a holiday, not paused, after
 * now, at most two days ahead), the board key by the slot, the customer's cancel of a later slot until it starts and
 * only while the kitchen has not accepted it, and the profile's place. The client never decides where, when or how
 * much: each is the database's check. Written like the other matrices (@firebase/rules-unit-testing, one fixture).
 */
const { DAY_MS, dayStart, monthStart, boardKeyOf } = require('@thali/domain');
const { placeLine } = require('@thali/domain/address');
const { rulesMatrix, wholeOrder, orderCreation, settleWrite, acceptWrite, NOW_TS, HOME_PLACE, HOME_LINE, deliversTo } = require('./matrix-harness');

const NOW = Date.now();
const T = 1700000000000;
const PHONE = '+919876543210';
const HALF_HOUR = 1800000;
const TODAY = dayStart(NOW);
/** Tomorrow at `hh:mm` Asia/Kolkata (epoch ms): always after now and within two days. */
const tomorrowAt = (h, m = 0) => TODAY + DAY_MS + (h * 60 + m) * 60000;
/** The half hour that started last (in the past, or now). */
const LAST_HALF_HOUR = NOW - (NOW % HALF_HOUR);

const user = (name, role, extra = {}) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z', ...extra });
const item = (providerId, name, price) => ({ name, description: 'Tasty', price, category: 'main-course', imageUrl: '/images/thali.svg',
  providerId, status: 'active', createdAt: T, updatedAt: T });
const ITEMS = { i1: item('p1', 'Dal', 100), i2: item('p2', 'Poha', 100), i3: item('p3', 'Thali', 100), i4: item('p4', 'Chai', 100),
  i5: item('p5', 'Kheer', 100) };
const line = (itemId, quantity = 1) => ({ itemId, itemName: ITEMS[itemId].name, price: ITEMS[itemId].price, quantity });
/** Every day lunch 11:00–15:00 (minutes after 00:00 IST). */
const LUNCH = Object.fromEntries(['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6'].map((d) => [d, { open: 660, close: 900 }]));
const CLOSED = Object.fromEntries(['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6'].map((d) => [d, { closed: true }]));
const TOMORROW = TODAY + DAY_MS;
const KITCHENS = {
  // no hours (open all day), Trimurti Nagar and Dharampeth, a ₹150 minimum
  p1: { name: 'Saoji Ghar Rasoi', approved: true, deliversTo: deliversTo(['Trimurti Nagar', 'Dharampeth']), minOrder: 150 },
  // lunch every day
  p2: { name: 'Lunch Kitchen', approved: true, deliversTo: deliversTo(), hours: LUNCH },
  // lunch every day, a holiday tomorrow
  p3: { name: 'Holiday Kitchen', approved: true, deliversTo: deliversTo(), hours: LUNCH, holidays: { [TOMORROW]: { day: TOMORROW } } },
  // paused
  p4: { name: 'Paused Kitchen', approved: true, deliversTo: deliversTo(), accepting: false },
  // closed every day
  p5: { name: 'Closed Kitchen', approved: true, deliversTo: deliversTo(), hours: CLOSED },
  // delivers to Hingna only
  p6: { name: 'Hingna Students Mess', approved: true, deliversTo: deliversTo(['Hingna']) },
};
ITEMS.i6 = item('p6', 'Mess Thali', 100);
ITEMS.i7 = item('p1', 'Lassi', 50);

/** A stored order of c1 at p2 (Poha + ₹40) for `slot` (a later slot unless asap), placed at `timestamp`. */
const stored = (extra = {}) => wholeOrder({ userId: 'c1', providerId: 'p2', lines: [line('i2')], timestamp: T, orderNumber: 'TH-2611-0001',
  customerName: 'Riya', customerPhone: PHONE, ...extra });
const ORDERS = {
  // for tomorrow's 12:00 slot, placed long ago, still new: cancellable until the slot starts
  o1: stored({ slotStart: tomorrowAt(12) }),
  // the same, accepted by the kitchen: no longer the customer's to cancel
  o2: stored({ slotStart: tomorrowAt(12), step: 'accepted', acceptedAt: T + 1, readyBy: T + 3600e3 }),
  // its slot has started
  o3: stored({ slotStart: LAST_HALF_HOUR }),
  // as soon as possible, placed 20 minutes ago: the 10-minute window has passed
  o4: stored({ timestamp: NOW - 20 * 60000 }),
  // as soon as possible, placed a minute ago
  o5: stored({ timestamp: NOW - 60000 }),
};
const FIXTURE = {
  users: { c1: user('cust', 'user', { phone: PHONE }), c2: user('cust2', 'user', { phone: '+919812345678' }),
    p1: user('p1', 'meal_provider'), p2: user('p2', 'meal_provider') },
  providers: KITCHENS,
  'menu-items': ITEMS,
  orders: ORDERS,
  stats: {
    p2: { totalOrders: 5, totalRevenue: 700, monthlyOrders: 5, monthlyRevenue: 700, monthStart: monthStart(NOW), pendingOrders: 5,
      completedOrders: 0, cancelledOrders: 0, event: 'created', batch: { 0: 'o5' },
      applied: Object.fromEntries(Object.keys(ORDERS).map((o) => [o, 'created'])) },
  },
};

/** c1's new order `o` (one kitchen), with its kitchen's stats and number, as checkoutCart writes it. */
const create = (o, extra = {}) => ({ ...orderCreation([['n1', o]], { stored: FIXTURE.stats }), ...extra });
/** A new order of c1 at `providerId` of `lines`, to HOME_PLACE, as soon as possible unless `o` says otherwise. */
const order = (providerId, lines, o = {}) => wholeOrder({ userId: 'c1', providerId, lines, customerName: 'Riya', customerPhone: PHONE, ...o });
/** A new order for a later slot (slotStart given, no asap). */
const later = (providerId, lines, slotStart, o = {}) => order(providerId, lines, { slotStart, ...o });
const DHARAMPETH = { house: 'Flat 4B', street: 'Shanti Apartments', area: 'Dharampeth', pin: '440010' };
const SITABULDI = { house: '3', street: 'Main Road', area: 'Sitabuldi', pin: '440012' };
/** A new order to `place` (its one line as the address unless given). */
const to = (place, o = {}) => order('p1', [line('i1', 2)], { place, ...o });
/** `o` without the field `f` (the SDK refuses a value that is undefined). */
const without = (o, f) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== f));
const customerCancel = (oid) => settleWrite(oid, ORDERS[oid], 'cancelled', { cancelledBy: 'customer', monthStartOf: monthStart(NOW) });

const { testMatrix } = rulesMatrix({ fixture: FIXTURE, who: { c1: 'c1', c2: 'c2', p1: 'p1', p2: 'p2' } });

// [group, description, who, method, path, body, expected allowed]
const CASES = [
  // ---- where: the place ----
  ['place', 'to the customer’s home in Trimurti Nagar (440022), ₹200 of dishes over the ₹150 minimum', 'c1', 'PATCH', '', create(to(HOME_PLACE)), true],
  ['place', 'to Dharampeth 440010 with a landmark', 'c1', 'PATCH', '', create(to({ ...DHARAMPETH, landmark: 'Opposite the temple' })), true],
  ['place', 'a house of exactly 60 characters and a street of 3', 'c1', 'PATCH', '', create(to({ ...HOME_PLACE, house: 'h'.repeat(60), street: 'Abc' })), true],
  ['place', 'area and PIN code disagree (Dharampeth, 440022)', 'c1', 'PATCH', '', create(to({ ...HOME_PLACE, area: 'Dharampeth' })), false],
  ['place', 'area and PIN code disagree (Trimurti Nagar, 440010)', 'c1', 'PATCH', '', create(to({ ...HOME_PLACE, pin: '440010' })), false],
  ['place', 'an area not on the list', 'c1', 'PATCH', '', create(to({ ...HOME_PLACE, area: 'Pardi', pin: '440035' })), false],
  ['place', 'a PIN code of 5 digits', 'c1', 'PATCH', '', create(to({ ...HOME_PLACE, pin: '44002' })), false],
  ['place', 'a PIN code as a number', 'c1', 'PATCH', '', create(to({ ...HOME_PLACE, pin: 440022 }, { address: HOME_LINE })), false],
  ['place', 'no house', 'c1', 'PATCH', '', create(to(without(HOME_PLACE, 'house'), { address: HOME_LINE })), false],
  ['place', 'a house of 61 characters', 'c1', 'PATCH', '', create(to({ ...HOME_PLACE, house: 'h'.repeat(61) })), false],
  ['place', 'a street of 2 characters', 'c1', 'PATCH', '', create(to({ ...HOME_PLACE, street: 'Ab' })), false],
  ['place', 'a street of 101 characters', 'c1', 'PATCH', '', create(to({ ...HOME_PLACE, street: 's'.repeat(101) })), false],
  ['place', 'a landmark of 81 characters', 'c1', 'PATCH', '', create(to({ ...HOME_PLACE, landmark: 'l'.repeat(81) })), false],
  ['place', 'a house with a blank at its end (untrimmed)', 'c1', 'PATCH', '', create(to({ ...HOME_PLACE, house: '12 ' })), false],
  ['place', 'a field the place does not have', 'c1', 'PATCH', '', create(to({ ...HOME_PLACE, floor: '2' }, { address: HOME_LINE })), false],
  ['place', 'no place (a one-line address only, as before issue 40)', 'c1', 'PATCH', '', create(to(undefined, { address: HOME_LINE })), false],
  ['place', 'an address that is not the place’s one line', 'c1', 'PATCH', '', create(to(HOME_PLACE, { address: '12 Laxmi Nagar, Nagpur' })), false],
  ['place', 'the address of another place', 'c1', 'PATCH', '', create(to(HOME_PLACE, { address: placeLine(DHARAMPETH) })), false],
  // ---- where: the kitchen's areas ----
  ['areas', 'a kitchen delivering to the place’s area', 'c1', 'PATCH', '', create(order('p6', [line('i6')], {
    place: { house: 'Hostel 3', street: 'MIDC Road', area: 'Hingna', pin: '440016' } })), true],
  ['areas', 'a PIN code the kitchen does not serve (Sitabuldi 440012 at Saoji Ghar Rasoi)', 'c1', 'PATCH', '', create(to(SITABULDI)), false],
  ['areas', 'the customer’s home at a kitchen delivering to Hingna only', 'c1', 'PATCH', '', create(order('p6', [line('i6')])), false],
  ['areas', 'Jaitala 440036 (a PIN code Hingna shares) at the Hingna kitchen', 'c1', 'PATCH', '', create(order('p6', [line('i6')], {
    place: { house: '5', street: 'Outer Ring Road', area: 'Jaitala', pin: '440036' } })), false],
  // ---- how much: the minimum ----
  ['minimum', 'dishes of exactly the minimum (₹150)', 'c1', 'PATCH', '', create(order('p1', [line('i1'), line('i7')])), true],
  ['minimum', 'dishes under the minimum (₹100 of ₹150: the fee does not count)', 'c1', 'PATCH', '', create(order('p1', [line('i1')])), false],
  ['minimum', 'no minimum stored: any basket', 'c1', 'PATCH', '', create(order('p6', [line('i6')], {
    place: { house: '1', street: 'MIDC Road', area: 'Hingna', pin: '440036' } })), true],
  // ---- when: the slot ----
  ['slot', 'as soon as possible while open (no hours)', 'c1', 'PATCH', '', create(order('p1', [line('i1', 2)])), true],
  ['slot', 'a later slot of a kitchen without hours, tomorrow 3:00 am', 'c1', 'PATCH', '', create(later('p1', [line('i1', 2)], tomorrowAt(3))), true],
  ['slot', 'tomorrow 12:00–12:30 inside the lunch hours', 'c1', 'PATCH', '', create(later('p2', [line('i2')], tomorrowAt(12))), true],
  ['slot', 'tomorrow 2:30–3:00 pm, the last half hour before closing', 'c1', 'PATCH', '', create(later('p2', [line('i2')], tomorrowAt(14, 30))), true],
  ['slot', 'tomorrow 3:00–3:30 pm, after closing', 'c1', 'PATCH', '', create(later('p2', [line('i2')], tomorrowAt(15))), false],
  ['slot', 'tomorrow 10:30–11:00 am, before opening', 'c1', 'PATCH', '', create(later('p2', [line('i2')], tomorrowAt(10, 30))), false],
  ['slot', 'not on a half hour (tomorrow 12:15)', 'c1', 'PATCH', '', create(later('p2', [line('i2')], tomorrowAt(12, 15))), false],
  ['slot', 'in the past (the half hour that has started)', 'c1', 'PATCH', '', create(later('p1', [line('i1', 2)], LAST_HALF_HOUR)), false],
  ['slot', 'more than two days ahead', 'c1', 'PATCH', '', create(later('p1', [line('i1', 2)], TODAY + 3 * DAY_MS)), false],
  ['slot', 'on the kitchen’s holiday (tomorrow)', 'c1', 'PATCH', '', create(later('p3', [line('i3')], tomorrowAt(12))), false],
  ['slot', 'a later slot of a paused kitchen', 'c1', 'PATCH', '', create(later('p4', [line('i4')], tomorrowAt(12))), false],
  ['slot', 'as soon as possible from a kitchen closed every day', 'c1', 'PATCH', '', create(order('p5', [line('i5')])), false],
  ['slot', 'as soon as possible with a slot other than its time', 'c1', 'PATCH', '',
    create(order('p1', [line('i1', 2)], { slotStart: tomorrowAt(3), asap: true })), false],
  ['slot', 'no slot at all', 'c1', 'PATCH', '', create(order('p1', [line('i1', 2)], { slotStart: undefined, asap: undefined })), false],
  ['slot', 'a later slot filed on the board by its placing time', 'c1', 'PATCH', '',
    create({ ...later('p2', [line('i2')], tomorrowAt(12)), boardKey: boardKeyOf('p2', 'pending', NOW_TS) }), false],
  // ---- the customer's cancel ----
  ['cancel', 'a later slot, still new, long after placing it: until its slot starts', 'c1', 'PATCH', '', customerCancel('o1'), true],
  ['cancel', 'a later slot the kitchen has accepted', 'c1', 'PATCH', '', customerCancel('o2'), false],
  ['cancel', 'a later slot that has started', 'c1', 'PATCH', '', customerCancel('o3'), false],
  ['cancel', 'as soon as possible, 20 minutes after placing it', 'c1', 'PATCH', '', customerCancel('o4'), false],
  ['cancel', 'as soon as possible, a minute after placing it', 'c1', 'PATCH', '', customerCancel('o5'), true],
  ['cancel', 'another customer’s later-slot order', 'c2', 'PATCH', '', customerCancel('o1'), false],
  ['cancel', 'the kitchen accepts a later-slot order (its slot kept)', 'p2', 'PATCH', '', acceptWrite('o1'), true],
  ['cancel', 'the kitchen moves a later slot while accepting', 'p2', 'PATCH', '', { ...acceptWrite('o1'), 'orders/o1/slotStart': tomorrowAt(13) }, false],
  // ---- the profile's place ----
  ['profile', 'the customer saves its place and its one line', 'c1', 'PATCH', 'users/c1', { place: HOME_PLACE, address: HOME_LINE }, true],
  ['profile', 'a place whose area and PIN code disagree', 'c1', 'PATCH', 'users/c1', { place: { ...HOME_PLACE, pin: '440010' } }, false],
  ['profile', 'a place without a street', 'c1', 'PATCH', 'users/c1', { place: without(HOME_PLACE, 'street') }, false],
  ['profile', 'another customer’s place', 'c2', 'PATCH', 'users/c1', { place: HOME_PLACE }, false],
];

testMatrix(CASES, { atLeast: 50 });
