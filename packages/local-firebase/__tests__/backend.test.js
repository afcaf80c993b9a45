'use strict';
/** startBackend end to end: Auth emulator + DB emulator + seed + rules, with firebase/auth and firebase/database. */
const os = require('os');
const fs = require('fs');
const path = require('path');
const { initializeApp, deleteApp } = require('firebase/app');
const A = require('firebase/auth');
const D = require('firebase/database');
const { startBackend, startDatabaseEmulator, DEMO_ACCOUNTS, makeTestToken, DEFAULT_RULES } = require('../src');
const { KITCHEN_IMAGES } = require('../demo/kitchen-images');
const { seed, kolkataMonthStart, PROVIDERS, DEMO_PLANS, DEMO_SUBSCRIPTION_ID, isPureVeg } = require('../src/seed');
const { DAY_MS, IST_OFFSET_MS, WEEKDAY_KEYS, DELIVERY_FEE, ORDER_LIMITS, ORDER_STEPS, ORDER_FIELDS, ORDER_EXTRA_FIELDS, ORDER_NEW_REQUIRED, KITCHEN_CANCEL_REASONS,
  monthLabel, boardKeyOf, orderStageOf, isMobile, parsePhone, orderNumberOf } = require('@thali/domain');
const { withOrderNumber, fillTotals, HOME_PLACE: HOME } = require('./matrix-harness');
const { cancelledTotalsWrites, seatTotalsWrites } = require('@thali/domain/order-totals');
const { placeLine } = require('@thali/domain/address');
const { DEMO_UPI, DEMO_PAYMENTS, DEMO_PART_PAISE, billedPaise, receivedTiffinWrites } = require('../demo/payments');

/** 00:00 Asia/Kolkata of the day holding t. */
const dayStart = (t) => t - ((t + IST_OFFSET_MS) % DAY_MS);

