#!/usr/bin/env node
// @ts-check
'use strict';
/**
 * Benchmark (not part of tests): writes/s with 100 listeners, and indexed query latency at 100k children.
 * Usage: node bench/bench.js
 */
// the firebase SDK needs a global WebSocket; Node 20 has none
const g = /** @type {any} */ (globalThis);
g.WebSocket = g.WebSocket || require('ws');
const { initializeApp, setLogLevel } = require('firebase/app');
const D = require('firebase/database');
const { startDatabaseEmulator } = require('../src');

setLogLevel('silent');
const NS = 'bench';

(async () => {
  const emu = await startDatabaseEmulator({ port: 0, namespaces: [NS], rules: { rules: { '.read': true, '.write': true, orders: { '.indexOn': ['userId'] } } } });
  const mk = (/** @type {number | string} */ i) => {
    const app = initializeApp({ projectId: 'demo-thali', databaseURL: `http://127.0.0.1:${emu.port}?ns=${NS}` }, `b${i}`);
    const db = D.getDatabase(app);
    D.connectDatabaseEmulator(db, '127.0.0.1', emu.port);
    return { app, db };
  };
  // 1. writes/s with 100 listeners (10 client connections × 10 listeners on distinct and shared paths)
  /** @type {(() => void)[]} */
  const listeners = [];
  for (let c = 0; c < 10; c++) {
    const { db } = mk(c);
    for (let l = 0; l < 10; l++) {
      const r = l < 5 ? D.ref(db, `rooms/r${l}`) : D.query(D.ref(db, 'feed'), D.orderByChild('n'), D.limitToLast(10));
      await /** @type {Promise<void>} */ (new Promise((res) => { const u = D.onValue(r, () => res()); listeners.push(u); }));
    }
  }
  const w = mk('writer');
  const N = 3000;
  let t0 = performance.now();
  const ps = [];
  for (let i = 0; i < N; i++) ps.push(D.set(D.ref(w.db, i % 2 ? `rooms/r${i % 5}/m${i}` : `feed/f${i}`), i % 2 ? { t: i } : { n: i }));
  await Promise.all(ps);
  const writeSec = (performance.now() - t0) / 1000;
  console.log(`writes/s with 100 listeners: ${Math.round(N / writeSec)} (${N} acknowledged writes in ${writeSec.toFixed(2)} s)`);
  listeners.forEach((u) => u());

  // 2. query latency at 100k children (indexed orderByChild + equalTo + limit)
  /** @type {Record<string, { userId: string, price: number, timestamp: number }>} */
  const orders = {};
  for (let i = 0; i < 100000; i++) orders[`o${String(i).padStart(6, '0')}`] = { userId: `u${i % 1000}`, price: i % 500, timestamp: i };
  t0 = performance.now();
  await fetch(`${emu.url}/orders.json?ns=${NS}`, { method: 'PUT', headers: { authorization: 'Bearer owner' }, body: JSON.stringify(orders) });
  console.log(`loaded 100k children in ${((performance.now() - t0) / 1000).toFixed(2)} s`);
  const lat = [];
  for (let i = 0; i < 200; i++) {
    const s = performance.now();
    const snap = await D.get(D.query(D.ref(w.db, 'orders'), D.orderByChild('userId'), D.equalTo(`u${i % 1000}`), D.limitToFirst(20)));
    lat.push(performance.now() - s);
    if (snap.size !== 20) throw new Error(`unexpected size ${snap.size}`);
  }
  lat.sort((a, b) => a - b);
  const first = lat.slice();
  console.log(`query latency at 100k children (orderByChild+equalTo+limitToFirst(20), 200 gets): median ${first[100].toFixed(2)} ms, p95 ${first[190].toFixed(2)} ms, max ${first[199].toFixed(2)} ms`);
  // live write into the big node with an indexed listener attached
  const u = D.onValue(D.query(D.ref(w.db, 'orders'), D.orderByChild('userId'), D.equalTo('u7'), D.limitToLast(5)), () => {});
  t0 = performance.now();
  const ws = [];
  for (let i = 0; i < 1000; i++) ws.push(D.set(D.ref(w.db, `orders/n${i}`), { userId: `u${i % 1000}`, price: 1, timestamp: i }));
  await Promise.all(ws);
  console.log(`writes/s into the 100k node with an indexed query listener: ${Math.round(1000 / ((performance.now() - t0) / 1000))}`);
  u();
  await emu.stop();
  process.exit(0);
})();
