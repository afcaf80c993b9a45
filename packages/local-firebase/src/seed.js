// @ts-check
'use strict';
/**
 * Idempotent demo seed. Accounts are (re)created in the Auth emulator with fixed uids on every start (the Auth
 * emulator keeps no data between runs); the database is written only when it holds no users yet. Everything is
 * written with the owner credential, and is what the rules (database.rules.json) accept from the app itself: demo
 * kitchens are approved (`approved: true`, an admin's field), their ratings come from seeded reviews of delivered
 * orders (demo/reviews.js), prices are within ₹1–₹20,000, images are site paths, and the stats month is the numeric monthStart.
 * A database seeded before kitchens needed approval gets `approved: true` on its demo kitchens at the next start.
 * Every demo item carries its diet mark, a few home-kitchen dishes a daily plate limit, and most demo kitchens their
 * weekly hours and two an upcoming holiday (issue 16). Tests and browser journeys run at any hour of the day: they
 * seed without hours and holidays (`hours: false`, or THALI_SEED_HOURS=0 in the environment), so every demo kitchen is
 * open all day for them. A database seeded before diet marks gets them on its demo items at the next start.
 * Issue 37: the demo orders are whole orders (demo/orders.js: numbers, stats, plate counts derived from them), with
 * Annapurna's lunch rush in progress; customers have mobile numbers, kitchens a mobile or a Nagpur landline. A database
 * written before has its line-shaped orders migrated at the next start (src/order-migration.js) and the demo
 * customer's phone stored as a mobile; it gets no lunch rush (delete .data/ to seed afresh).
 * Issue 40: each demo kitchen delivers to its own area and some neighbours (demo/kitchens.json `deliversTo`, Saoji Ghar
 * Rasoi with a ₹250 minimum), `listedKitchens` counts the approved ones, and the demo customer's profile has her
 * delivery address as a place (Trimurti Nagar, 440022). A database seeded before gets them at the next start.
 */
// kolkataMonthStart(t): the start of the calendar month in Asia/Kolkata at `t`, the value the rules require in
// stats/{p}/monthStart (the data package's monthStart: one function, in @thali/domain).
const { monthStart: kolkataMonthStart, monthLabel: monthLabelOf, dayStart, STATS_COUNTERS, DAY_MS, DEFAULT_CUTOFFS, IST_OFFSET_MS, mealPricePaise, isMobile, parseMobile } = require('@thali/domain');
const { isCuisine } = require('@thali/domain/cuisines');
const { LISTED_KITCHENS_PATH } = require('@thali/domain/approval');
const { PASSWORD, PROVIDERS, CUSTOMER, STAFF, DEMO_ACCOUNTS, PENDING_KITCHEN } = require('../demo/data');
const { KITCHEN_IMAGES, DEFAULT_KITCHEN_IMAGE } = require('../demo/kitchen-images');
const { addReviewDemo, REVIEWER_CUSTOMERS } = require('../demo/reviews');
const { writeDemoOrders, lunchRush } = require('../demo/orders');
const { migrateReviews } = require('./review-keys');
const { migrateOrders } = require('./order-migration');
const { migratePlates } = require('./plate-migration');
const { migrateOrderTotals } = require('./order-totals-migration');
const { migrateBillNumbers } = require('./bill-number-migration');
const { paymentDemoWrites, unpaidDemoOrder } = require('../demo/payments');

/** The demo customer's address as one line: her profile's place (issue 40), also on her demo orders and subscription. */
const DEMO_ADDRESS = CUSTOMER.address;
/** Her one-line address as seeded before issue 40 (a database seeded then gets her place at the next start). */
const OLD_DEMO_ADDRESS = '12 Laxmi Nagar, Nagpur 440022';
/** Issue 40: where the demo customer's orders and subscription go: her profile's place. */
const DEMO_PLACE = CUSTOMER.place;

/**
 * A database seeded before kitchens needed an admin's approval: approve the demo kitchens that have no `approved`
 * field yet (one withdrawn by an admin, `approved: false`, stays so). One seeded before issue 39: give the demo
 * kitchens their area, cuisine (of the list) and FSSAI number. One seeded before issue 40: give them the areas they
 * deliver to (each valued as the kitchen's approval, as the rules require) and their minimum order. And at every start,
 * `listedKitchens` is the number of approved listings (what an admin's approvals move by one).
 * @param {string} dbUrl @param {string} ns @param {Record<string, string>} headers
 */
