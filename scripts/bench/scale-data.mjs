// Synthetic data for the scaling runs: N orders, N/100 providers (10 menu items each), N/20
// customers; one measured provider and one measured customer own a FIXED 20 orders each,
// spread through the whole timeline, so a query scoped to them should not grow with N.
import { createRequire } from 'node:module';

// The seed's month start (midnight IST of the 1st): the stats protocol names a month by it alone.
const { kolkataMonthStart } = createRequire(import.meta.url)('@thali/local-firebase/src/seed.js');
const { dayStart, monthLabel, orderNumberOf } = createRequire(import.meta.url)('../../packages/domain/src/index.js');
const { nextClaimTotals } = createRequire(import.meta.url)('../../packages/domain/src/order-totals.js');

export const MEASURED = {
  customer: { uid: 'bench-customer', email: 'bench-customer@thali.test', name: 'Bench Customer' },
  provider: { uid: 'bench-provider', email: 'bench-provider@thali.test', name: 'Bench Provider Kitchen' },
  // issue 41: Thali staff, who open the operations Overview
  staff: { uid: 'bench-staff', email: 'bench-staff@thali.test', name: 'Bench Staff' },
  password: 'bench-pass-1',
};
export const OWN_ORDERS = 20;
/** Tiffin subscriptions of the measured kitchen's plan and of the measured customer: fixed at every scale. */
export const OWN_SUBSCRIPTIONS = { provider: 20, customer: 2 };
const ITEMS_PER_PROVIDER = 10;

const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
/** A Firebase-style push id: 8 characters of time, then 12 of sequence (keys grow with time). */
function pushId(time, seq) {
  let head = '';
  for (let i = 0, t = time; i < 8; i++, t = Math.floor(t / 64)) head = PUSH_CHARS[t % 64] + head;
  let tail = '';
  for (let i = 0, s = seq; i < 12; i++, s = Math.floor(s / 64)) tail = PUSH_CHARS[s % 64] + tail;
  return head + tail;
}

// Deterministic pseudo-random numbers, so every run seeds the same data.
function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

const CUISINES = ['Maharashtrian', 'Saoji', 'Varhadi', 'North Indian', 'South Indian', 'Bengali', 'Jain', 'Gujarati', 'Hyderabadi', 'Punjabi'];
const AREAS = ['Dharampeth', 'Sitabuldi', 'Sadar', 'Manish Nagar', 'Pratap Nagar', 'Laxmi Nagar', 'Hingna', 'Jaitala', 'Trimurti Nagar', 'Civil Lines'];
const DISHES = [
  ['Varhadi Thali', 'main-course', 'thali.svg'], ['Saoji Chicken Curry', 'main-course', 'curry.svg'], ['Poha', 'appetizers', 'samosa.svg'],
  ['Samosa', 'appetizers', 'samosa.svg'], ['Kheer', 'desserts', 'kheer.svg'], ['Puran Poli', 'desserts', 'sweet.svg'],
  ['Masala Chai', 'beverages', 'chai.svg'], ['Sweet Lassi', 'beverages', 'lassi.svg'], ['Dal Rice', 'main-course', 'roti.svg'], ['Biryani', 'main-course', 'biryani.svg'],
];
const STATUSES = ['pending', 'completed', 'completed', 'completed', 'cancelled'];

/**
 * @param {number} totalOrders
 * @returns {{ users: object, providers: object, menuItems: object, orders: object, plans: object, planSeats: object, subscriptions: object, stats: object, counts: object }}
 */
