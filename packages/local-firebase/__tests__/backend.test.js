'use strict';
/** startBackend end to end: Auth emulator + DB emulator + seed + rules, with firebase/auth and firebase/database. */
const os = require('os');
const fs = require('fs');
const path = require('path');
const { initializeApp, deleteApp } = require('firebase/app');
const A = require('firebase/auth');
const D = require('firebase/database');
const { startBackend, DEMO_ACCOUNTS } = require('../src');
const { kolkataMonth } = require('../src/seed');

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
  const providers = (await D.get(D.ref(db, 'providers'))).val();
  expect(Object.keys(providers).length).toBeGreaterThanOrEqual(8);
  const items = (await D.get(D.query(D.ref(db, 'menu-items'), D.orderByChild('providerId'), D.equalTo('prov-annapurna')))).val();
  expect(new Set(Object.values(items).map((i) => i.category))).toEqual(new Set(['main-course', 'appetizers', 'desserts', 'beverages']));
  await expect(D.get(D.ref(db, 'users/prov-annapurna'))).rejects.toThrow(/ermission/);
  // the seeded month is the Asia/Kolkata one; a customer may read it, not the figures
  const month = kolkataMonth(Date.now());
  expect((await D.get(D.ref(db, 'stats/prov-annapurna/monthKey'))).val()).toBe(month.monthKey);
  expect((await D.get(D.ref(db, 'stats/prov-annapurna/monthStart'))).val()).toBe(month.monthStart);
  await expect(D.get(D.ref(db, 'stats/prov-annapurna/totalRevenue'))).rejects.toThrow(/ermission/);
  await A.signOut(auth);
  D.goOffline(db);
  await deleteApp(app);
});

test('kolkataMonth: the month turns at midnight IST (18:30 UTC), monthStart is that instant', () => {
  expect(kolkataMonth(Date.UTC(2025, 0, 31, 18, 29, 59))).toEqual({ monthKey: '2025-01', monthStart: Date.UTC(2024, 11, 31, 18, 30) });
  expect(kolkataMonth(Date.UTC(2025, 0, 31, 18, 30))).toEqual({ monthKey: '2025-02', monthStart: Date.UTC(2025, 0, 31, 18, 30) });
  expect(kolkataMonth(Date.UTC(2025, 11, 31, 18, 30))).toEqual({ monthKey: '2026-01', monthStart: Date.UTC(2025, 11, 31, 18, 30) });
});