// The Auth emulator loads firebase-tools: 10–50 s to start on a busy 2-core machine.
jest.setTimeout(150000);
let backend;
let dir;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lf-backend-'));
  backend = await startBackend({ dbPort: 0, authPort: 0, storagePort: 0, dataDir: dir });
});
afterAll(async () => {
  await backend.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('seeded, and a demo customer signs in with the Auth emulator and reads only what rules allow', async () => {
  expect(backend.seeded).toBe(true);
  const app = initializeApp({ projectId: 'demo-thali', apiKey: 'fake-api-key' }, 'backend-test');
  const auth = A.getAuth(app);
  A.connectAuthEmulator(auth, `http://127.0.0.1:${backend.authPort}`, { disableWarnings: true });
  const db = D.getDatabase(app);
  D.connectDatabaseEmulator(db, '127.0.0.1', backend.dbPort);
  const customer = DEMO_ACCOUNTS.find((a) => a.role === 'user');
  const cred = await A.signInWithEmailAndPassword(auth, customer.email, customer.password);
  expect(cred.user.uid).toBe(customer.uid);
  expect((await D.get(D.ref(db, `users/${customer.uid}/role`))).val()).toBe('user');
  // the storefront's query: approved kitchens (every demo kitchen is approved); the whole list is not readable
  const providers = (await D.get(D.query(D.ref(db, 'providers'), D.orderByChild('approved'), D.equalTo(true)))).val();
  expect(Object.keys(providers).length).toBeGreaterThanOrEqual(8);
  await expect(D.get(D.ref(db, 'providers'))).rejects.toThrow(/ermission/);
  // issue 40: the kitchens delivering to her area (an index per area), the listed count, her address as a place
  const near = (await D.get(D.query(D.ref(db, 'providers'), D.orderByChild('deliversTo/Trimurti Nagar'), D.equalTo(true)))).val();
  expect(Object.keys(near).sort()).toEqual(PROVIDERS.filter((p) => p.deliversTo.includes('Trimurti Nagar')).map((p) => p.uid).sort());
  expect(near['prov-annapurna']).toBeDefined();
  expect(near['prov-hingna-mess']).toBeUndefined();
  expect(Object.keys(near).length).toBeLessThan(Object.keys(providers).length);
  expect((await D.get(D.ref(db, 'listedKitchens'))).val()).toBe(Object.keys(providers).length);
  expect((await D.get(D.ref(db, `users/${customer.uid}`))).val()).toMatchObject({
    place: { house: '12', street: 'Laxmi Nagar', area: 'Trimurti Nagar', pin: '440022' }, address: '12, Laxmi Nagar, Trimurti Nagar, Nagpur 440022' });
  expect((await D.get(D.ref(db, 'providers/prov-saoji-rasoi/minOrder'))).val()).toBe(250);
  const items = (await D.get(D.query(D.ref(db, 'menu-items'), D.orderByChild('providerId'), D.equalTo('prov-annapurna')))).val();
  expect(new Set(Object.values(items).map((i) => i.category))).toEqual(new Set(['main-course', 'appetizers', 'desserts', 'beverages']));
  await expect(D.get(D.ref(db, 'users/prov-annapurna'))).rejects.toThrow(/ermission/);
  // the seeded month is the Asia/Kolkata one (monthStart only, no 'YYYY-MM' label); a customer may read it, not the figures
  expect((await D.get(D.ref(db, 'stats/prov-annapurna/monthStart'))).val()).toBe(kolkataMonthStart(Date.now()));
  await expect(D.get(D.ref(db, 'stats/prov-annapurna/monthKey'))).rejects.toThrow(/ermission/);
  await expect(D.get(D.ref(db, 'stats/prov-annapurna/totalRevenue'))).rejects.toThrow(/ermission/);
  await A.signOut(auth);
  D.goOffline(db);
  await deleteApp(app);
});

test('every demo account `pnpm start` prints signs in, with its role; the staff one is staff (issue 41)', async () => {
  const app = initializeApp({ projectId: 'demo-thali', apiKey: 'fake-api-key' }, 'backend-demo-accounts');
  const auth = A.getAuth(app);
  A.connectAuthEmulator(auth, `http://127.0.0.1:${backend.authPort}`, { disableWarnings: true });
  const db = D.getDatabase(app);
  D.connectDatabaseEmulator(db, '127.0.0.1', backend.dbPort);
  try {
    expect(DEMO_ACCOUNTS.map((a) => a.role)).toEqual(expect.arrayContaining(['user', 'meal_provider', 'staff']));
    for (const account of DEMO_ACCOUNTS) {
      const cred = await A.signInWithEmailAndPassword(auth, account.email, account.password);
      expect(cred.user.uid).toBe(account.uid);
      expect((await D.get(D.ref(db, `users/${account.uid}/role`))).val()).toBe(account.role === 'staff' ? 'user' : account.role);
      expect((await D.get(D.ref(db, `admins/${account.uid}`))).val()).toBe(account.role === 'staff' ? true : null);
      await A.signOut(auth);
    }
  } finally {
    D.goOffline(db);
    await deleteApp(app);
  }
});

test('kolkataMonthStart: the month turns at midnight IST (18:30 UTC), monthStart is that instant', () => {
  expect(kolkataMonthStart(Date.UTC(2025, 0, 31, 18, 29, 59))).toBe(Date.UTC(2024, 11, 31, 18, 30));
  expect(kolkataMonthStart(Date.UTC(2025, 0, 31, 18, 30))).toBe(Date.UTC(2025, 0, 31, 18, 30));
  expect(kolkataMonthStart(Date.UTC(2025, 11, 31, 18, 30))).toBe(Date.UTC(2025, 11, 31, 18, 30));
});

test('every demo kitchen has a picture of its own', () => {
  expect(Object.keys(KITCHEN_IMAGES).sort()).toEqual(PROVIDERS.map((p) => p.uid).sort());
  expect(new Set(Object.values(KITCHEN_IMAGES)).size).toBe(PROVIDERS.length);
});

test('the demo orders are whole orders (issue 37), and everything counted from them agrees: numbers, stats, plates, review keys', async () => {
  const owner = async (p) => (await fetch(`http://127.0.0.1:${backend.dbPort}/${p}.json?ns=${backend.namespace}`, { headers: { authorization: 'Bearer owner' } })).json();
  const db = await owner('');
  const orders = Object.entries(db.orders);
  const users = db.users;
  for (const [id, o] of orders) {
    // the record: its lines '0'… inside, the fee stored and counted, the board key, the customer's name and mobile
    expect(Object.keys(o).filter((f) => !ORDER_FIELDS.includes(f) && !ORDER_EXTRA_FIELDS.includes(f))).toEqual([]);
    for (const f of [...ORDER_FIELDS, ...ORDER_NEW_REQUIRED]) expect([id, f, o[f] !== undefined]).toEqual([id, f, true]);
    const lines = Object.keys(o.lines).sort().map((k) => o.lines[k]);
    expect(Object.keys(o.lines).sort()).toEqual(lines.map((_, i) => String(i)));
    expect(o.lineCount).toBe(lines.length);
    expect(o.itemsTotal).toBe(lines.reduce((sum, l) => sum + l.price * l.quantity, 0));
    expect([o.fee, o.total]).toEqual([DELIVERY_FEE, o.itemsTotal + DELIVERY_FEE]);
    // issue 40: filed on the board by its slot; its place's one line as the address
    expect(o.boardKey).toBe(boardKeyOf(o.providerId, o.status, o.slotStart));
    expect(o.slotStart === o.timestamp ? o.asap : !o.asap && o.slotStart > o.timestamp).toBe(true);
    expect(o.address).toBe(placeLine(o.place));
    for (const l of lines) {
      const item = db['menu-items'][l.itemId];
      expect(l).toMatchObject({ itemName: item.name, price: item.price, diet: item.diet });
      expect(l.plateDay).toBe(item.platesPerDay ? dayStart(o.timestamp) : undefined);
    }
    expect(isMobile(o.customerPhone)).toBe(true);
    expect([o.customerName, o.customerPhone]).toEqual([users[o.userId].name, users[o.userId].phone]);
    // its step and the times of its steps; a kitchen's cancel says why
    expect(ORDER_STEPS).toContain(o.step);
    if (['accepted', 'on_the_way'].includes(o.step)) expect(o.timestamp < o.acceptedAt && o.acceptedAt < o.readyBy && o.readyBy <= o.acceptedAt + ORDER_LIMITS.readyByMaxMs).toBe(true);
    else expect([o.acceptedAt, o.readyBy]).toEqual([undefined, undefined]);
    expect(o.onTheWayAt === undefined).toBe(o.step !== 'on_the_way');
    expect(o.updatedAt === undefined).toBe(o.status === 'pending');
    if (o.status === 'cancelled' && o.cancelledBy === 'provider') expect(o.cancelReason.length).toBeGreaterThan(0);
    // its number, claimed by it
    expect(db.orderNumbers[o.orderNumber]).toMatchObject({ by: o.userId, order: id, month: monthLabel(o.timestamp), seq: Number(o.orderNumber.split('-')[2]) });
  }
  // issue 41: the kept totals the operations Overview reads agree with the orders (each month's last claim, the cancelled totals)
  for (const [month, last] of Object.entries(db.orderCounters)) {
    const own = orders.map(([, o]) => o).filter((o) => o.orderNumber.startsWith(`TH-${month}-`));
    const totals = db.orderNumbers[orderNumberOf(month, last)].totals;
    expect(totals.monthValue).toBeCloseTo(own.reduce((sum, o) => sum + o.total, 0), 6);
    expect(totals.dayOrders).toBe(own.filter((o) => dayStart(o.timestamp) === totals.day).length);
    const cancelled = own.filter((o) => o.status === 'cancelled');
    expect(db.orderTotals?.months?.[month]?.cancelledOrders ?? 0).toBe(cancelled.length);
  }
  expect(new Set(orders.map(([, o]) => o.orderNumber)).size).toBe(orders.length);
  expect(Object.keys(db.orderNumbers)).toHaveLength(orders.length);
  for (const [month, last] of Object.entries(db.orderCounters)) {
    const seqs = Object.values(db.orderNumbers).filter((n) => n.month === month).map((n) => n.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: last }, (_, i) => i + 1));
  }
  // every kitchen's stats count its orders; this month's figures those placed since monthStart
  for (const p of PROVIDERS) {
    const own = orders.filter(([, o]) => o.providerId === p.uid).map(([, o]) => o);
    const kept = own.filter((o) => o.status !== 'cancelled');
    const inMonth = (o) => o.timestamp >= db.stats[p.uid].monthStart;
    expect(db.stats[p.uid]).toMatchObject({ totalOrders: own.length, monthlyOrders: own.filter(inMonth).length,
      totalRevenue: kept.reduce((sum, o) => sum + o.total, 0), monthlyRevenue: kept.filter(inMonth).reduce((sum, o) => sum + o.total, 0) });
  }
  // plate counts (issue 40: by day): each day's plates of a limited dish, of orders not cancelled, naming one of them and its line
  for (const [p, byDay] of Object.entries(db.plateCounts)) {
    for (const [day, byItem] of Object.entries(byDay)) {
      for (const [itemId, count] of Object.entries(byItem)) {
        expect(db.orders[count.order].lines[count.line]).toMatchObject({ itemId, plateDay: Number(day) });
        const sold = orders.filter(([, o]) => o.providerId === p && o.status !== 'cancelled')
          .flatMap(([, o]) => Object.values(o.lines)).filter((l) => l.itemId === itemId && l.plateDay === Number(day));
        expect(count.sold).toBe(sold.reduce((sum, l) => sum + l.quantity, 0));
      }
    }
  }
  expect(Object.keys(db.plateCounts).sort()).toEqual(['prov-dharampeth-bengali', 'prov-jaitala-kitchen']);
  expect(db.plates).toBeUndefined();

  // Annapurna's lunch rush: orders at every stage, over several days; delivered and cancelled ones (a reason picked
  // from the list, one typed, and a customer's own cancel)
  const annapurna = orders.filter(([, o]) => o.providerId === 'prov-annapurna').map(([, o]) => o);
  const stages = annapurna.map((o) => orderStageOf(o));
  for (const [stage, least] of [['new', 3], ['accepted', 2], ['on_the_way', 1], ['delivered', 5], ['cancelled', 3]]) {
    expect([stage, stages.filter((s) => s === stage).length >= least]).toEqual([stage, true]);
  }
  expect(annapurna.filter((o) => o.readyBy > Date.now())).not.toHaveLength(0);
  expect(new Set(annapurna.map((o) => dayStart(o.timestamp))).size).toBeGreaterThanOrEqual(4);
  const reasons = annapurna.filter((o) => o.cancelledBy === 'provider').map((o) => o.cancelReason);
  expect(reasons.some((r) => KITCHEN_CANCEL_REASONS.includes(r))).toBe(true);
  expect(reasons.some((r) => !KITCHEN_CANCEL_REASONS.includes(r))).toBe(true);
  expect(annapurna.some((o) => o.cancelledBy === 'customer')).toBe(true);
  // the demo customer's newest checkout: two kitchens, two orders with consecutive numbers, one fee each, still
  // cancellable by her for a few minutes
  const mine = orders.filter(([, o]) => o.userId === 'demo-customer').map(([, o]) => o);
  const newest = mine.filter((o) => o.timestamp === Math.max(...mine.map((x) => x.timestamp))).sort((a, b) => (a.orderNumber < b.orderNumber ? -1 : 1));
  expect(newest.map((o) => [o.providerId, o.step, o.fee])).toEqual([['prov-annapurna', 'new', DELIVERY_FEE], ['prov-saoji-rasoi', 'new', DELIVERY_FEE]]);
  expect(Number(newest[1].orderNumber.split('-')[2])).toBe(Number(newest[0].orderNumber.split('-')[2]) + 1);
  expect(Date.now()).toBeLessThan(newest[0].timestamp + ORDER_LIMITS.cancelWindowMs);
  expect(new Set(mine.map((o) => orderStageOf(o)))).toEqual(new Set(['new', 'on_the_way', 'delivered', 'cancelled']));

  // phones: the customers' mobiles as the rules store them; the kitchens' a mobile or a Nagpur landline (0712)
  for (const u of Object.values(users).filter((x) => x.role === 'user')) expect(isMobile(u.phone)).toBe(true);
  const kitchenPhones = PROVIDERS.map((p) => parsePhone(db.providers[p.uid].phone));
  for (const [i, p] of PROVIDERS.entries()) expect([p.uid, kitchenPhones[i] !== null, db.users[p.uid].phone]).toEqual([p.uid, true, db.providers[p.uid].phone]);
  expect(kitchenPhones.filter((x) => x.kind === 'mobile').length).toBeGreaterThanOrEqual(1);
  expect(kitchenPhones.filter((x) => x.kind === 'landline' && x.display.startsWith('0712 ')).length).toBeGreaterThanOrEqual(1);
  expect(parsePhone(db.providers['prov-annapurna'].phone).kind).toBe('mobile');
  // ids are push ids, sorting by time as real orders' do: the kitchen's Recent Orders glance (by providerId, the last 5
  // keys) is its 5 newest
  const byKey = orders.map(([id, o]) => [id, o.timestamp]).sort(([a], [b]) => (a < b ? -1 : 1));
  for (let i = 1; i < byKey.length; i++) expect(byKey[i][1]).toBeGreaterThanOrEqual(byKey[i - 1][1]);
  expect(orders.every(([id]) => /^[-0-9A-Za-z_]{20}$/.test(id))).toBe(true);
});