export function generate(totalOrders, now = Date.now()) {
  const random = rng(totalOrders);
  const providerCount = Math.max(2, Math.round(totalOrders / 100));
  const customerCount = Math.max(2, Math.round(totalOrders / 20));
  const created = new Date(now - 365 * 864e5).toISOString();
  const users = {};
  const providers = {};
  const menuItems = {};
  const providerIds = [MEASURED.provider.uid];
  for (let i = 1; i < providerCount; i++) providerIds.push(`bench-prov-${i}`);
  const customerIds = [MEASURED.customer.uid];
  for (let i = 1; i < customerCount; i++) customerIds.push(`bench-cust-${i}`);

  providerIds.forEach((uid, i) => {
    const name = uid === MEASURED.provider.uid ? MEASURED.provider.name : `Tiffin Kitchen ${i}`;
    const cuisine = CUISINES[i % CUISINES.length];
    const address = `${(i % 90) + 1} ${AREAS[i % AREAS.length]}, Nagpur`;
    const phone = `+91 98${String(200000000 + i).slice(-8)}`;
    users[uid] = { name, email: uid === MEASURED.provider.uid ? MEASURED.provider.email : `${uid}@thali.test`, role: 'meal_provider', createdAt: created, cuisine, address, phone };
    // the rating figures reviews would have moved (sum and count of stars, a mean of 3–5); the bench loads no review records
    const ratingCount = 5 + (i % 40);
    providers[uid] = { name, cuisine, address, phone, image: '/images/kitchen.svg', ratingSum: Math.round(ratingCount * (3 + random() * 2)), ratingCount, approved: true };
    for (let j = 0; j < ITEMS_PER_PROVIDER; j++) {
      const [dish, category, image] = DISHES[j];
      const t = now - (i * ITEMS_PER_PROVIDER + j) * 60_000;
      menuItems[`${uid}-item-${j}`] = { name: dish, description: `${dish} cooked fresh in ${AREAS[i % AREAS.length]}.`, price: 40 + ((i + j * 7) % 20) * 10, category, imageUrl: `/images/${image}`, providerId: uid, status: 'active', createdAt: t, updatedAt: t };
    }
  });
  customerIds.forEach((uid, i) => {
    users[uid] = { name: uid === MEASURED.customer.uid ? MEASURED.customer.name : `Customer ${i}`, email: uid === MEASURED.customer.uid ? MEASURED.customer.email : `${uid}@thali.test`, role: 'user', createdAt: created };
  });

  // Orders over the last 180 days, keys growing with time. Every (N/20)-th slot belongs to the
  // measured provider, offset by half a stride for the measured customer.
  const orders = {};
  const start = now - 180 * 864e5;
  const step = Math.floor((180 * 864e5) / totalOrders);
  const stride = Math.floor(totalOrders / OWN_ORDERS);
  const stats = { totalOrders: 0, totalRevenue: 0, monthlyOrders: 0, monthlyRevenue: 0, monthStart: kolkataMonthStart(now), pendingOrders: 0, completedOrders: 0, cancelledOrders: 0 };
  for (let n = 0; n < totalOrders; n++) {
    const ownProvider = n % stride === 0 && n / stride < OWN_ORDERS;
    const ownCustomer = (n + Math.floor(stride / 2)) % stride === 0 && Math.floor(n / stride) < OWN_ORDERS;
    // The measured customer never orders from the measured provider; others never hit either.
    let providerId = providerIds[1 + Math.floor(random() * (providerIds.length - 1))];
    let userId = customerIds[1 + Math.floor(random() * (customerIds.length - 1))];
    if (ownProvider) providerId = MEASURED.provider.uid;
    if (ownCustomer) {
      userId = MEASURED.customer.uid;
      // Always the same 5 kitchens, so My Orders looks up the same number of provider names at every scale.
      providerId = providerIds[1 + (Math.floor(n / stride) % Math.min(5, providerIds.length - 1))];
    }
    const j = Math.floor(random() * ITEMS_PER_PROVIDER);
    const itemId = `${providerId}-item-${j}`;
    const item = menuItems[itemId];
    const status = STATUSES[Math.floor(random() * STATUSES.length)];
    const timestamp = start + n * step;
    const quantity = 1 + Math.floor(random() * 3);
    const id = pushId(timestamp, n);
    orders[id] = wholeOrder({ userId, providerId, itemId, item, quantity, status, timestamp, n });
    if (providerId === MEASURED.provider.uid) {
      stats.totalOrders += 1;
      stats.totalRevenue += orders[id].total;
      stats[`${status}Orders`] += 1;
    }
  }
  const { plans, planSeats, subscriptions } = generateSubscriptions(totalOrders, providerIds, customerIds, now, random);
  users[MEASURED.staff.uid] = { name: MEASURED.staff.name, email: MEASURED.staff.email, role: 'user', createdAt: created };
  return {
    users, providers, menuItems, orders, plans, planSeats, subscriptions,
    kept: { ...keptOrderTotals(orders, now), subscriptionTotals: { active: Object.values(plans).reduce((sum, p) => sum + (p.seatsTaken ?? 0), 0), plan: Object.keys(plans)[0] } },
    stats: { [MEASURED.provider.uid]: stats },
    counts: {
      subscriptions: totalOrders,
      ownProviderSubscriptions: Object.values(subscriptions).filter((s) => s.providerId === MEASURED.provider.uid).length,
      ownCustomerSubscriptions: Object.values(subscriptions).filter((s) => s.customerId === MEASURED.customer.uid).length, orders: totalOrders, providers: providerIds.length, menuItems: Object.keys(menuItems).length, customers: customerIds.length, ownProviderOrders: stats.totalOrders, ownCustomerOrders: Object.values(orders).filter((o) => o.userId === MEASURED.customer.uid).length },
  };
}