async function approveDemoKitchens(dbUrl, ns, headers) {
  const r = await fetch(`${dbUrl}/providers.json?ns=${ns}`, { headers });
  if (!r.ok) throw new Error(`Database not reachable for seeding: ${r.status}`);
  /** @type {Record<string, any>} */
  const listings = (await r.json()) || {};
  /** @type {Record<string, unknown>} */
  const update = {};
  for (const p of PROVIDERS) {
    const listing = listings[p.uid];
    if (!listing || typeof listing !== 'object') continue;
    if (listing.approved === undefined) update[`providers/${p.uid}/approved`] = true;
    // issue 39: the area, a cuisine of the list (for the free text stored before it) and the FSSAI number
    if (listing.area === undefined) update[`providers/${p.uid}/area`] = p.area;
    if (!isCuisine(listing.cuisine)) update[`providers/${p.uid}/cuisine`] = p.cuisine;
    if (p.fssai && listing.fssai === undefined) update[`providers/${p.uid}/fssai`] = p.fssai;
    // issue 40: its delivery areas, valued as its approval (after the line above), and its minimum
    if (listing.deliversTo === undefined) {
      const approved = listing.approved === true || update[`providers/${p.uid}/approved`] === true;
      update[`providers/${p.uid}/deliversTo`] = deliversToOf(p, approved);
      if (p.minOrder && listing.minOrder === undefined) update[`providers/${p.uid}/minOrder`] = p.minOrder;
    }
  }
  const listed = Object.entries(listings)
    .filter(([uid, l]) => update[`providers/${uid}/approved`] === true || (l && typeof l === 'object' && l.approved === true)).length;
  const stored = await (await fetch(`${dbUrl}/${LISTED_KITCHENS_PATH}.json?ns=${ns}`, { headers })).json();
  if (stored !== listed) update[LISTED_KITCHENS_PATH] = listed;
  if (Object.keys(update).length === 0) return;
  const w = await fetch(`${dbUrl}/.json?ns=${ns}`, { method: 'PATCH', headers, body: JSON.stringify(update) });
  if (!w.ok) throw new Error(`Database seed failed: ${w.status} ${await w.text()}`);
}

/**
 * A demo kitchen's providers/{uid}/deliversTo: each of its areas valued as its approval (issue 40).
 * @param {{ deliversTo: readonly string[] }} p @param {boolean} approved
 */
const deliversToOf = (p, approved) => Object.fromEntries(p.deliversTo.map((area) => [area, approved]));

/**
 * A database seeded before issue 40: the demo customer gets her delivery address as a place, when her one-line address
 * is still the demo one (or she has none); an address she changed herself stays, and her next checkout asks her to
 * complete it.
 * @param {string} dbUrl @param {string} ns @param {Record<string, string>} headers
 */
async function demoCustomerPlace(dbUrl, ns, headers) {
  const r = await fetch(`${dbUrl}/users/${CUSTOMER.uid}.json?ns=${ns}`, { headers });
  if (!r.ok) throw new Error(`Database not reachable for seeding: ${r.status}`);
  const customer = /** @type {{ place?: unknown, address?: unknown } | null} */ (await r.json());
  if (!customer || typeof customer !== 'object' || customer.place !== undefined) return;
  if (customer.address !== undefined && customer.address !== OLD_DEMO_ADDRESS) return;
  const w = await fetch(`${dbUrl}/users/${CUSTOMER.uid}.json?ns=${ns}`, { method: 'PATCH', headers,
    body: JSON.stringify({ place: CUSTOMER.place, address: CUSTOMER.address }) });
  if (!w.ok) throw new Error(`Database seed failed: ${w.status} ${await w.text()}`);
}

/** When the demo accounts were made: 90 days before the seed. @param {number} now */
const created0 = (now) => new Date(now - 90 * 864e5).toISOString();

/** Thali's demo staff account (issue 41): a user record and `admins/{uid}`. @param {string} created */
const demoStaffWrites = (created) => ({
  [`users/${STAFF.uid}`]: { name: STAFF.name, email: STAFF.email, role: STAFF.role, phone: STAFF.phone, createdAt: created },
  [`admins/${STAFF.uid}`]: true,
});

