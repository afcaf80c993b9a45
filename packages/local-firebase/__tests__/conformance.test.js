'use strict';
/**
 * Conformance suite: drives the real firebase 12 SDK against the emulator (or THALI_DB_EMULATOR_HOST).
 */
const WebSocket = require('ws');
const http = require('http');
const zlib = require('zlib');
const os = require('os');
const fs = require('fs');
const path = require('path');
const { startEndpoint, setRules, client, sleep, until, D } = require('./helpers');
const { makeTestToken } = require('../src');

const NS = `conformance-${process.pid}`;
const RULES = {
  rules: {
    open: { '.read': true, '.write': true, '.indexOn': ['n', 'score', 'a/b'] },
    secure: { $uid: { '.read': 'auth != null && auth.uid == $uid', '.write': 'auth != null && auth.uid == $uid' } },
  },
};

let ep;
let A;
let B;
beforeAll(async () => {
  ep = await startEndpoint();
  await setRules(ep, NS, RULES);
  A = client(ep, NS);
  B = client(ep, NS);
});
afterAll(async () => {
  await A.close();
  await B.close();
  await ep.stop();
});

const ref = (c, p) => D.ref(c.db, `open/${p}`);
const keysOf = (snap) => { const k = []; snap.forEach((c) => { k.push(c.key); }); return k; };

test('set / get / update / remove round trip', async () => {
  await D.set(ref(A, 'rt'), { a: 1, b: { c: 'x' }, d: true });
  expect((await D.get(ref(B, 'rt'))).val()).toEqual({ a: 1, b: { c: 'x' }, d: true });
  await D.update(ref(A, 'rt'), { a: 2, 'b/e': 5 });
  expect((await D.get(ref(B, 'rt'))).val()).toEqual({ a: 2, b: { c: 'x', e: 5 }, d: true });
  await D.remove(ref(A, 'rt/b'));
  expect((await D.get(ref(B, 'rt'))).val()).toEqual({ a: 2, d: true });
  await D.set(ref(A, 'rt/arr'), ['x', 'y']);
  expect((await D.get(ref(B, 'rt/arr'))).val()).toEqual(['x', 'y']);
  await D.set(ref(A, 'rt'), null);
  expect((await D.get(ref(B, 'rt'))).exists()).toBe(false);
});

test('push ids and multi-path update at the root of the namespace area', async () => {
  const p = D.push(ref(A, 'list'));
  await D.set(p, { v: 1 });
  await D.update(D.ref(A.db), { [`open/list/${p.key}/v`]: 2, 'open/other/x': 'y' });
  expect((await D.get(ref(B, `list/${p.key}/v`))).val()).toBe(2);
  expect((await D.get(ref(B, 'other/x'))).val()).toBe('y');
});

test('two clients see each other\'s writes live', async () => {
  const seen = [];
  const off = D.onValue(ref(B, 'live'), (s) => seen.push(s.val()));
  await until(() => seen.length >= 1);
  await D.set(ref(A, 'live'), { n: 1 });
  await until(() => seen.some((v) => v && v.n === 1));
  await D.update(ref(A, 'live'), { m: 2 });
  await until(() => seen.some((v) => v && v.m === 2 && v.n === 1));
  off();
});

test('child events: added / changed / removed', async () => {
  const ev = [];
  const r = ref(B, 'children');
  const u1 = D.onChildAdded(r, (s) => ev.push(`add:${s.key}`));
  const u2 = D.onChildChanged(r, (s) => ev.push(`chg:${s.key}`));
  const u3 = D.onChildRemoved(r, (s) => ev.push(`rm:${s.key}`));
  await sleep(50);
  await D.set(ref(A, 'children/a'), 1);
  await D.set(ref(A, 'children/b'), 2);
  await D.set(ref(A, 'children/a'), 3);
  await D.remove(ref(A, 'children/b'));
  await until(() => ev.includes('rm:b'));
  expect(ev).toEqual(['add:a', 'add:b', 'chg:a', 'rm:b']);
  u1(); u2(); u3();
});