test('the seeded lunch rush is what the rules accept: the kitchen reads its board and moves each order on; the customer cancels hers', async () => {
  const url = (p, q = '') => `http://127.0.0.1:${backend.dbPort}/${p}.json?ns=${backend.namespace}${q}`;
  const as = (uid) => ({ authorization: `Bearer ${makeTestToken(uid, backend.projectId)}`, 'content-type': 'application/json' });
  const owner = async (p) => (await fetch(url(p), { headers: { authorization: 'Bearer owner' } })).json();
  const patch = async (uid, body) => (await fetch(url(''), { method: 'PATCH', headers: as(uid), body: JSON.stringify(body) })).status;
  const inc = (n) => ({ '.sv': { increment: n } });
  const TS = { '.sv': 'timestamp' };
  const kitchen = 'prov-annapurna';
  const customer = DEMO_ACCOUNTS.find((a) => a.role === 'user');
  // the board: every pending order of the kitchen, by its boardKey range (its own prefix only)
  const range = (p, status) => `&orderBy="boardKey"&startAt="${p}|${status}|"&endAt="${p}|${status}|~"`;
  const board = await (await fetch(url('orders', range(kitchen, 'pending')), { headers: as(kitchen) })).json();
  const orders = await owner('orders');
  const pending = Object.entries(orders).filter(([, o]) => o.providerId === kitchen && o.status === 'pending');
  expect(Object.keys(board).sort()).toEqual(pending.map(([id]) => id).sort());
  expect((await fetch(url('orders', range(kitchen, 'pending')), { headers: as('prov-saoji-rasoi') })).status).toBe(401);
  const at = (step) => pending.filter(([, o]) => o.step === step).map(([id, o]) => [id, o]);
  const [[newId], [secondNewId, secondNew]] = at('new').filter(([, o]) => o.userId !== customer.uid);
  const [[acceptedId]] = at('accepted');
  const [[onTheWayId, onTheWay]] = at('on_the_way');
  const settle = (oid, o, status, extra = {}) => ({
    [`orders/${oid}/status`]: status, [`orders/${oid}/updatedAt`]: TS, [`orders/${oid}/boardKey`]: boardKeyOf(o.providerId, status, o.timestamp),
    ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [`orders/${oid}/${k}`, v])),
    [`stats/${o.providerId}/pendingOrders`]: inc(-1), [`stats/${o.providerId}/${status}Orders`]: inc(1),
    ...(status === 'cancelled' ? { [`stats/${o.providerId}/totalRevenue`]: inc(-o.total), [`stats/${o.providerId}/monthlyRevenue`]: inc(-o.total) } : {}),
    // issue 41: and the marketplace's cancelled totals of its day and month
    ...(status === 'cancelled' ? cancelledTotalsWrites(oid, o, inc) : {}),
    [`stats/${o.providerId}/event`]: status, [`stats/${o.providerId}/batch`]: { 0: oid }, [`stats/${o.providerId}/applied/${oid}`]: status,
  });
  const accept = (oid) => ({ [`orders/${oid}/step`]: 'accepted', [`orders/${oid}/acceptedAt`]: TS, [`orders/${oid}/readyBy`]: Date.now() + 1800e3 });
  const before = await owner(`stats/${kitchen}`);
  // another kitchen, or the customer, cannot move them on
  expect(await patch('prov-saoji-rasoi', accept(newId))).toBe(401);
  expect(await patch(orders[newId].userId, accept(newId))).toBe(401);
  // the kitchen: accepts a new one, sends an accepted one on its way, delivers the one on the way, cancels a new one saying why
  expect(await patch(kitchen, accept(newId))).toBe(200);
  expect(await patch(kitchen, { [`orders/${acceptedId}/step`]: 'on_the_way', [`orders/${acceptedId}/onTheWayAt`]: TS })).toBe(200);
  expect(await patch(kitchen, settle(onTheWayId, onTheWay, 'completed'))).toBe(200);
  expect(await patch(kitchen, settle(secondNewId, secondNew, 'cancelled', { cancelledBy: 'provider', cancelReason: 'Sold out' }))).toBe(200);
  expect(await owner(`stats/${kitchen}`)).toMatchObject({ totalOrders: before.totalOrders, pendingOrders: before.pendingOrders - 2,
    completedOrders: before.completedOrders + 1, cancelledOrders: before.cancelledOrders + 1,
    totalRevenue: before.totalRevenue - secondNew.total, monthlyRevenue: before.monthlyRevenue - secondNew.total });
  // the demo customer cancels her newest order at the other kitchen of her checkout, within the window, while it is new
  const [mineId, mine] = Object.entries(orders).find(([, o]) => o.userId === customer.uid && o.providerId === 'prov-saoji-rasoi' && o.status === 'pending');
  const saoji = await owner('stats/prov-saoji-rasoi');
  expect(await patch(customer.uid, settle(mineId, mine, 'cancelled', { cancelledBy: 'customer' }))).toBe(200);
  expect(await owner('stats/prov-saoji-rasoi')).toMatchObject({ pendingOrders: saoji.pendingOrders - 1, cancelledOrders: saoji.cancelledOrders + 1,
    totalRevenue: saoji.totalRevenue - mine.total });
});