/**
 * A database seeded before the staff account existed gets it once (its user record missing): a staff member revoked
 * later with `pnpm admin revoke` keeps its user record, so it is not made staff again at the next start.
 * @param {string} dbUrl @param {string} ns @param {Record<string, string>} headers @param {string} created
 */
async function addDemoStaff(dbUrl, ns, headers, created) {
  const r = await fetch(`${dbUrl}/users/${STAFF.uid}.json?ns=${ns}&shallow=true`, { headers });
  if (!r.ok) throw new Error(`Database not reachable for seeding: ${r.status}`);
  if ((await r.json()) !== null) return;
  const w = await fetch(`${dbUrl}/.json?ns=${ns}`, { method: 'PATCH', headers, body: JSON.stringify(demoStaffWrites(created)) });
  if (!w.ok) throw new Error(`Database seed failed: ${w.status} ${await w.text()}`);
}

/** The id of a demo kitchen's j-th menu item (0-based), as the seed writes it. @param {string} uid @param {number} j */
const demoItemId = (uid, j) => `item-${uid.slice(5)}-${j + 1}`;
/**
 * A kitchen is pure veg when it has an item on sale and every item on sale is veg (what the data package keeps in
 * providers/{uid}/pureVeg with every menu write).
 * @param {{ status?: unknown, diet?: unknown }[]} items
 */
const isPureVeg = (items) => {
  const active = items.filter((i) => i.status === 'active');
  return active.length > 0 && active.every((i) => i.diet === 'veg');
};

/**
 * A database seeded before items had a diet mark: mark the demo items that still have none (and still have their demo
 * name: a kitchen that turned one into another dish marks it itself), and give each demo kitchen its pureVeg from its
 * items as they are now.
 * @param {string} dbUrl @param {string} ns @param {Record<string, string>} headers
 */
async function markDemoDiets(dbUrl, ns, headers) {
  const r = await fetch(`${dbUrl}/menu-items.json?ns=${ns}`, { headers });
  if (!r.ok) throw new Error(`Database not reachable for seeding: ${r.status}`);
  /** @type {Record<string, any>} */
  const items = (await r.json()) || {};
  /** @type {Record<string, string | boolean>} */
  const update = {};
  let marked = false;
  for (const p of PROVIDERS) {
    p.menu.forEach(([name, , , , , diet], j) => {
      const it = items[demoItemId(p.uid, j)];
      if (!it || typeof it !== 'object' || it.diet !== undefined || it.name !== name) return;
      update[`menu-items/${demoItemId(p.uid, j)}/diet`] = diet;
      it.diet = diet;
      marked = true;
    });
  }
  if (!marked) return;
  const listings = /** @type {Record<string, any>} */ ((await (await fetch(`${dbUrl}/providers.json?ns=${ns}`, { headers })).json()) || {});
  for (const p of PROVIDERS) {
    if (!listings[p.uid] || listings[p.uid].pureVeg !== undefined) continue;
    update[`providers/${p.uid}/pureVeg`] = isPureVeg(Object.values(items).filter((i) => i && i.providerId === p.uid));
  }
  const w = await fetch(`${dbUrl}/.json?ns=${ns}`, { method: 'PATCH', headers, body: JSON.stringify(update) });
  if (!w.ok) throw new Error(`Database seed failed: ${w.status} ${await w.text()}`);
}

/**
 * A database written before the seat holder markers moved out of the public plans (plans/{id}/seatHolders →
 * planSeats/{id}): move them, so its subscriptions can still be cancelled.
 * @param {string} dbUrl @param {string} ns @param {Record<string, string>} headers
 */
async function moveSeatHolders(dbUrl, ns, headers) {
  const r = await fetch(`${dbUrl}/plans.json?ns=${ns}`, { headers });
  if (!r.ok) throw new Error(`Database not reachable for seeding: ${r.status}`);
  /** @type {Record<string, any>} */
  const plans = (await r.json()) || {};
  /** @type {Record<string, true | null>} */
  const update = {};
  for (const [planId, plan] of Object.entries(plans)) {
    const holders = plan && typeof plan === 'object' ? plan.seatHolders : null;
    if (!holders || typeof holders !== 'object') continue;
    for (const subId of Object.keys(holders)) update[`planSeats/${planId}/${subId}`] = true;
    update[`plans/${planId}/seatHolders`] = null;
  }
  if (Object.keys(update).length === 0) return;
  const w = await fetch(`${dbUrl}/.json?ns=${ns}`, { method: 'PATCH', headers, body: JSON.stringify(update) });
  if (!w.ok) throw new Error(`Database seed failed: ${w.status} ${await w.text()}`);
}