test('SDK ordering of mixed values and numeric keys (orderByValue / orderByKey)', async () => {
  await D.set(ref(A, 'mixed'), { k1: 'b', k2: 3, k3: true, k4: false, k5: { x: 1 }, k6: 'a', k7: -1 });
  const byValue = keysOf(await D.get(D.query(ref(B, 'mixed'), D.orderByValue())));
  expect(byValue).toEqual(['k4', 'k3', 'k7', 'k2', 'k6', 'k1', 'k5']);
  await D.set(ref(A, 'keys'), { b: 1, 10: 1, 2: 1, a: 1, '-5': 1, '007': 1 });
  const byKey = keysOf(await D.get(D.query(ref(B, 'keys'), D.orderByKey())));
  expect(byKey).toEqual(['-5', '2', '007', '10', 'a', 'b']);
  const after = keysOf(await D.get(D.query(ref(B, 'keys'), D.orderByKey(), D.startAfter('2'), D.endBefore('b'))));
  expect(after).toEqual(['007', '10', 'a']);
});

test('orderByChild (nested path) with ranges, equalTo and key tie-breaks', async () => {
  await D.set(ref(A, 'people'), {
    p1: { a: { b: 3 } }, p2: { a: { b: 1 } }, p3: { a: { b: 2 } }, p4: { a: { b: 2 } }, p5: { x: 1 }, p6: { a: { b: 'z' } },
  });
  const q = (...c) => D.get(D.query(ref(B, 'people'), D.orderByChild('a/b'), ...c)).then(keysOf);
  expect(await q()).toEqual(['p5', 'p2', 'p3', 'p4', 'p1', 'p6']);
  expect(await q(D.startAt(2), D.endAt(3))).toEqual(['p3', 'p4', 'p1']);
  expect(await q(D.equalTo(2))).toEqual(['p3', 'p4']);
  expect(await q(D.startAt(2, 'p4'))).toEqual(['p4', 'p1', 'p6']);
  expect(await q(D.startAfter(2))).toEqual(['p1', 'p6']);
  expect(await q(D.endBefore(2))).toEqual(['p5', 'p2']);
  expect(await q(D.endAt(2, 'p3'))).toEqual(['p5', 'p2', 'p3']);
  expect(await q(D.limitToFirst(2))).toEqual(['p5', 'p2']);
  expect(await q(D.limitToLast(2))).toEqual(['p1', 'p6']);
  expect(await q(D.startAt(1), D.limitToLast(2))).toEqual(['p1', 'p6']);
});

test('limit windows move live (limitToFirst / limitToLast)', async () => {
  await D.set(ref(A, 'scores'), { a: { score: 10 }, b: { score: 20 }, c: { score: 30 } });
  let top = [];
  let low = [];
  const u1 = D.onValue(D.query(ref(B, 'scores'), D.orderByChild('score'), D.limitToLast(2)), (s) => { top = keysOf(s); });
  const u2 = D.onValue(D.query(ref(B, 'scores'), D.orderByChild('score'), D.limitToFirst(2)), (s) => { low = keysOf(s); });
  await until(() => top.join() === 'b,c' && low.join() === 'a,b');
  await D.set(ref(A, 'scores/d'), { score: 25 });
  await until(() => top.join() === 'd,c');
  await D.set(ref(A, 'scores/c/score'), 5);
  await until(() => top.join() === 'b,d' && low.join() === 'c,a');
  await D.remove(ref(A, 'scores/c'));
  await until(() => low.join() === 'a,b');
  u1(); u2();
});

test('runTransaction under contention from several clients ends at the exact value', async () => {
  const clients = [A, B, client(ep, NS), client(ep, NS)];
  await D.set(ref(A, 'counter'), 0);
  await Promise.all(clients.flatMap((c) => Array.from({ length: 10 }, () => D.runTransaction(ref(c, 'counter'), (v) => (v || 0) + 1))));
  expect((await D.get(ref(A, 'counter'))).val()).toBe(40);
  await clients[2].close();
  await clients[3].close();
});

test('transaction on an object node (hash of nested data)', async () => {
  await D.set(ref(A, 'txobj'), { a: 1.5, b: 'text', c: { d: true, e: [1, 2] } });
  const r = await D.runTransaction(ref(B, 'txobj'), (v) => (v ? { ...v, a: v.a + 1 } : v));
  expect(r.committed).toBe(true);
  expect((await D.get(ref(A, 'txobj/a'))).val()).toBe(2.5);
});

