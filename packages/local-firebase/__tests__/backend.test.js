'use strict';
/** startBackend end to end: Auth emulator + DB emulator + seed + rules, with firebase/auth and firebase/database. */
const os = require('os');
const fs = require('fs');
const path = require('path');
const { initializeApp, deleteApp } = require('firebase/app');
const A = require('firebase/auth');
const D = require('firebase/database');
const { startBackend, startDatabaseEmulator, DEMO_ACCOUNTS, makeTestToken, DEFAULT_RULES } = require('../src');
const { seed, kolkataMonthStart, PROVIDERS, DEMO_PLANS, DEMO_SUBSCRIPTION_ID } = require('../src/seed');

// The Auth emulator loads firebase-tools: 10–50 s to start on a busy 2-core machine.
jest.setTimeout(150000);
let backend;
let dir;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lf-backend-'));
  backend = await startBackend({ dbPort: 0, authPort: 0, dataDir: dir });
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

test('kolkataMonthStart: the month turns at midnight IST (18:30 UTC), monthStart is that instant', () => {
  expect(kolkataMonthStart(Date.UTC(2025, 0, 31, 18, 29, 59))).toBe(Date.UTC(2024, 11, 31, 18, 30));
  expect(kolkataMonthStart(Date.UTC(2025, 0, 31, 18, 30))).toBe(Date.UTC(2025, 0, 31, 18, 30));
  expect(kolkataMonthStart(Date.UTC(2025, 11, 31, 18, 30))).toBe(Date.UTC(2025, 11, 31, 18, 30));
});

test('the seeded data is what the rules accept from the app: listings, menus, and an order to every demo kitchen', async () => {
  const url = (p) => `http://127.0.0.1:${backend.dbPort}/${p}.json?ns=${backend.namespace}`;
  const as = (uid) => ({ authorization: `Bearer ${makeTestToken(uid, backend.projectId)}` });
  const owner = async (p) => (await fetch(url(p), { headers: { authorization: 'Bearer owner' } })).json();
  const customer = DEMO_ACCOUNTS.find((a) => a.role === 'user');
  const monthStart = kolkataMonthStart(Date.now());
  const items = await owner('menu-items');
  for (const p of PROVIDERS) {
    const listing = await owner(`providers/${p.uid}`);
    expect(listing).toMatchObject({ approved: true, rating: p.rating, image: '/images/kitchen.svg' });
    expect((await owner(`stats/${p.uid}`)).monthKey).toBeUndefined();
    // the kitchen rewrites its own listing and each menu item unchanged: every seeded value passes validation
    expect((await fetch(url(`providers/${p.uid}`), { method: 'PUT', headers: as(p.uid), body: JSON.stringify(listing) })).status).toBe(200);
    const own = Object.entries(items).filter(([, i]) => i.providerId === p.uid);
    expect(own.length).toBe(p.menu.length);
    for (const [id, i] of own) {
      expect((await fetch(url(`menu-items/${id}`), { method: 'PUT', headers: as(p.uid), body: JSON.stringify(i) })).status).toBe(200);
    }
    // the demo customer orders the first item (stats of the current month: increments)
    const [itemId, it] = own[0];
    const oid = `seedcheck-${p.uid}`;
    const inc = (n) => ({ '.sv': { increment: n } });
    const s = `stats/${p.uid}`;
    const write = {
      [`orders/${oid}`]: { userId: customer.uid, providerId: p.uid, itemId, itemName: it.name, price: it.price, quantity: 2, status: 'pending', timestamp: { '.sv': 'timestamp' } },
      [`${s}/totalOrders`]: inc(1), [`${s}/pendingOrders`]: inc(1), [`${s}/totalRevenue`]: inc(it.price * 2),
      [`${s}/monthlyOrders`]: inc(1), [`${s}/monthlyRevenue`]: inc(it.price * 2),
      [`${s}/event`]: 'created', [`${s}/batch`]: { 0: oid }, [`${s}/applied/${oid}`]: 'created',
    };
    const r = await fetch(url(''), { method: 'PATCH', headers: as(customer.uid), body: JSON.stringify(write) });
    expect(r.status).toBe(200);
    expect(await owner(s)).toMatchObject({ monthStart, totalOrders: 1, monthlyOrders: 1, totalRevenue: it.price * 2 });
  }
});