test('the seeded data is what the rules accept from the app: listings, menus, and an order to every demo kitchen open now', async () => {
  const url = (p) => `http://127.0.0.1:${backend.dbPort}/${p}.json?ns=${backend.namespace}`;
  const as = (uid) => ({ authorization: `Bearer ${makeTestToken(uid, backend.projectId)}` });
  const owner = async (p) => (await fetch(url(p), { headers: { authorization: 'Bearer owner' } })).json();
  const customer = DEMO_ACCOUNTS.find((a) => a.role === 'user');
  const monthStart = kolkataMonthStart(Date.now());
  const items = await owner('menu-items');
  // the orders below are placed at 12:30 IST today (the emulator's admin clock hook): kitchens with hours are open then
  // unless today is their day off, and the demo holidays are days ahead
  const today = dayStart(Date.now());
  const noon = today + 750 * 60000;
  const clock = (offsetMs) => fetch(`${backend.dbUrl}/.test/clock?ns=${backend.namespace}`, { method: 'PUT',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' }, body: JSON.stringify({ offsetMs }) });
  const offset = noon - Date.now();
  expect((await clock(offset)).status).toBe(200);
  const seededCustomer = await owner(`users/${customer.uid}`);
  const todayKey = WEEKDAY_KEYS[((today + IST_OFFSET_MS) / DAY_MS + 3) % 7];
  let open = 0;
  try {
    for (const p of PROVIDERS) {
      const listing = await owner(`providers/${p.uid}`);
      // each demo kitchen has its own picture, a file the portal serves
      expect(listing).toMatchObject({ approved: true, image: KITCHEN_IMAGES[p.uid] });
      expect(fs.existsSync(path.join(__dirname, '../demo/images', path.basename(listing.image)))).toBe(true);
      // the rating is the seeded reviews' (of delivered orders counted in the stats), not a stored constant
      const reviews = Object.entries(await owner('reviews')).filter(([, r]) => r.providerId === p.uid);
      expect(reviews.length).toBeGreaterThan(0);
      expect(listing.rating).toBeUndefined();
      expect(listing).toMatchObject({ ratingSum: reviews.reduce((sum, [, r]) => sum + r.stars, 0), ratingCount: reviews.length });
      const orders = Object.entries(await owner('orders')).filter(([, o]) => o.providerId === p.uid);
      const seededStats = await owner(`stats/${p.uid}`);
      // one review per reviewer, under the reviewer's opaque key, based on a completed order of this kitchen; the public
      // review names neither the reviewer nor the order (issue 36)
      const records = Object.values(await owner('reviewKeys')).map((byKitchen) => byKitchen[p.uid]).filter(Boolean);
      expect(records.map((r) => r.key).sort()).toEqual(reviews.map(([key]) => key).sort());
      for (const r of records) expect(orders.find(([id]) => id === r.order)?.[1]).toMatchObject({ status: 'completed', providerId: p.uid });
      for (const [, r] of reviews) expect(r.userId).toBeUndefined();
      // issue 37: the stats count whole orders, their revenue is the orders' totals (dishes and fees), cancels taken out
      const count = (status) => orders.filter(([, o]) => o.status === status).length;
      expect(seededStats).toMatchObject({ totalOrders: orders.length, pendingOrders: count('pending'), completedOrders: count('completed'),
        cancelledOrders: count('cancelled'), totalRevenue: orders.filter(([, o]) => o.status !== 'cancelled').reduce((sum, [, o]) => sum + o.total, 0) });
      for (const [oid, o] of orders) expect(seededStats.applied[oid]).toBe(o.status === 'pending' ? 'created' : o.status);
      expect((await owner(`stats/${p.uid}`)).monthKey).toBeUndefined();
      // the kitchen rewrites its own listing and each menu item unchanged: every seeded value passes validation
      expect((await fetch(url(`providers/${p.uid}`), { method: 'PUT', headers: as(p.uid), body: JSON.stringify(listing) })).status).toBe(200);
      const own = Object.entries(items).filter(([, i]) => i.providerId === p.uid);
      expect(own.length).toBe(p.menu.length);
      // every demo item has its true diet mark, a few their daily plates; the badge follows the menu
      for (const [, i] of own) {
        const line = p.menu.find(([name]) => name === i.name);
        expect([i.diet, i.platesPerDay]).toEqual([line[5], line[6]]);
      }
      expect(listing.pureVeg).toBe(isPureVeg(own.map(([, i]) => i)));
      expect(listing.hours).toEqual(p.hours);
      if (p.holiday) expect(Object.values(listing.holidays)).toEqual([{ day: today + p.holiday.inDays * DAY_MS, note: p.holiday.note }]);
      for (const [id, i] of own) {
        // an edit stamps updatedAt with the server's time (menu management, issue 20)
        const saved = { ...i, updatedAt: { '.sv': 'timestamp' } };
        expect((await fetch(url(`menu-items/${id}`), { method: 'PUT', headers: as(p.uid), body: JSON.stringify(saved) })).status).toBe(200);
      }
      // the demo customer orders 2 of a limited item when the kitchen has one, else of the first (stats of the current
      // month: increments; the diet mark copied; the plates taken from today's count, which starts at 0)
      const [itemId, it] = own.find(([, i]) => i.platesPerDay) ?? own[0];
      const oid = `seedcheck-${p.uid}`;
      const inc = (n) => ({ '.sv': { increment: n } });
      const s = `stats/${p.uid}`;
      const before = await owner(s);
      // a whole order (issue 37) of one line, with the fee, the demo customer's name and mobile (her profile's), its
      // timestamp the client's reading of the server clock (here the clock hook's noon) and the board key repeating it
      const ts = Date.now() + offset - 1000;
      const total = it.price * 2 + DELIVERY_FEE;
      const write = {
        [`orders/${oid}`]: { userId: customer.uid, providerId: p.uid, status: 'pending', step: 'new', timestamp: ts,
          // issue 40: to the demo customer's place, as soon as possible
          boardKey: boardKeyOf(p.uid, 'pending', ts), slotStart: ts, asap: true, place: HOME, address: placeLine(HOME), customerName: customer.name,
          customerPhone: seededCustomer.phone, lineCount: 1, itemsTotal: it.price * 2, fee: DELIVERY_FEE, total,
          lines: { 0: { itemId, itemName: it.name, price: it.price, quantity: 2, diet: it.diet, ...(it.platesPerDay ? { plateDay: today } : {}) } } },
        [`${s}/totalOrders`]: inc(1), [`${s}/pendingOrders`]: inc(1), [`${s}/totalRevenue`]: inc(total),
        [`${s}/monthlyOrders`]: inc(1), [`${s}/monthlyRevenue`]: inc(total),
        [`${s}/event`]: 'created', [`${s}/batch`]: { 0: oid }, [`${s}/applied/${oid}`]: 'created',
        ...(it.platesPerDay ? { [`plateCounts/${p.uid}/${today}/${itemId}`]: { sold: 2, order: oid, line: '0' } } : {}),
      };
      // open at 12:30 today: no hours, or a window of today holding 12:30, and not a holiday
      const hours = listing.hours?.[todayKey];
      const isOpen = (!listing.hours || [[hours.open, hours.close], [hours.open2, hours.close2]].some(([o, c]) => o <= 750 && 750 < c))
        && !listing.holidays?.[today];
      // issue 40: and it delivers to her area, the dishes reaching its minimum
      const serves = listing.deliversTo?.[HOME.area] !== undefined && it.price * 2 >= (listing.minOrder ?? 0);
      // numbered with the month's next number, claimed in the same write (issue 36)
      const last = await owner(`orderCounters/${monthLabel(noon)}`);
      const numberedWrite = await fillTotals(withOrderNumber(write, { seq: (last ?? 0) + 1, month: monthLabel(noon) }), (n) => owner(`orderNumbers/${n}/totals`));
      const r = await fetch(url(''), { method: 'PATCH', headers: as(customer.uid), body: JSON.stringify(numberedWrite) });
      expect([p.uid, r.status]).toEqual([p.uid, isOpen && serves ? 200 : 401]);
      if (!isOpen || !serves) continue;
      open += 1;
      expect(await owner(s)).toMatchObject({ monthStart, totalOrders: before.totalOrders + 1, monthlyOrders: before.monthlyOrders + 1,
        totalRevenue: before.totalRevenue + total });
      // the seeded count is of an earlier day: today's starts afresh
      if (it.platesPerDay) expect(await owner(`plateCounts/${p.uid}/${today}/${itemId}`)).toEqual({ sold: 2, order: oid, line: '0' });
    }
  } finally {
    await clock(0);
  }
  // at most two demo kitchens have a day off a week, and (issue 40) two or so do not deliver to Trimurti Nagar: most of
  // the others take her order at lunch
  expect(open).toBeGreaterThanOrEqual(PROVIDERS.length - 4);
  // the demo customer's delivered order waiting for its review: rated as My Orders would, the first kitchen's figures move
  const [first] = PROVIDERS;
  const rated = await owner(`providers/${first.uid}`);
  // her one delivered order of the first kitchen (the others there are on their way, or cancelled)
  const [[waiting]] = Object.entries(await owner('orders')).filter(([, o]) => o.userId === customer.uid && o.providerId === first.uid && o.status === 'completed');
  const inc = (n) => ({ '.sv': { increment: n } });
  const key = '-Ndemocustomer1';
  const review = { [`reviews/${key}`]: { providerId: first.uid, userInitial: 'R', stars: 5, comment: '',
    createdAt: { '.sv': 'timestamp' }, updatedAt: { '.sv': 'timestamp' } },
  [`reviewKeys/${customer.uid}/${first.uid}`]: { key, order: waiting, since: { '.sv': 'timestamp' } },
  [`providers/${first.uid}/ratingSum`]: inc(5), [`providers/${first.uid}/ratingCount`]: inc(1), [`providers/${first.uid}/ratingEvent`]: key };
  expect((await fetch(url(''), { method: 'PATCH', headers: as(customer.uid), body: JSON.stringify(review) })).status).toBe(200);
  expect(await owner(`providers/${first.uid}`)).toMatchObject({ ratingSum: rated.ratingSum + 5, ratingCount: rated.ratingCount + 1 });
});

test('the seeded payments (issue 42) are what the rules accept: UPI details, receipts, kept totals, an unpaid order', async () => {
  const url = (p, q = '') => `http://127.0.0.1:${backend.dbPort}/${p}.json?ns=${backend.namespace}${q}`;
  const as = (uid) => ({ authorization: `Bearer ${makeTestToken(uid, backend.projectId)}` });
  const owner = async (p) => (await fetch(url(p), { headers: { authorization: 'Bearer owner' } })).json();
  const send = (uid, method, p, body) => fetch(url(p), { method, headers: as(uid), body: body === undefined ? undefined : JSON.stringify(body) });
  const customer = DEMO_ACCOUNTS.find((a) => a.role === 'user');
  const kitchen = DEMO_PLANS[0].providerId;
  const now = Date.now();
  const [thisMonth, lastMonth] = [kolkataMonthStart(now), kolkataMonthStart(kolkataMonthStart(now) - 1)];
  const yymm = monthLabel(now);
  const sub = await owner(`subscriptions/${DEMO_SUBSCRIPTION_ID}`);
  expect(await owner(`providers/${kitchen}/upi`)).toEqual(DEMO_UPI);
  expect(await owner(`billCounters/${kitchen}`)).toEqual({ n: 1, sub: DEMO_SUBSCRIPTION_ID });
  // last month's bill paid in full by UPI, ₹1,000 of this month's in cash: two receipts of this month, claimed in order
  const billed = billedPaise(sub, lastMonth);
  expect(billed).toBeGreaterThan(0);
  const ledger = await owner(`payments/${kitchen}`);
  expect(ledger[DEMO_PAYMENTS.lastMonth]).toMatchObject({ kind: 'received', method: 'upi', month: lastMonth, amountPaise: billed,
    customerId: customer.uid, by: kitchen, receipt: `TH-R-${yymm}-0001` });
  expect(ledger[DEMO_PAYMENTS.thisMonth]).toMatchObject({ kind: 'received', method: 'cash', month: thisMonth, amountPaise: DEMO_PART_PAISE,
    receipt: `TH-R-${yymm}-0002` });
  expect(await owner(`receiptCounters/${yymm}`)).toBe(2);
  expect(await owner(`receiptNumbers/TH-R-${yymm}-0002`)).toEqual({ by: kitchen, provider: kitchen, payment: DEMO_PAYMENTS.thisMonth, month: yymm, seq: 2 });
  expect(await owner(`paidTotals/${kitchen}/${lastMonth}/${DEMO_SUBSCRIPTION_ID}`)).toEqual({ paise: billed, last: DEMO_PAYMENTS.lastMonth });
  expect(billedPaise(sub, thisMonth)).toBeGreaterThan(DEMO_PART_PAISE);
  // her delivered order, not paid yet
  const unpaid = Object.entries(await owner(`unpaidOrders/${kitchen}`));
  expect(unpaid).toHaveLength(1);
  const [oid, { totalPaise }] = unpaid[0];
  const order = await owner(`orders/${oid}`);
  expect(order).toMatchObject({ userId: customer.uid, providerId: kitchen, status: 'completed' });
  expect(order.paid).toBeUndefined();
  expect(totalPaise).toBe(Math.round(order.total * 100));
  // the reads: the customer her own entry and bill total, not another's; the kitchen its ledger
  expect((await send(customer.uid, 'GET', `payments/${kitchen}/${DEMO_PAYMENTS.lastMonth}`)).status).toBe(200);
  expect((await send(customer.uid, 'GET', `paidTotals/${kitchen}/${thisMonth}/${DEMO_SUBSCRIPTION_ID}`)).status).toBe(200);
  expect((await send(DEMO_PLANS[1].providerId, 'GET', `payments/${kitchen}/${DEMO_PAYMENTS.lastMonth}`)).status).toBe(401);
  expect((await send(kitchen, 'GET', `payments/${kitchen}`)).status).toBe(200);
  // the kitchen saves its UPI details unchanged, and records one more payment of this month's bill in the demo's
  // shapes (the same writes): the seeded records are the ones the rules accept
  expect((await send(kitchen, 'PUT', `providers/${kitchen}/upi`, DEMO_UPI)).status).toBe(200);
  const more = receivedTiffinWrites({ id: 'pay-check', providerId: kitchen, customerId: customer.uid, subscriptionId: DEMO_SUBSCRIPTION_ID,
    month: thisMonth, amountPaise: 50000, method: 'upi', paidOn: dayStart(now), at: { '.sv': 'timestamp' }, ref: '431200000001',
    receiptMonth: yymm, seq: 3, before: DEMO_PART_PAISE });
  expect((await send(kitchen, 'PATCH', '', more)).status).toBe(200);
  expect(await owner(`paidTotals/${kitchen}/${thisMonth}/${DEMO_SUBSCRIPTION_ID}`)).toEqual({ paise: DEMO_PART_PAISE + 50000, last: 'pay-check' });
  // and the customer cannot
  const forged = receivedTiffinWrites({ id: 'pay-forged', providerId: kitchen, customerId: customer.uid, subscriptionId: DEMO_SUBSCRIPTION_ID,
    month: thisMonth, amountPaise: 50000, method: 'upi', paidOn: dayStart(now), at: { '.sv': 'timestamp' }, receiptMonth: yymm, seq: 4,
    before: DEMO_PART_PAISE + 50000 });
  expect((await send(customer.uid, 'PATCH', '', forged)).status).toBe(401);
});

test('the seeded tiffin plans and subscription are what the rules accept: edits, reads, skip and undo, cancel', async () => {
  const url = (p, q = '') => `http://127.0.0.1:${backend.dbPort}/${p}.json?ns=${backend.namespace}${q}`;
  const as = (uid) => ({ authorization: `Bearer ${makeTestToken(uid, backend.projectId)}` });
  const owner = async (p) => (await fetch(url(p), { headers: { authorization: 'Bearer owner' } })).json();
  const customer = DEMO_ACCOUNTS.find((a) => a.role === 'user');
  const send = (uid, method, p, body) => fetch(url(p), { method, headers: as(uid), body: body === undefined ? undefined : JSON.stringify(body) });
  const plans = await (await fetch(url('plans'))).json(); // public
  const seats = await owner('planSeats'); // read by no one else
  expect((await send(customer.uid, 'GET', 'planSeats')).status).toBe(401);
  expect(Object.keys(plans).sort()).toEqual(DEMO_PLANS.map((p) => p.id).sort());
  for (const p of DEMO_PLANS) {
    const { seatsTaken, seatEvent: _e, providerId: _p, createdAt: _c, ...editable } = plans[p.id];
    expect(seatsTaken).toBe(Object.keys(seats[p.id] || {}).length);
    // the kitchen saves its plan unchanged: every seeded value passes validation
    expect((await send(p.providerId, 'PATCH', `plans/${p.id}`, editable)).status).toBe(200);
  }
  const subId = DEMO_SUBSCRIPTION_ID;
  const sub = await owner(`subscriptions/${subId}`);
  // issue 42: since the 1st of last month (her bill of last month is paid), numbered with its kitchen
  expect(sub).toMatchObject({ customerId: customer.uid, planId: DEMO_PLANS[0].id, status: 'active',
    startDay: kolkataMonthStart(kolkataMonthStart(Date.now()) - 1), billNo: 1 });
  expect(Object.keys(sub.skips)).toHaveLength(1);
  // reads: the customer's list and the kitchen's list; nobody else
  expect(Object.keys(await (await fetch(url('subscriptions', `&orderBy="customerId"&equalTo="${customer.uid}"`), { headers: as(customer.uid) })).json())).toEqual([subId]);
  expect(Object.keys(await (await fetch(url('subscriptions', `&orderBy="providerId"&equalTo="${DEMO_PLANS[0].providerId}"`), { headers: as(DEMO_PLANS[0].providerId) })).json())).toEqual([subId]);
  expect((await send(DEMO_PLANS[1].providerId, 'GET', `subscriptions/${subId}`)).status).toBe(401);
  // the demo customer undoes the seeded skip (a future meal) and skips it again; the kitchen cannot
  const [key, skip] = Object.entries(sub.skips)[0];
  expect((await send(DEMO_PLANS[0].providerId, 'DELETE', `subscriptions/${subId}/skips/${key}`)).status).toBe(401);
  expect((await send(customer.uid, 'DELETE', `subscriptions/${subId}/skips/${key}`)).status).toBe(200);
  expect((await send(customer.uid, 'PUT', `subscriptions/${subId}/skips/${key}`, skip)).status).toBe(200);
  // and cancels from tomorrow, freeing its seat
  const tomorrow = Date.now() - ((Date.now() + 19800000) % 864e5) + 864e5;
  const p0 = DEMO_PLANS[0].id;
  const cancel = { [`subscriptions/${subId}/status`]: 'cancelled', [`subscriptions/${subId}/endDay`]: Math.max(tomorrow, sub.startDay),
    [`subscriptions/${subId}/cancelledAt`]: { '.sv': 'timestamp' }, [`plans/${p0}/seatsTaken`]: { '.sv': { increment: -1 } },
    [`plans/${p0}/seatEvent`]: { sub: subId, kind: 'released' }, [`planSeats/${p0}/${subId}`]: null,
    [`planHolders/${p0}/${customer.uid}`]: { '.sv': { increment: -1 } }, [`subscriptions/${subId}/cancelledBy`]: 'customer',
    ...seatTotalsWrites(p0, -1, (n) => ({ '.sv': { increment: n } })) };
  expect((await send(customer.uid, 'PATCH', '', cancel)).status).toBe(200);
  expect((await owner(`plans/${p0}`)).seatsTaken).toBe(0);
  expect(await owner(`planHolders/${p0}/${customer.uid}`)).toBe(0);
});

/**
 * The seed over a database an older version wrote: `fn` gets an emulator of its own (namespaces seed-*, stopped after
 * it) as `{ url, put(ns, tree), patch(ns, update), get(ns, path?) }`, each a REST request with the owner credential.
 */
async function withOldDatabase(fn) {
  const emu = await startDatabaseEmulator({ port: 0, rulesPath: DEFAULT_RULES, dataDir: null, namespaces: /^seed-/ });
  const headers = { authorization: 'Bearer owner' };
  const write = (method) => (ns, body) => fetch(`${emu.url}/.json?ns=${ns}`, { method, headers, body: JSON.stringify(body) });
  try {
    await fn({ url: emu.url, put: write('PUT'), patch: write('PATCH'),
      get: async (ns, p = '') => (await fetch(`${emu.url}/${p}.json?ns=${ns}`, { headers })).json() });
  } finally {
    await emu.stop();
  }
}

test('a database seeded before kitchens needed approval (or their details): the demo kitchens are approved (and given them) at the next start', () => withOldDatabase(async (db) => {
  const ns = 'seed-upgrade';
  const [a, b, c] = PROVIDERS;
  const old = { users: { x: { name: 'x', email: 'x@t.test', role: 'user' } },
    providers: { [a.uid]: { name: a.name, ratingSum: 9, ratingCount: 2 }, [b.uid]: { name: b.name, approved: false } } };
  expect((await db.put(ns, old)).ok).toBe(true);
  expect(await seed({ dbUrl: db.url, ns })).toEqual({ seededDatabase: false, accounts: 0 });
  const providers = await db.get(ns, 'providers');
  // issue 39: and it gets its area, a cuisine of the list and its FSSAI number
  // issue 40: and its delivery areas (listed: true) with its minimum
  const areas = (p, value) => Object.fromEntries(p.deliversTo.map((area) => [area, value]));
  expect(providers[a.uid]).toEqual({ name: a.name, ratingSum: 9, ratingCount: 2, approved: true, area: a.area, cuisine: a.cuisine, fssai: a.fssai,
    deliversTo: areas(a, true) });
  expect(providers[b.uid].approved).toBe(false); // withdrawn by an admin: stays
  expect(providers[b.uid]).toMatchObject({ deliversTo: areas(b, false), minOrder: 250 }); // not listed in any area
  expect(await db.get(ns, 'listedKitchens')).toBe(1);
  expect(providers[c.uid]).toBeUndefined(); // not created
  // not the demo database (no demo customer): no tiffin demo either
  expect(await db.get(ns, 'plans')).toBeNull();
  // the demo database seeded before tiffin plans: the plans and the subscription are added at the next start
  const ns2 = 'seed-upgrade-tiffins';
  const customer = DEMO_ACCOUNTS.find((x) => x.role === 'user');
  const old2 = { users: { [customer.uid]: { name: customer.name, email: customer.email, role: 'user', address: '5 Civil Lines, Nagpur' } } };
  await db.put(ns2, old2);
  await seed({ dbUrl: db.url, ns: ns2 });
  const tiffins = await db.get(ns2);
  expect(Object.keys(tiffins.plans).sort()).toEqual(DEMO_PLANS.map((p) => p.id).sort());
  expect(tiffins.subscriptions[DEMO_SUBSCRIPTION_ID].address).toBe('5 Civil Lines, Nagpur');
  // issue 40: an address she changed herself stays one line (her next checkout asks her to complete it) ...
  expect(tiffins.users[customer.uid].place).toBeUndefined();
  // ... the demo one becomes her place
  const ns3 = 'seed-upgrade-place';
  await db.put(ns3, { users: { [customer.uid]: { name: customer.name, email: customer.email, role: 'user', address: '12 Laxmi Nagar, Nagpur 440022' } } });
  await seed({ dbUrl: db.url, ns: ns3 });
  expect(await db.get(ns3, `users/${customer.uid}`)).toMatchObject({ place: { house: '12', street: 'Laxmi Nagar', area: 'Trimurti Nagar', pin: '440022' },
    address: '12, Laxmi Nagar, Trimurti Nagar, Nagpur 440022' });
}));

test('seeded without hours (tests, journeys): open all day; a database seeded before diet marks gets them at the next start', () => withOldDatabase(async (db) => {
  const ns = 'seed-diets';
  await seed({ dbUrl: db.url, ns, hours: false });
  const fresh = await db.get(ns);
  for (const p of PROVIDERS) {
    expect(fresh.providers[p.uid].hours).toBeUndefined();
    expect(fresh.providers[p.uid].holidays).toBeUndefined();
  }
  expect(Object.values(fresh['menu-items']).filter((i) => i.platesPerDay).map((i) => i.platesPerDay).sort()).toEqual([12, 15, 20]);
  // the same database as it was before diet marks, one demo item since renamed by its kitchen
  /** @type {Record<string, unknown>} */
  const old = { 'menu-items/item-annapurna-1/name': 'Chef Special Thali' };
  for (const id of Object.keys(fresh['menu-items'])) old[`menu-items/${id}/diet`] = null;
  for (const p of PROVIDERS) old[`providers/${p.uid}/pureVeg`] = null;
  await db.patch(ns, old);
  expect(await seed({ dbUrl: db.url, ns })).toEqual({ seededDatabase: false, accounts: 0 });
  const after = await db.get(ns);
  for (const [id, i] of Object.entries(after['menu-items'])) {
    if (id === 'item-annapurna-1') expect(i.diet).toBeUndefined(); // not the demo dish any more: its kitchen marks it
    else expect(i.diet).toBe(fresh['menu-items'][id].diet);
  }
  expect(after.providers['prov-annapurna'].pureVeg).toBe(false); // an item on sale without a mark
  expect(after.providers['prov-saoji-rasoi'].pureVeg).toBe(false);
  expect(after.providers['prov-hingna-mess'].pureVeg).toBe(true);
  expect(after.providers['prov-hingna-mess'].hours).toBeUndefined(); // nothing else added
}));

test('a database written before the seat markers moved: plans/{id}/seatHolders move to planSeats/{id} at the next start', () => withOldDatabase(async (db) => {
  const ns = 'seed-seat-holders';
  const old = { users: { x: { name: 'x', email: 'x@t.test', role: 'user' } },
    plans: { pa: { name: 'A', seatsTaken: 2, seatHolders: { s1: true, s2: true } }, pb: { name: 'B', seatsTaken: 0 } } };
  expect((await db.put(ns, old)).ok).toBe(true);
  await seed({ dbUrl: db.url, ns });
  const after = await db.get(ns);
  expect(after.plans).toEqual({ pa: { name: 'A', seatsTaken: 2 }, pb: { name: 'B', seatsTaken: 0 } });
  expect(after.planSeats).toEqual({ pa: { s1: true, s2: true } });
}));

test('a database written before issue 36: plans get their per-meal price in paise, active subscriptions are counted per customer', () => withOldDatabase(async (db) => {
  const ns = 'seed-tiffin-prices';
  const sub = (customerId, status) => ({ planId: 'pa', customerId, status });
  const old = { users: { x: { name: 'x', email: 'x@t.test', role: 'user' } },
    plans: { pa: { name: 'A', price: 2500, meals: 'lunch', days: '1111110' }, pb: { name: 'B', price: 3200, meals: 'both', days: '1111110', mealPricePaise: 6154 } },
    subscriptions: { s1: sub('c1', 'active'), s2: sub('c1', 'active'), s3: sub('c2', 'cancelled'), s4: sub('c2', 'active') } };
  expect((await db.put(ns, old)).ok).toBe(true);
  await seed({ dbUrl: db.url, ns });
  const after = await db.get(ns);
  expect(after.plans.pa.mealPricePaise).toBe(9615);
  expect(after.plans.pb.mealPricePaise).toBe(6154);
  expect(after.planHolders).toEqual({ pa: { c1: 2, c2: 1 } });
}));

test('issue 39: the Storage emulator started with it takes a demo kitchen\'s photo (its role read from the seeded database), not a customer\'s', async () => {
  const S = require('firebase/storage');
  const upload = async (/** @type {string} */ email, /** @type {string} */ name) => {
    const app = initializeApp({ projectId: 'demo-thali', apiKey: 'fake-api-key', storageBucket: backend.storageBucket }, name);
    const auth = A.getAuth(app);
    A.connectAuthEmulator(auth, `http://127.0.0.1:${backend.authPort}`, { disableWarnings: true });
    const st = S.getStorage(app);
    S.connectStorageEmulator(st, '127.0.0.1', backend.storagePort);
    const cred = await A.signInWithEmailAndPassword(auth, email, 'thali-demo-1');
    const path = `kitchens/${cred.user.uid}/dishes/Backend-test-1234567.webp`;
    try {
      return await S.uploadBytes(S.ref(st, path), new Uint8Array([1, 2, 3]), { contentType: 'image/webp' }).then(() => path);
    } finally {
      await A.signOut(auth);
      await deleteApp(app);
    }
  };
  const kitchen = DEMO_ACCOUNTS.find((a) => a.role === 'meal_provider');
  const customer = DEMO_ACCOUNTS.find((a) => a.role === 'user');
  const stored = await upload(kitchen.email, 'backend-storage-kitchen');
  const media = await fetch(`${backend.storageUrl}/v0/b/${backend.storageBucket}/o/${encodeURIComponent(stored)}?alt=media`);
  expect(media.status).toBe(200);
  expect(fs.readdirSync(path.join(dir, 'storage', backend.storageBucket)).length).toBeGreaterThan(0);
  await expect(upload(customer.email, 'backend-storage-customer')).rejects.toMatchObject({ code: 'storage/unauthorized' });
});

test('issue 42: a database seeded before payments gets the demo\'s once at the next start; its subscriptions are numbered', () => withOldDatabase(async (db) => {
  const ns = 'seed-upgrade-payments';
  const now = Date.now();
  const thisMonth = kolkataMonthStart(now);
  const lastMonth = kolkataMonthStart(thisMonth - 1);
  await seed({ dbUrl: db.url, ns });
  // as an older seed left it: the subscription from the 1st of this month, no numbers, no payments
  const fresh = await db.get(ns);
  const kitchen = DEMO_PLANS[0].providerId;
  const { billNo: _n, ...older } = fresh.subscriptions[DEMO_SUBSCRIPTION_ID];
  await db.patch(ns, { [`subscriptions/${DEMO_SUBSCRIPTION_ID}`]: { ...older, startDay: thisMonth }, billCounters: null, payments: null, paidTotals: null,
    unpaidOrders: null, receiptNumbers: null, receiptCounters: null, [`providers/${kitchen}/upi`]: null });
  expect(await seed({ dbUrl: db.url, ns })).toEqual({ seededDatabase: false, accounts: 0 });
  const after = await db.get(ns);
  expect(after.subscriptions[DEMO_SUBSCRIPTION_ID]).toMatchObject({ startDay: lastMonth, billNo: 1 });
  expect(after.providers[kitchen].upi).toEqual(DEMO_UPI);
  expect(Object.keys(after.payments[kitchen]).sort()).toEqual([DEMO_PAYMENTS.lastMonth, DEMO_PAYMENTS.thisMonth].sort());
  expect(after.paidTotals[kitchen][lastMonth][DEMO_SUBSCRIPTION_ID].paise).toBe(billedPaise(after.subscriptions[DEMO_SUBSCRIPTION_ID], lastMonth));
  expect(Object.keys(after.unpaidOrders[kitchen])).toHaveLength(1);
  // once: a kitchen's ledger with entries is left alone (a payment it corrected stays corrected)
  await seed({ dbUrl: db.url, ns });
  expect(await db.get(ns, 'payments')).toEqual(after.payments);
  expect(await db.get(ns, `receiptCounters/${monthLabel(now)}`)).toBe(2);
}));