test('server values: timestamp and increment', async () => {
  const before = Date.now();
  await D.set(ref(A, 'sv'), { t: D.serverTimestamp(), n: D.increment(3) });
  await D.update(ref(B, 'sv'), { n: D.increment(4), m: D.increment(1) });
  const v = (await D.get(ref(A, 'sv'))).val();
  expect(v.n).toBe(7);
  expect(v.m).toBe(1);
  expect(v.t).toBeGreaterThanOrEqual(before - 1000);
});

test('onDisconnect set / update / cancel run when the client goes away', async () => {
  const C = client(ep, NS);
  await D.set(ref(C, 'presence/c'), 'online');
  await D.onDisconnect(ref(C, 'presence/c')).set('offline');
  await D.onDisconnect(ref(C, 'presence/meta')).update({ last: D.serverTimestamp() });
  await D.onDisconnect(ref(C, 'presence/cancelled')).set('should-not-appear');
  await D.onDisconnect(ref(C, 'presence/cancelled')).cancel();
  await C.close();
  await until(async () => (await D.get(ref(A, 'presence/c'))).val() === 'offline');
  expect(typeof (await D.get(ref(A, 'presence/meta/last'))).val()).toBe('number');
  expect((await D.get(ref(A, 'presence/cancelled'))).exists()).toBe(false);
});

test('auth: reads and writes use each connection\'s own auth only', async () => {
  const U = client(ep, NS);
  const anon = client(ep, NS);
  // sign in U via the wire protocol auth request (what signInWith... does after token refresh)
  const ws = new WebSocket(`ws://${ep.host}:${ep.port}/.ws?v=5&ns=${NS}`);
  const msgs = [];
  ws.on('message', (d) => msgs.push(JSON.parse(d.toString())));
  await new Promise((r) => ws.on('open', r));
  const send = (r, a, b) => ws.send(JSON.stringify({ t: 'd', d: { r, a, b } }));
  send(1, 'auth', { cred: makeTestToken('u1', 'demo-thali') });
  send(2, 'p', { p: '/secure/u1', d: { mine: true } });
  send(3, 'p', { p: '/secure/u2', d: { mine: false } });
  send(4, 'auth', { cred: makeTestToken('u1', 'other-project') });
  send(5, 'auth', { cred: makeTestToken('u1', 'demo-thali', { exp: Math.floor(Date.now() / 1000) - 10 }) });
  await until(() => msgs.filter((m) => m.d && m.d.r).length >= 5);
  const st = (r) => msgs.find((m) => m.d && m.d.r === r).d.b.s;
  expect([st(1), st(2), st(3), st(4), st(5)]).toEqual(['ok', 'ok', 'permission_denied', 'invalid_token', 'invalid_token']);
  // another (anonymous) SDK client is not granted anything by u1's auth
  await expect(D.get(D.ref(anon.db, 'secure/u1'))).rejects.toThrow(/ermission/);
  await expect(D.set(D.ref(U.db, 'secure/u1/x'), 1)).rejects.toThrow(/ermission/);
  ws.close();
  await U.close();
  await anon.close();
});