/**
 * Issue 41: the kept totals the operations Overview reads, consistent with `orders` as checkouts and cancels keep them
 * (@thali/domain/order-totals): the current month's counter at its number of orders, the claim of its last number with
 * the month's and its day's running totals (worked out over the month's orders in time order), and the cancelled
 * totals of today and of the month; and the staff account. Only what the Overview reads: the month's other claims are
 * left out (the bench's orders carry older numbers).
 */
function keptOrderTotals(orders, now) {
  const month = monthLabel(now);
  const mine = Object.entries(orders).filter(([, o]) => monthLabel(o.timestamp) === month).sort(([, a], [, b]) => a.timestamp - b.timestamp);
  let totals = null;
  for (const [, o] of mine) totals = nextClaimTotals(totals, o);
  const kept = { [`admins/${MEASURED.staff.uid}`]: true };
  if (!mine.length) return kept;
  kept[`orderCounters/${month}`] = mine.length;
  const [lastId] = mine.at(-1);
  kept[`orderNumbers/${orderNumberOf(month, mine.length)}`] = { by: 'bench', order: lastId, month, seq: mine.length, totals };
  const cancelled = (keep) => {
    const gone = mine.filter(([, o]) => o.status === 'cancelled' && keep(o));
    return gone.length ? { cancelledOrders: gone.length, cancelledValue: gone.reduce((sum, [, o]) => sum + o.total, 0), order: gone.at(-1)[0] } : null;
  };
  const today = dayStart(now);
  const ofMonth = cancelled(() => true);
  const ofToday = cancelled((o) => dayStart(o.timestamp) === today);
  if (ofMonth) kept[`orderTotals/months/${month}`] = ofMonth;
  if (ofToday) kept[`orderTotals/days/${today}`] = ofToday;
  return kept;
}

/** Rupees: every order's delivery fee (issue 37; @thali/domain's DELIVERY_FEE). */
const DELIVERY_FEE = 40;

/**
 * One order as the data package writes it since issue 37 (one record per order number and kitchen, its lines inside):
 * here one line, its fee and total, its step, and the kitchen board's index `providerId|status|timestamp`.
 */
/** Issue 40: where the bench's orders and subscriptions go (its address: the place's one line, placeLine). */
const BENCH_PLACE = { house: '12', street: 'Laxmi Nagar', area: 'Trimurti Nagar', pin: '440022' };

function wholeOrder({ userId, providerId, itemId, item, quantity, status, timestamp, n }) {
  const itemsTotal = item.price * quantity;
  return {
    userId, providerId, orderNumber: `TH-2601-${String(n + 1).padStart(4, '0')}`,
    lines: { 0: { itemId, itemName: item.name, price: item.price, quantity } }, lineCount: 1, itemsTotal, fee: DELIVERY_FEE, total: itemsTotal + DELIVERY_FEE,
    status, step: status === 'pending' ? 'new' : 'accepted', timestamp, boardKey: `${providerId}|${status}|${timestamp}`,
    // issue 40: to the bench customer's place, as soon as possible (its slot is its time, as the board key says)
    place: BENCH_PLACE, address: '12, Laxmi Nagar, Trimurti Nagar, Nagpur 440022', slotStart: timestamp, asap: true,
    customerName: 'Bench Customer', customerPhone: '+919876543210',
    ...(status === 'pending' ? {} : { acceptedAt: timestamp + 300e3, readyBy: timestamp + 1800e3, updatedAt: timestamp + 3600e3 }),
    ...(status === 'cancelled' ? { cancelledBy: 'provider', cancelReason: 'Sold out' } : {}),
  };
}