/**
 * A database written before issue 36: plans get their per-meal price in paise (from their price, meals and days, as
 * the kitchen's app stores it), and, when no holdings were ever counted, each customer's active subscriptions per plan
 * are counted into planHolders/{planId}/{uid} (so the cap of 2 holds for them too). Hosted projects: a plan without
 * mealPricePaise takes no subscription until its kitchen saves it again (RULES.md, "Tiffin plans").
 * @param {string} dbUrl @param {string} ns @param {Record<string, string>} headers
 */
async function addTiffinPrices(dbUrl, ns, headers) {
  const get = async (/** @type {string} */ p) => {
    const r = await fetch(`${dbUrl}/${p}.json?ns=${ns}`, { headers });
    if (!r.ok) throw new Error(`Database not reachable for seeding: ${r.status}`);
    return (await r.json()) || {};
  };
  /** @type {Record<string, any>} */
  const plans = await get('plans');
  /** @type {Record<string, unknown>} */
  const update = {};
  for (const [planId, plan] of Object.entries(plans)) {
    if (!plan || typeof plan !== 'object' || plan.mealPricePaise !== undefined) continue;
    const paise = mealPricePaise(plan.price, plan.meals, String(plan.days ?? ''));
    if (Number.isInteger(paise) && paise > 0) update[`plans/${planId}/mealPricePaise`] = paise;
  }
  if (Object.keys(await (await fetch(`${dbUrl}/planHolders.json?ns=${ns}&shallow=true`, { headers })).json() || {}).length === 0) {
    /** @type {Record<string, any>} */
    const subs = await get('subscriptions');
    for (const sub of Object.values(subs)) {
      if (!sub || sub.status !== 'active' || typeof sub.planId !== 'string' || typeof sub.customerId !== 'string') continue;
      const k = `planHolders/${sub.planId}/${sub.customerId}`;
      update[k] = /** @type {number} */ (update[k] ?? 0) + 1;
    }
  }
  if (Object.keys(update).length === 0) return;
  const w = await fetch(`${dbUrl}/.json?ns=${ns}`, { method: 'PATCH', headers, body: JSON.stringify(update) });
  if (!w.ok) throw new Error(`Database seed failed: ${w.status} ${await w.text()}`);
}

/**
 * The demo tiffin plans (issue 15): Annapurna's veg lunch-and-dinner plan and Saoji's non-veg lunch box, Monday to
 * Saturday, default cut-offs (lunch 09:00, dinner 15:00 IST).
 * @type {{ id: string, providerId: string, name: string, description: string, meals: 'lunch' | 'dinner' | 'both', days: string, diet: 'veg' | 'egg' | 'non-veg', price: number, capacity: number }[]}
 */
const DEMO_PLANS = [
  { id: 'plan-annapurna-veg', providerId: 'prov-annapurna', name: 'Everyday Veg Tiffin',
    description: 'Home-style Maharashtrian veg: dal, two sabzis, four phulkas, rice and salad, delivered hot.',
    meals: 'both', days: '1111110', diet: 'veg', price: 3200, capacity: 40 },
  { id: 'plan-saoji-lunch', providerId: 'prov-saoji-rasoi', name: 'Saoji Lunch Box',
    description: 'Saoji chicken or mutton curry with rassa, rice and rotis for lunch.',
    meals: 'lunch', days: '1111110', diet: 'non-veg', price: 2600, capacity: 25 },
];
/** The demo customer's subscription to the first demo plan. */
const DEMO_SUBSCRIPTION_ID = 'sub-demo-annapurna';

/** 0 = Monday … 6 = Sunday. @param {number} day */
const weekdayIndex = (day) => (new Date(day + IST_OFFSET_MS).getUTCDay() + 6) % 7;

/**
 * The demo plans, and the demo customer subscribed to the first since the 1st of last month (Asia/Kolkata; issue 42:
 * so she has last month's bill, paid, and this month's) with its seat taken (seatsTaken 1, its holder marker and seat
 * event), and the lunch of the next plan day skipped (tomorrow's when tomorrow is a plan day). Written with the owner
 * credential; the rules accept these values from the app.
 * @param {number} now @param {Record<string, any>} update @param {string} address
 */