test('a denied compare-and-set answers permission_denied whatever its hash (rules before datastale)', async () => {
  const admin = { authorization: 'Bearer owner' };
  const r = await fetch(`${ep.url}/secure/u9/cart.json?ns=${NS}`, { method: 'PUT', headers: admin, body: JSON.stringify({ i1: { quantity: 2 } }) });
  expect(r.ok).toBe(true);
  // the SDK: an anonymous client cannot read the node, so its transaction sends the hash of null (stale)
  const C = client(ep, NS);
  await expect(D.runTransaction(D.ref(C.db, 'secure/u9/cart/i1'), (v) => ({ quantity: ((v && v.quantity) || 0) + 1 })))
    .rejects.toThrow(/permission_denied/i);
  await C.close();
  // the wire protocol: another user's put with a wrong hash, and with the right one, are both permission_denied
  const ws = new WebSocket(`ws://${ep.host}:${ep.port}/.ws?v=5&ns=${NS}`);
  const msgs = [];
  ws.on('message', (d) => msgs.push(JSON.parse(d.toString())));
  await new Promise((res) => ws.on('open', res));
  const send = (rid, a, b) => ws.send(JSON.stringify({ t: 'd', d: { r: rid, a, b } }));
  send(1, 'auth', { cred: makeTestToken('u8', 'demo-thali') });
  send(2, 'p', { p: '/secure/u9/cart/i1', d: { quantity: 9 }, h: 'not-the-hash' });
  send(3, 'p', { p: '/secure/u8/x', d: 1, h: 'not-the-hash' }); // allowed by the rules, stale hash
  await until(() => msgs.filter((m) => m.d && m.d.r).length >= 3);
  const st = (rid) => msgs.find((m) => m.d && m.d.r === rid).d.b.s;
  expect([st(1), st(2), st(3)]).toEqual(['ok', 'permission_denied', 'datastale']);
  ws.close();
  const stored = await (await fetch(`${ep.url}/secure/u9/cart/i1.json?ns=${NS}`, { headers: admin })).json();
  expect(stored).toEqual({ quantity: 2 });
});

test('large values are split into frames both ways', async () => {
  const big = { text: 'x'.repeat(100000), list: Array.from({ length: 500 }, (_, i) => ({ i, s: `item-${i}` })) };
  await D.set(ref(A, 'big'), big);
  expect((await D.get(ref(B, 'big'))).val()).toEqual(big);
});

describe('hostile input', () => {
  let ws;
  const msgs = [];
  beforeAll(async () => {
    ws = new WebSocket(`ws://${ep.host}:${ep.port}/.ws?v=5&ns=${NS}`);
    ws.on('message', (d) => msgs.push(d.toString()));
    await new Promise((r) => ws.on('open', r));
  });
  afterAll(() => ws.close());
  const reply = async (r) => {
    const m = await until(() => msgs.map((x) => { try { return JSON.parse(x); } catch { return null; } }).find((x) => x && x.d && x.d.r === r));
    return m.d.b.s;
  };
  const send = (r, a, b) => ws.send(JSON.stringify({ t: 'd', d: { r, a, b } }));

  test('malformed frames and unknown actions get an error, server stays up', async () => {
    ws.send('{not json');
    ws.send('3');
    ws.send('{"t":');
    ws.send('"d"}');
    ws.send('garbage}');
    send(100, 'zz', {});
    expect(await reply(100)).toBe('invalid_action');
    send(101, 'p', { p: '/open/ok', d: 1 });
    expect(await reply(101)).toBe('ok');
    expect(msgs.some((m) => m.includes('"t":"e"'))).toBe(true);
  });

  test('invalid keys, deep paths, huge values are rejected and nothing is stored', async () => {
    for (const [r, b] of [
      [110, { p: '/open/bad', d: { 'a.b': 1 } }], [111, { p: '/open/bad', d: { 'a#': 1 } }], [112, { p: '/open/bad', d: { '$x': 1 } }],
      [113, { p: '/open/bad', d: { 'a[': 1 } }], [114, { p: '/open/bad', d: { 'a\u0001': 1 } }], [115, { p: '/open/b[a]d', d: 1 }],
      [116, { p: '/open/' + Array.from({ length: 40 }, (_, i) => `k${i}`).join('/'), d: 1 }],
    ]) {
      send(r, 'p', b);
      expect(await reply(r)).not.toBe('ok');
    }
    let deep = 1;
    for (let i = 0; i < 40; i++) deep = { d: deep };
    send(117, 'p', { p: '/open/bad', d: deep });
    expect(await reply(117)).not.toBe('ok');
    const huge = 'x'.repeat(10.5 * 1024 * 1024);
    const text = JSON.stringify({ t: 'd', d: { r: 118, a: 'p', b: { p: '/open/bad', d: huge } } });
    const n = Math.ceil(text.length / 16384);
    ws.send(String(n));
    for (let i = 0; i < n; i++) ws.send(text.slice(i * 16384, (i + 1) * 16384));
    expect(await reply(118)).not.toBe('ok');
    expect((await D.get(ref(B, 'bad'))).exists()).toBe(false);
    send(119, 'g', { p: '/open/ok' });
    expect(await reply(119)).toBe('ok');
  });
});