/** The kitchen whose orders board is measured (issue 37): 12 new orders in the lunch rush and `past` final ones. */
export const BOARD_KITCHEN = { uid: 'bench-board-kitchen', email: 'bench-board@thali.test', name: 'Bench Lunch Rush Kitchen' };
export const BOARD_PENDING = 12;

/**
 * The board kitchen's listing, one dish, and its orders: BOARD_PENDING pending ones today and `past` delivered or
 * cancelled ones (every other one cancelled: with 50 past orders both first pages are full too, so the two kitchens'
 * boards show the same number of orders and differ only in what the database holds) spread over the 180 days before,
 * with the stats they would have moved.
 */
export function generateBoard(past, now = Date.now()) {
  const uid = BOARD_KITCHEN.uid;
  const item = { name: 'Varhadi Thali', price: 140 };
  const itemId = `${uid}-item-0`;
  const orders = {};
  const stats = { totalOrders: 0, totalRevenue: 0, monthlyOrders: 0, monthlyRevenue: 0, monthStart: kolkataMonthStart(now), pendingOrders: 0, completedOrders: 0, cancelledOrders: 0 };
  const span = 180 * 864e5;
  const all = [
    ...Array.from({ length: past }, (_, i) => ({ status: i % 2 === 1 ? 'cancelled' : 'completed', timestamp: now - span + Math.floor((i * span) / past) - 864e5 })),
    ...Array.from({ length: BOARD_PENDING }, (_, i) => ({ status: 'pending', timestamp: now - (BOARD_PENDING - i) * 60e3 })),
  ];
  all.forEach(({ status, timestamp }, n) => {
    const order = wholeOrder({ userId: MEASURED.customer.uid, providerId: uid, itemId, item, quantity: 1 + (n % 3), status, timestamp, n: 900000 + n });
    orders[pushId(timestamp, 900000 + n)] = order;
    stats.totalOrders += 1;
    stats.totalRevenue += status === 'cancelled' ? 0 : order.total;
    stats[`${status}Orders`] += 1;
  });
  return {
    user: { name: BOARD_KITCHEN.name, email: BOARD_KITCHEN.email, role: 'meal_provider', createdAt: new Date(now - span).toISOString() },
    provider: { name: BOARD_KITCHEN.name, approved: true },
    menuItem: { [itemId]: { name: item.name, description: 'Bhakri, pitla, rice.', price: item.price, category: 'main-course', imageUrl: '/images/thali.svg', providerId: uid, status: 'active', createdAt: now, updatedAt: now } },
    orders, stats,
  };
}

const IST_MS = 19_800_000;
const DAY = 86_400_000;

/**
 * N tiffin subscriptions (as many as orders): one plan per kitchen (lunch and dinner, Monday–Saturday, 500 seats),
 * the subscriptions spread over the other kitchens and customers; the measured kitchen's plan holds a fixed 20 and the
 * measured customer a fixed 2 (in other kitchens' plans), so the kitchen sheet's and My Tiffins' queries should not grow.
 */