function addTiffinDemo(now, update, address) {
  const created = lastMonthStart(now) - 2 * DAY_MS;
  for (const p of DEMO_PLANS) {
    const { id, ...fields } = p;
    update[`plans/${id}`] = { ...fields, mealPricePaise: mealPricePaise(fields.price, fields.meals, fields.days), seatsTaken: 0, lunchCutoff: DEFAULT_CUTOFFS.lunch, dinnerCutoff: DEFAULT_CUTOFFS.dinner,
      status: 'active', createdAt: created, updatedAt: created };
  }
  const plan = DEMO_PLANS[0];
  const sub = DEMO_SUBSCRIPTION_ID;
  Object.assign(update[`plans/${plan.id}`], { seatsTaken: 1, seatEvent: { sub, kind: 'taken' } });
  update[`planSeats/${plan.id}/${sub}`] = true;
  update[`planHolders/${plan.id}/${CUSTOMER.uid}`] = 1;
  let skipDay = dayStart(now) + DAY_MS;
  while (plan.days[weekdayIndex(skipDay)] !== '1') skipDay += DAY_MS;
  update[`subscriptions/${sub}`] = { planId: plan.id, providerId: plan.providerId, customerId: CUSTOMER.uid, customerName: CUSTOMER.name,
    address, ...(address === DEMO_ADDRESS ? { place: DEMO_PLACE } : {}), phone: '+91 98230 00001', planName: plan.name, meals: plan.meals, days: plan.days, diet: plan.diet,
    mealPricePaise: mealPricePaise(plan.price, plan.meals, plan.days),
    startDay: lastMonthStart(now), status: 'active', createdAt: created,
    skips: { [`${skipDay}-lunch`]: { day: skipDay, meal: 'lunch' } } };
}

/** Issue 42: the start of last month (Asia/Kolkata), when the demo subscription starts. @param {number} now */
const lastMonthStart = (now) => kolkataMonthStart(kolkataMonthStart(now) - 1);

/**
 * Issue 42: a database seeded before payments gets the demo's (demo/payments.js) at the next start, once: when
 * Annapurna's ledger is empty and the demo subscription is there and active. Its start moves back to last month's 1st
 * when it is later (so last month has a bill to have paid); the receipt numbers follow this month's counter; the
 * unpaid order is the demo customer's newest delivered Annapurna order not paid.
 * @param {string} dbUrl @param {string} ns @param {Record<string, string>} headers @param {number} now
 */
async function addPaymentDemoIfMissing(dbUrl, ns, headers, now) {
  /** @returns {Promise<any>} */
  const get = async (/** @type {string} */ path, query = '') => {
    const r = await fetch(`${dbUrl}/${path}.json?ns=${ns}${query}`, { headers });
    if (!r.ok) throw new Error(`Database not reachable for seeding: ${r.status}`);
    return r.json();
  };
  const plan = DEMO_PLANS[0];
  if (!plan || (await get(`payments/${plan.providerId}`, '&shallow=true')) !== null) return;
  const sub = await get(`subscriptions/${DEMO_SUBSCRIPTION_ID}`);
  if (!sub || sub.status !== 'active' || sub.customerId !== CUSTOMER.uid || typeof sub.mealPricePaise !== 'number') return;
  /** @type {Record<string, any>} */
  const update = {};
  const start = lastMonthStart(now);
  if (sub.startDay > start) {
    update[`subscriptions/${DEMO_SUBSCRIPTION_ID}/startDay`] = start;
    update[`subscriptions/${DEMO_SUBSCRIPTION_ID}/createdAt`] = Math.min(sub.createdAt ?? start, start - 2 * DAY_MS);
  }
  const counter = await get(`receiptCounters/${monthLabelOf(now)}`);
  const orders = await get('orders', `&orderBy=${encodeURIComponent('"userId"')}&equalTo=${encodeURIComponent(`"${CUSTOMER.uid}"`)}`);
  Object.assign(update, paymentDemoWrites(now, { ...sub, id: DEMO_SUBSCRIPTION_ID, startDay: Math.min(sub.startDay, start) },
    unpaidDemoOrder(orders, CUSTOMER.uid, plan.providerId), typeof counter === 'number' ? counter : 0));
  const w = await fetch(`${dbUrl}/.json?ns=${ns}`, { method: 'PATCH', headers, body: JSON.stringify(update) });
  if (!w.ok) throw new Error(`Database seed failed: ${w.status} ${await w.text()}`);
}