test('REST surface honours rules; admin bypasses them', async () => {
  const u = (p) => `${ep.url}/${p}.json?ns=${NS}`;
  expect((await fetch(u('secure/u9'), { method: 'PUT', body: '1' })).status).toBe(401);
  expect((await fetch(u('secure/u9'), { method: 'PUT', body: '{"a":1}', headers: { authorization: 'Bearer owner' } })).status).toBe(200);
  expect(await (await fetch(u('secure/u9'), { headers: { authorization: `Bearer ${makeTestToken('u9', 'demo-thali')}` } })).json()).toEqual({ a: 1 });
  expect((await fetch(u('secure/u9'), { headers: { authorization: `Bearer ${makeTestToken('u8', 'demo-thali')}` } })).status).toBe(401);
  await fetch(u('open/rest'), { method: 'PATCH', body: '{"a":1,"b/c":2}' });
  const post = await (await fetch(u('open/rest/list'), { method: 'POST', body: '"x"' })).json();
  expect(await (await fetch(u(`open/rest/list/${post.name}`))).json()).toBe('x');
  await fetch(u('open/rest/a'), { method: 'DELETE' });
  expect(await (await fetch(u('open/rest/b'))).json()).toEqual({ c: 2 });
});

const own = process.env.THALI_DB_EMULATOR_HOST ? test.skip : test;

/** A raw GET (node:http, which decodes nothing), so the test sees the bytes on the wire. */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

own('REST answers of 1 KB or more go gzip-compressed to a client that accepts it, plain otherwise', async () => {
  const u = (p) => `${ep.url}/${p}.json?ns=${NS}`;
  const big = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, { name: `Kitchen ${i}`, area: 'Dharampeth' }]));
  await fetch(u('open/gz/big'), { method: 'PUT', body: JSON.stringify(big) });
  await fetch(u('open/gz/small'), { method: 'PUT', body: '{"a":1}' });

  const zipped = await rawGet(u('open/gz/big'), { 'accept-encoding': 'gzip, deflate' });
  expect(zipped.status).toBe(200);
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers.vary).toMatch(/accept-encoding/i);
  expect(JSON.parse(zlib.gunzipSync(zipped.body).toString('utf8'))).toEqual(big);
  expect(zipped.body.length).toBeLessThan(JSON.stringify(big).length / 3);

  const plain = await rawGet(u('open/gz/big'));
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(plain.body.toString('utf8'))).toEqual(big);
  const refused = await rawGet(u('open/gz/big'), { 'accept-encoding': 'gzip;q=0, identity' });
  expect(refused.headers['content-encoding']).toBeUndefined();
  const small = await rawGet(u('open/gz/small'), { 'accept-encoding': 'gzip' });
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(small.body.toString('utf8'))).toEqual({ a: 1 });
  // a refusal is the same JSON error, compressed or not
  const denied = await rawGet(u('secure/u7'), { 'accept-encoding': 'gzip' });
  expect(denied.status).toBe(401);
  expect(JSON.parse(denied.body.toString('utf8'))).toEqual({ error: 'Permission denied' });
});
own('persistence across restart and reset', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lf-persist-'));
  const rules = { rules: { '.read': true, '.write': true } };
  let e1 = await startEndpoint({ dataDir: dir, rules });
  const c1 = client(e1, 'persist');
  await D.set(D.ref(c1.db, 'kept'), { a: 1 });
  await c1.close();
  await e1.stop();
  expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  e1 = await startEndpoint({ dataDir: dir, rules });
  const c2 = client(e1, 'persist');
  expect((await D.get(D.ref(c2.db, 'kept'))).val()).toEqual({ a: 1 });
  const r = await fetch(`${e1.url}/.reset?ns=persist`, { method: 'POST', headers: { authorization: 'Bearer owner' } });
  expect(r.status).toBe(200);
  expect((await D.get(D.ref(c2.db, 'kept'))).exists()).toBe(false);
  await c2.close();
  await e1.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});