function generateSubscriptions(total, providerIds, customerIds, now, random) {
  const today = now - ((now + IST_MS) % DAY);
  const plans = {};
  const planSeats = {};
  providerIds.forEach((uid, i) => {
    plans[`${uid}-plan`] = {
      providerId: uid, name: i === 0 ? 'Bench Everyday Tiffin' : `Tiffin Plan ${i}`, description: 'Dal, sabzi, rotis and rice.', meals: 'both',
      days: '1111110', diet: ['veg', 'egg', 'non-veg'][i % 3], price: 3200, mealPricePaise: 6154, capacity: 500, seatsTaken: 0, lunchCutoff: 540, dinnerCutoff: 900,
      status: 'active', createdAt: now - 200 * DAY, updatedAt: now - 200 * DAY,
    };
    planSeats[`${uid}-plan`] = {};
  });
  const subscriptions = {};
  const stride = Math.floor(total / OWN_SUBSCRIPTIONS.provider);
  for (let n = 0; n < total; n++) {
    const ownProvider = n % stride === 0 && n / stride < OWN_SUBSCRIPTIONS.provider;
    const ownCustomer = !ownProvider && n % stride === Math.floor(stride / 2) && Math.floor(n / stride) < OWN_SUBSCRIPTIONS.customer;
    let providerId = providerIds[1 + Math.floor(random() * (providerIds.length - 1))];
    let customerId = customerIds[1 + Math.floor(random() * (customerIds.length - 1))];
    if (ownProvider) providerId = MEASURED.provider.uid;
    if (ownCustomer) {
      customerId = MEASURED.customer.uid;
      providerId = providerIds[1 + (Math.floor(n / stride) % (providerIds.length - 1))];
    }
    const planId = `${providerId}-plan`;
    const plan = plans[planId];
    const id = pushId(now - 90 * DAY + n * 1000, n);
    const startDay = today - (1 + Math.floor(random() * 60)) * DAY;
    const skipDay = today + DAY;
    plan.seatsTaken += 1;
    planSeats[planId][id] = true;
    subscriptions[id] = {
      planId, providerId, customerId, customerName: customerId === MEASURED.customer.uid ? MEASURED.customer.name : `Customer ${customerId.split('-').pop()}`,
      address: '12, Laxmi Nagar, Trimurti Nagar, Nagpur 440022', place: BENCH_PLACE, phone: `+91 97${String(300000000 + n).slice(-8)}`,
      planName: plan.name, meals: plan.meals, days: plan.days, diet: plan.diet, mealPricePaise: 6154, startDay, status: 'active',
      createdAt: startDay - DAY, ...(n % 4 === 0 ? { skips: { [`${skipDay}-lunch`]: { day: skipDay, meal: 'lunch' } } } : {}),
    };
  }
  return { plans, planSeats, subscriptions };
}

/** Issue 40: the area whose kitchens are listed (the area query), and how many kitchens deliver there at every total. */
export const AREA_MEASURED = 'Dharampeth';
export const AREA_OWN = 20;
const OTHER_AREAS = ['Hingna', 'Jaitala', 'Trimurti Nagar', 'Sitabuldi', 'Manish Nagar'];

/**
 * `total` listed kitchens (ids bench-area-<n>): AREA_OWN of them deliver to AREA_MEASURED (and a neighbour), the others
 * only elsewhere; each listing as the storefront stores it (details, rating, areas valued true: approved).
 */
export function generateAreaKitchens(total, now = Date.now()) {
  const providers = {};
  for (let n = 0; n < total; n++) {
    const own = n < AREA_OWN;
    const areas = own ? [AREA_MEASURED, OTHER_AREAS[n % OTHER_AREAS.length]] : [OTHER_AREAS[n % OTHER_AREAS.length], OTHER_AREAS[(n + 1) % OTHER_AREAS.length]];
    providers[`bench-area-${String(n).padStart(5, '0')}`] = {
      name: `Area Kitchen ${n}`, cuisine: 'maharashtrian', area: areas[0], address: `${(n % 90) + 1} Main Road, ${areas[0]}, Nagpur`,
      phone: '+91 98220 10010', approved: true, createdAt: now - n * 60e3, ratingSum: 9, ratingCount: 2, accepting: true, pureVeg: n % 2 === 0,
      deliversTo: Object.fromEntries(areas.map((a) => [a, true])),
    };
  }
  return providers;
}