/**
 * A database seeded before tiffin plans existed: add the demo plans and subscription when there are no plans yet.
 * @param {string} dbUrl @param {string} ns @param {Record<string, string>} headers @param {number} now
 */
async function addTiffinDemoIfMissing(dbUrl, ns, headers, now) {
  const r = await fetch(`${dbUrl}/plans.json?ns=${ns}&shallow=true`, { headers });
  if (!r.ok) throw new Error(`Database not reachable for seeding: ${r.status}`);
  if ((await r.json()) !== null) return;
  /** @type {{ address?: unknown } | null} */
  const customer = /** @type {{ address?: unknown } | null} */ (await (await fetch(`${dbUrl}/users/${CUSTOMER.uid}.json?ns=${ns}`, { headers })).json());
  if (!customer) return; // not the demo database
  /** @type {Record<string, any>} */
  const update = {};
  const address = customer.address;
  addTiffinDemo(now, update, typeof address === 'string' && address.length >= 5 && address.length <= 200 ? address : DEMO_ADDRESS);
  const w = await fetch(`${dbUrl}/.json?ns=${ns}`, { method: 'PATCH', headers, body: JSON.stringify(update) });
  if (!w.ok) throw new Error(`Database seed failed: ${w.status} ${await w.text()}`);
}

/**
 * A database seeded before issue 37 stored the demo customer's phone as '+91 98230 00001'; a customer's phone is now
 * her mobile as the rules store it ('+919823000001', copied onto each order). Any other phone she saved stays: the
 * checkout asks for the mobile again when it is none.
 * @param {string} dbUrl @param {string} ns @param {Record<string, string>} headers
 */
async function demoCustomerMobile(dbUrl, ns, headers) {
  const path = `users/${CUSTOMER.uid}/phone`;
  const r = await fetch(`${dbUrl}/${path}.json?ns=${ns}`, { headers });
  if (!r.ok) throw new Error(`Database not reachable for seeding: ${r.status}`);
  const phone = await r.json();
  if (typeof phone !== 'string' || isMobile(phone)) return;
  const mobile = parseMobile(phone);
  if (!mobile) return;
  const w = await fetch(`${dbUrl}/${path}.json?ns=${ns}`, { method: 'PUT', headers, body: JSON.stringify(mobile.e164) });
  if (!w.ok) throw new Error(`Database seed failed: ${w.status} ${await w.text()}`);
}

// ---- issue 41: a kitchen awaiting approval (the operations Kitchens queue) ----
/**
 * The pending demo kitchen's account record and listing, as its signup writes them (issue 39's details; its areas
 * false until approved), joined two days ago; no menu yet.
 * @param {number} now
 */
function pendingKitchenWrites(now) {
  const k = PENDING_KITCHEN;
  return {
    [`users/${k.uid}`]: { name: k.name, email: k.email, role: 'meal_provider', createdAt: new Date(now - 2 * DAY_MS).toISOString(), phone: k.phone,
      address: k.address, cuisine: k.cuisine },
    [`providers/${k.uid}`]: { name: k.name, cuisine: k.cuisine, area: k.area, address: k.address, phone: k.phone, approved: false,
      deliversTo: Object.fromEntries(k.deliversTo.map((a) => [a, false])), createdAt: now - 2 * DAY_MS - 5 * 3600e3 },
  };
}

/**
 * A demo database seeded before issue 41's Kitchens page gets the pending kitchen at the next start (once: staff may
 * have approved or rejected it since, which the listing keeps).
 * @param {string} dbUrl @param {string} ns @param {Record<string, string>} headers @param {number} now
 */
async function addPendingKitchenIfMissing(dbUrl, ns, headers, now) {
  const r = await fetch(`${dbUrl}/users/${PENDING_KITCHEN.uid}.json?ns=${ns}&shallow=true`, { headers });
  if (!r.ok) throw new Error(`Database not reachable for seeding: ${r.status}`);
  if ((await r.json()) !== null) return;
  const demo = await fetch(`${dbUrl}/users/${CUSTOMER.uid}.json?ns=${ns}&shallow=true`, { headers });
  if ((await demo.json()) === null) return; // not the demo database
  const w = await fetch(`${dbUrl}/.json?ns=${ns}`, { method: 'PATCH', headers, body: JSON.stringify(pendingKitchenWrites(now)) });
  if (!w.ok) throw new Error(`Database seed failed: ${w.status} ${await w.text()}`);
}