test('the seeded tiffin plans and subscription are what the rules accept: edits, reads, skip and undo, cancel', async () => {
  const url = (p, q = '') => `http://127.0.0.1:${backend.dbPort}/${p}.json?ns=${backend.namespace}${q}`;
  const as = (uid) => ({ authorization: `Bearer ${makeTestToken(uid, backend.projectId)}` });
  const owner = async (p) => (await fetch(url(p), { headers: { authorization: 'Bearer owner' } })).json();
  const customer = DEMO_ACCOUNTS.find((a) => a.role === 'user');
  const send = (uid, method, p, body) => fetch(url(p), { method, headers: as(uid), body: body === undefined ? undefined : JSON.stringify(body) });
  const plans = await (await fetch(url('plans'))).json(); // public
  expect(Object.keys(plans).sort()).toEqual(DEMO_PLANS.map((p) => p.id).sort());
  for (const p of DEMO_PLANS) {
    const { seatsTaken, seatEvent: _e, seatHolders, providerId: _p, createdAt: _c, ...editable } = plans[p.id];
    expect(seatsTaken).toBe(Object.keys(seatHolders || {}).length);
    // the kitchen saves its plan unchanged: every seeded value passes validation
    expect((await send(p.providerId, 'PATCH', `plans/${p.id}`, editable)).status).toBe(200);
  }
  const subId = DEMO_SUBSCRIPTION_ID;
  const sub = await owner(`subscriptions/${subId}`);
  expect(sub).toMatchObject({ customerId: customer.uid, planId: DEMO_PLANS[0].id, status: 'active', startDay: kolkataMonthStart(Date.now()) });
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
    [`plans/${p0}/seatEvent`]: { sub: subId, kind: 'released' }, [`plans/${p0}/seatHolders/${subId}`]: null };
  expect((await send(customer.uid, 'PATCH', '', cancel)).status).toBe(200);
  expect((await owner(`plans/${p0}`)).seatsTaken).toBe(0);
});

test('a database seeded before kitchens needed approval: the demo kitchens are approved at the next start', async () => {
  const emu = await startDatabaseEmulator({ port: 0, rulesPath: DEFAULT_RULES, dataDir: null });
  try {
    const ns = 'seed-upgrade';
    const [a, b, c] = PROVIDERS;
    const old = { users: { x: { name: 'x', email: 'x@t.test', role: 'user' } },
      providers: { [a.uid]: { name: a.name, rating: a.rating }, [b.uid]: { name: b.name, approved: false } } };
    const put = await fetch(`${emu.url}/.json?ns=${ns}`, { method: 'PUT', headers: { authorization: 'Bearer owner' }, body: JSON.stringify(old) });
    expect(put.ok).toBe(true);
    expect(await seed({ dbUrl: emu.url, ns })).toEqual({ seededDatabase: false, accounts: 0 });
    const providers = await (await fetch(`${emu.url}/providers.json?ns=${ns}`, { headers: { authorization: 'Bearer owner' } })).json();
    expect(providers[a.uid]).toEqual({ name: a.name, rating: a.rating, approved: true });
    expect(providers[b.uid].approved).toBe(false); // withdrawn by an admin: stays
    expect(providers[c.uid]).toBeUndefined(); // not created
    // not the demo database (no demo customer): no tiffin demo either
    expect(await (await fetch(`${emu.url}/plans.json?ns=${ns}`, { headers: { authorization: 'Bearer owner' } })).json()).toBeNull();
    // the demo database seeded before tiffin plans: the plans and the subscription are added at the next start
    const ns2 = 'seed-upgrade-tiffins';
    const customer = DEMO_ACCOUNTS.find((x) => x.role === 'user');
    const old2 = { users: { [customer.uid]: { name: customer.name, email: customer.email, role: 'user', address: '5 Civil Lines, Nagpur' } } };
    await fetch(`${emu.url}/.json?ns=${ns2}`, { method: 'PUT', headers: { authorization: 'Bearer owner' }, body: JSON.stringify(old2) });
    await seed({ dbUrl: emu.url, ns: ns2 });
    const tiffins = await (await fetch(`${emu.url}/.json?ns=${ns2}`, { headers: { authorization: 'Bearer owner' } })).json();
    expect(Object.keys(tiffins.plans).sort()).toEqual(DEMO_PLANS.map((p) => p.id).sort());
    expect(tiffins.subscriptions[DEMO_SUBSCRIPTION_ID].address).toBe('5 Civil Lines, Nagpur');
  } finally {
    await emu.stop();
  }
});