// ---- issue 42: a kitchen's month of dues among other kitchens' payments ----
/** The kitchen whose month of dues is read (signed in as it), and its subscribers. */
export const DUES_KITCHEN = { uid: 'bench-dues-kitchen', email: 'bench-dues-kitchen@thali.test', name: 'Bench Dues Kitchen' };
export const DUES_SUBSCRIBERS = 30;
/** Of its subscribers' this-month payments, reports still waiting for it. */
export const DUES_WAITING = 3;
/** Other kitchens' payments are spread over kitchens of this many entries each. */
const OTHERS_PER_KITCHEN = 50;

const ledgerEntry = (kitchen, customer, sub, month, amountPaise, kind, at, n) => ({
  by: kind === 'reported' ? customer : kitchen, customerId: customer, kind, for: 'tiffin', subscriptionId: sub, month, amountPaise, method: n % 2 ? 'upi' : 'cash',
  paidOn: dayStart(at), at, ...(kind === 'received' ? { receipt: `TH-R-${monthLabel(at)}-${String(n + 1).padStart(4, '0')}` } : {}),
});

/**
 * The measured kitchen's month (IST month of `now`): DUES_SUBSCRIBERS subscriptions (lunch, Monday to Saturday,
 * numbered), one received entry each with its kept total, and DUES_WAITING reports waiting (openReports). Records as
 * the app writes them; written with the owner credential.
 */
export function generateDuesKitchen(now = Date.now()) {
  const k = DUES_KITCHEN.uid;
  const month = kolkataMonthStart(now);
  const update = {
    [`users/${k}`]: { name: DUES_KITCHEN.name, email: DUES_KITCHEN.email, role: 'meal_provider', createdAt: new Date(now - 90 * DAY).toISOString() },
    [`providers/${k}`]: { name: DUES_KITCHEN.name, cuisine: 'maharashtrian', area: 'Dharampeth', address: '1 Main Road, Dharampeth, Nagpur', approved: true, createdAt: now - 90 * DAY,
      upi: { id: 'bench.dues@okaxis', payee: 'Bench Dues Kitchen' } },
  };
  for (let i = 0; i < DUES_SUBSCRIBERS; i++) {
    const sub = `bench-dues-sub-${String(i).padStart(3, '0')}`;
    const customer = `bench-dues-customer-${i}`;
    update[`subscriptions/${sub}`] = { planId: 'bench-dues-plan', providerId: k, customerId: customer, customerName: `Subscriber ${i}`, address: '12, Laxmi Nagar, Nagpur',
      planName: 'Everyday Veg', meals: 'lunch', days: '1111110', diet: 'veg', mealPricePaise: 9615, startDay: month - 40 * DAY, status: 'active',
      createdAt: month - 41 * DAY, billNo: i + 1 };
    const id = `bench-dues-pay-${String(i).padStart(3, '0')}`;
    update[`payments/${k}/${id}`] = ledgerEntry(k, customer, sub, month, 100000 + i, 'received', month + 3600e3 + i, i);
    update[`paidTotals/${k}/${month}/${sub}`] = { paise: 100000 + i, last: id };
    if (i < DUES_WAITING) {
      const report = `bench-dues-report-${i}`;
      update[`payments/${k}/${report}`] = ledgerEntry(k, customer, sub, month, 50000, 'reported', month + 7200e3 + i, i);
      update[`openReports/${k}/${report}`] = true;
    }
  }
  return update;
}

/**
 * `total` payments of other kitchens (OTHERS_PER_KITCHEN each, all of this month: the worst case for a month index
 * that was not per kitchen), as a multi-path update by `payments/<kitchen>/<id>`; their kitchens' ids are returned
 * so the next count can remove them.
 */
export function generateOtherPayments(total, now = Date.now()) {
  const month = kolkataMonthStart(now);
  const payments = {};
  const kitchens = new Set();
  for (let n = 0; n < total; n++) {
    const kitchen = `bench-pay-k${String(Math.floor(n / OTHERS_PER_KITCHEN)).padStart(5, '0')}`;
    kitchens.add(kitchen);
    payments[`${kitchen}/p${String(n).padStart(6, '0')}`] = ledgerEntry(kitchen, `bench-pay-c${n % 997}`, `bench-pay-s${n % 4999}`, month, 100 + (n % 100000),
      'received', month + n, n % 9000);
  }
  return { payments, kitchens: [...kitchens] };
}