/**
 * `hours: false` (or THALI_SEED_HOURS=0 when not given) leaves the demo kitchens' hours and holidays out: they are
 * then open all day, whatever the hour the tests run at.
 * @param {{ dbUrl: string, authUrl?: string | null, ns?: string, projectId?: string, now?: number, hours?: boolean }} opts
 * @returns {Promise<{ seededDatabase: boolean, accounts: number }>}
 */
async function seed(opts) {
  const projectId = opts.projectId || 'demo-thali';
  const ns = opts.ns || `${projectId}-default-rtdb`;
  const now = opts.now ?? Date.now();
  const withHours = opts.hours ?? process.env.THALI_SEED_HOURS !== '0';
  let accounts = 0;
  if (opts.authUrl) {
    const all = [{ ...CUSTOMER }, { ...STAFF }, ...PROVIDERS.map((p) => ({ uid: p.uid, email: p.email, name: p.name })), PENDING_KITCHEN];
    for (const a of all) {
      const r = await fetch(`${opts.authUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ localId: a.uid, email: a.email, password: PASSWORD, displayName: a.name }),
      });
      if (r.ok) accounts++;
      else {
        const body = await r.text();
        if (!/DUPLICATE_LOCAL_ID|EMAIL_EXISTS/.test(body)) throw new Error(`Auth seed failed for ${a.email}: ${body}`);
      }
    }
  }
  const dbHeaders = { 'content-type': 'application/json', authorization: 'Bearer owner' };
  const existing = await fetch(`${opts.dbUrl}/users.json?ns=${ns}&shallow=true`, { headers: dbHeaders });
  if (!existing.ok) throw new Error(`Database not reachable for seeding: ${existing.status}`);
  if ((await existing.json()) !== null) {
    await approveDemoKitchens(opts.dbUrl, ns, dbHeaders);
    await addTiffinDemoIfMissing(opts.dbUrl, ns, dbHeaders, now);
    await moveSeatHolders(opts.dbUrl, ns, dbHeaders);
    await addTiffinPrices(opts.dbUrl, ns, dbHeaders);
    await markDemoDiets(opts.dbUrl, ns, dbHeaders);
    await migrateReviews(opts.dbUrl, ns, dbHeaders);
    await demoCustomerMobile(opts.dbUrl, ns, dbHeaders);
    await demoCustomerPlace(opts.dbUrl, ns, dbHeaders);
    await addDemoStaff(opts.dbUrl, ns, dbHeaders, created0(now));
    await migrateOrders(opts.dbUrl, ns, dbHeaders);
    // after the orders' migration, which points the old plate counts at whole orders
    await migratePlates(opts.dbUrl, ns, dbHeaders, { now });
    await addPendingKitchenIfMissing(opts.dbUrl, ns, dbHeaders, now);
    // issue 41: the Overview's kept order totals, after the orders' migration (it renumbers claims)
    await migrateOrderTotals(opts.dbUrl, ns, dbHeaders);
    // issue 42: the demo's payments once, and every subscription numbered with its kitchen
    await addPaymentDemoIfMissing(opts.dbUrl, ns, dbHeaders, now);
    await migrateBillNumbers(opts.dbUrl, ns, dbHeaders);
    return { seededDatabase: false, accounts };
  }

  const created = created0(now);
  const monthStart = kolkataMonthStart(now);
  /** @type {Record<string, any>} */
  const update = {};
  Object.assign(update, demoStaffWrites(created));
  update[`users/${CUSTOMER.uid}`] = { name: CUSTOMER.name, email: CUSTOMER.email, role: 'user', createdAt: created,
    phone: CUSTOMER.phone, address: DEMO_ADDRESS, place: CUSTOMER.place };
  PROVIDERS.forEach((p, i) => {
    const image = KITCHEN_IMAGES[p.uid] ?? DEFAULT_KITCHEN_IMAGE;
    update[`users/${p.uid}`] = { name: p.name, email: p.email, role: 'meal_provider', createdAt: created,
      phone: p.phone, address: p.address, cuisine: p.cuisine, image };
    /** @type {Record<string, any>} */
    const listing = { name: p.name, cuisine: p.cuisine, area: p.area, address: p.address, phone: p.phone, image, approved: true,
      ...(p.fssai ? { fssai: p.fssai } : {}),
      // issue 40: where it delivers (true: it is approved) and its minimum order
      deliversTo: deliversToOf(p, true), ...(p.minOrder ? { minOrder: p.minOrder } : {}),
      // the demo kitchens joined on different days (the home page lists the newest first among equal ratings)
      createdAt: now - (90 - i) * DAY_MS,
      pureVeg: isPureVeg(p.menu.map(([, , , , , diet]) => ({ status: 'active', diet }))) };
    if (withHours && p.hours) listing.hours = p.hours;
    if (withHours && p.holiday) {
      const day = dayStart(now) + p.holiday.inDays * DAY_MS;
      listing.holidays = { [day]: { day, note: p.holiday.note } };
    }
    update[`providers/${p.uid}`] = listing;
    update[`stats/${p.uid}`] = { ...Object.fromEntries(STATS_COUNTERS.map((c) => [c, 0])), monthStart };
    p.menu.forEach(([name, description, price, category, img, diet, platesPerDay], j) => {
      const t = now - (i * 20 + j) * 3600e3;
      update[`menu-items/${demoItemId(p.uid, j)}`] = { name, description, price, category, imageUrl: `/images/${img}`,
        providerId: p.uid, status: 'active', createdAt: t, updatedAt: t, diet, ...(platesPerDay ? { platesPerDay } : {}) };
    });
  });
  // every demo kitchen is listed (approved)
  update[LISTED_KITCHENS_PATH] = PROVIDERS.length;
  addTiffinDemo(now, update, DEMO_ADDRESS);
  Object.assign(update, pendingKitchenWrites(now));
  // the orders (issue 37: whole orders), those the reviews are based on and Annapurna's lunch rush, with their numbers,
  // the kitchens' stats and the plate counts derived from them
  const customer = { uid: CUSTOMER.uid, name: CUSTOMER.name, phone: CUSTOMER.phone, address: DEMO_ADDRESS, place: DEMO_PLACE };
  const reviewed = addReviewDemo(now, update, customer);
  writeDemoOrders(now, update, [...reviewed, ...lunchRush(now, { customer, others: REVIEWER_CUSTOMERS })]);
  // issue 42: Annapurna's UPI details, the demo customer's tiffin bills paid (last month) and part paid (this month),
  // her delivered order not paid yet
  const orders = Object.fromEntries(Object.entries(update).filter(([k]) => k.startsWith('orders/')).map(([k, o]) => [k.slice('orders/'.length), o]));
  const payKitchen = DEMO_PLANS[0]?.providerId ?? '';
  const pay = paymentDemoWrites(now, { ...update[`subscriptions/${DEMO_SUBSCRIPTION_ID}`], id: DEMO_SUBSCRIPTION_ID },
    unpaidDemoOrder(orders, CUSTOMER.uid, payKitchen));
  // the UPI details go inside the listing written whole above (one update's paths may not overlap)
  update[`providers/${payKitchen}`].upi = pay[`providers/${payKitchen}/upi`];
  delete pay[`providers/${payKitchen}/upi`];
  Object.assign(update, pay);
  const r = await fetch(`${opts.dbUrl}/.json?ns=${ns}`, { method: 'PATCH', headers: dbHeaders, body: JSON.stringify(update) });
  if (!r.ok) throw new Error(`Database seed failed: ${r.status} ${await r.text()}`);
  // issue 41: the demo orders' kept totals (their claims' running totals and the cancelled ones), as checkouts keep them
  await migrateOrderTotals(opts.dbUrl, ns, dbHeaders);
  // issue 42: the demo subscription's bill number (TH-B-YYMM-0001), as its creation would have taken it
  await migrateBillNumbers(opts.dbUrl, ns, dbHeaders);
  return { seededDatabase: true, accounts };
}

module.exports = { seed, kolkataMonthStart, DEMO_ACCOUNTS, PROVIDERS, PASSWORD, DEMO_PLANS, DEMO_SUBSCRIPTION_ID, isPureVeg };
