// @ts-check
'use strict';
/**
 * The Storage emulator stays up and answers a 4xx whatever it is sent: garbage bodies and headers, oversize bodies
 * (cut off unread), names that try to leave their folder (`..`, encoded slashes and dots, double encoding, backslashes,
 * control characters), a forged or expired token, the admin credential from a web page, too many open uploads; writes
 * answer CORS only to the portal's origins.
 */
const net = require('net');
const { startStorageEmulator, defaultBucketOf, makeTestToken } = require('../src');


// the project's testTimeout is not applied when jest runs every project together (`pnpm test`); uploads of 2 MB on a
// busy machine need more than the default 5 s
jest.setTimeout(30000);
const PROJECT = 'demo-thali';
const BUCKET = defaultBucketOf(PROJECT);
/** @type {Awaited<ReturnType<typeof startStorageEmulator>>} */
let storage;
const token = makeTestToken('k1', PROJECT);
const signedIn = { authorization: `Firebase ${token}` };

beforeAll(async () => {
  storage = await startStorageEmulator({ port: 0, projectId: PROJECT, roleOf: () => 'meal_provider', maxBodyBytes: 3 * 1024 * 1024 });
});
afterAll(() => storage.stop());

/** Still alive: a plain read answers. */
async function alive() {
  expect((await fetch(`${storage.url}/v0/b/${BUCKET}/o/${encodeURIComponent('kitchens/k1/dishes/none.webp')}`)).status).toBe(404);
}

/** @param {string} raw a whole HTTP request @returns {Promise<string>} the answer's status line (or '' if closed) */
function rawRequest(raw) {
  return new Promise((resolve) => {
    const s = net.connect(storage.port, '127.0.0.1', () => s.end(raw));
    let data = '';
    s.on('data', (d) => { data += d.toString('latin1'); });
    s.on('close', () => resolve(data.split('\r\n')[0]));
    s.on('error', () => resolve(''));
  });
}

test.each([
  ['kitchens/k1/../k2/dishes/abcdefghijklmnopq.webp'],
  ['kitchens/k1/dishes/..'],
  ['kitchens/k1//dishes/abcdefghijklmnopq.webp'],
  ['/kitchens/k1/dishes/abcdefghijklmnopq.webp'],
  ['kitchens/k1/dishes/abc%2Fdefghijklmnopq.webp'],
  ['kitchens\\k1\\dishes\\abcdefghijklmnopq.webp'],
  ['kitchens/k1/dishes/abc\u0000defghijklmnopq.webp'],
  ['kitchens/k1/dishes/abc def.webp'],
  ['x'.repeat(300)],
])('a bad name is a 400 for read, write and delete: %j', async (name) => {
  const url = `${storage.url}/v0/b/${BUCKET}/o/${encodeURIComponent(name)}`;
  expect((await fetch(`${url}?alt=media`)).status).toBe(400);
  expect((await fetch(url, { method: 'DELETE', headers: signedIn })).status).toBe(400);
  const up = await fetch(`${storage.url}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`, {
    method: 'POST', headers: { ...signedIn, 'content-type': 'multipart/related; boundary=b' },
    body: '--b\r\nContent-Type: application/json\r\n\r\n{"contentType":"image/webp"}\r\n--b\r\nContent-Type: image/webp\r\n\r\nxx\r\n--b--',
  });
  expect(up.status).toBe(400);
});

test('encoded dots and slashes in the URL path, and double encoding, never reach another folder', async () => {
  for (const p of ['kitchens%2Fk1%2F..%2Fk2%2Fdishes%2Fabcdefghijklmnopq.webp', 'kitchens%2Fk1%2F%2E%2E%2Fx.webp',
    'kitchens%252Fk1%252Fdishes%252Fabcdefghijklmnopq.webp', '%E0%A4%A', 'kitchens/k1/%2e%2e/%2e%2e/etc/passwd']) {
    // 400, or 403 where the client's URL parser already folded `%2e%2e` away (the name then lies outside kitchens/)
    expect([400, 403]).toContain((await fetch(`${storage.url}/v0/b/${BUCKET}/o/${p}?alt=media`)).status);
  }
  expect((await fetch(`${storage.url}/v0/b/..%2F..%2Fetc/o/x`)).status).toBe(400);
  expect((await fetch(`${storage.url}/v0/b/${BUCKET}/../../etc/passwd`)).status).toBe(404);
  await alive();
});

test('garbage bodies, boundaries, metadata and commands are 4xx', async () => {
  const post = (/** @type {Record<string, string>} */ headers, /** @type {any} */ body, query = `?name=${encodeURIComponent('kitchens/k1/dishes/abcdefghijklmnopq.webp')}`) =>
    fetch(`${storage.url}/v0/b/${BUCKET}/o${query}`, { method: 'POST', headers: { ...signedIn, ...headers }, body });
  const statuses = await Promise.all([
    post({ 'content-type': 'multipart/related; boundary=b' }, 'garbage'),
    post({ 'content-type': 'multipart/related; boundary=b' }, '--b\r\nContent-Type: application/json\r\n\r\n{not json\r\n--b\r\n\r\nx\r\n--b--'),
    post({ 'content-type': 'multipart/related; boundary=b' }, '--b\r\nContent-Type: application/json\r\n\r\n[1,2]\r\n--b\r\n\r\nx\r\n--b--'),
    post({ 'content-type': 'multipart/related; boundary=b' }, '--b\r\nContent-Type: application/json\r\n\r\n{}\r\n--b--'),
    post({ 'content-type': 'multipart/related; boundary=b' }, `--b${'\r\n\r\n\r\n--b'.repeat(20)}--`),
    post({ 'content-type': 'multipart/related; boundary=' }, 'x'),
    post({ 'content-type': `multipart/related; boundary=${'b'.repeat(500)}` }, 'x'),
    post({ 'content-type': 'text/plain' }, 'x'),
    post({ 'x-goog-upload-protocol': 'resumable', 'x-goog-upload-command': 'start' }, '{'),
    post({ 'x-goog-upload-protocol': 'resumable', 'x-goog-upload-command': 'start', 'x-goog-upload-header-content-length': '-5' }, '{}'),
    post({ 'x-goog-upload-protocol': 'resumable', 'x-goog-upload-command': 'start', 'x-goog-upload-header-content-length': 'NaN' }, '{}'),
    post({ 'x-goog-upload-protocol': 'resumable', 'x-goog-upload-command': 'dance' }, '{}'),
    post({ 'x-goog-upload-command': 'upload' }, 'x', '?upload_id=nope'),
    post({ 'x-goog-upload-protocol': 'multipart', 'content-type': 'multipart/related; boundary=b' }, 'x', '?name=%'),
  ]);
  for (const s of statuses) expect(s.status).toBeGreaterThanOrEqual(400);
  for (const s of statuses) expect(s.status).toBeLessThan(500);
  for (const raw of ['GARBAGE\r\n\r\n', 'GET /v0/b/x/o/%%% HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', `GET /${'a'.repeat(100000)} HTTP/1.1\r\n\r\n`,
    'POST /v0/b/demo-thali.appspot.com/o HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n']) {
    const line = await rawRequest(raw);
    expect(line === '' || /^HTTP\/1\.1 4\d\d/.test(line)).toBe(true);
  }
  await alive();
});

test('an oversize body is refused (413) without being read whole, and the server carries on', async () => {
  const big = Buffer.alloc(4 * 1024 * 1024, 7);
  const r = await fetch(`${storage.url}/v0/b/${BUCKET}/o?name=${encodeURIComponent('kitchens/k1/dishes/abcdefghijklmnopq.webp')}`, {
    method: 'POST', headers: { ...signedIn, 'content-type': 'multipart/related; boundary=b' }, body: big,
  }).catch(() => null);
  // a 413, or the connection closed while the client was still sending: either way nothing was stored
  if (r) expect(r.status).toBe(413);
  // a chunked body (no Content-Length) is counted as it arrives
  const chunked = await rawRequest(`POST /v0/b/${BUCKET}/o?name=kitchens%2Fk1%2Fdishes%2Fabcdefghijklmnopq.webp HTTP/1.1\r\nHost: 127.0.0.1\r\n`
    + `Authorization: Firebase ${token}\r\nContent-Type: multipart/related; boundary=b\r\nTransfer-Encoding: chunked\r\n\r\n`
    + `${(4 * 1024 * 1024).toString(16)}\r\n${'x'.repeat(4 * 1024 * 1024)}\r\n0\r\n\r\n`);
  expect(chunked === '' || chunked.startsWith('HTTP/1.1 413')).toBe(true);
  await alive();
});

test('a forged, expired or foreign-project token is a 401; the admin credential from a web page a 403', async () => {
  const name = encodeURIComponent('kitchens/k1/dishes/abcdefghijklmnopq.webp');
  const expired = makeTestToken('k1', PROJECT, { iat: 1000, exp: 2000 });
  for (const t of ['garbage', expired, makeTestToken('k1', 'other-project'), 'a.b.c']) {
    expect((await fetch(`${storage.url}/v0/b/${BUCKET}/o/${name}`, { method: 'DELETE', headers: { authorization: `Firebase ${t}` } })).status).toBe(401);
  }
  const fromPage = await fetch(`${storage.url}/v0/b/${BUCKET}/o/${name}`, { method: 'DELETE', headers: { authorization: 'Bearer owner', origin: 'http://evil.example' } });
  expect(fromPage.status).toBe(403);
  expect(fromPage.headers.get('access-control-allow-origin')).toBeNull();
});

test('CORS: reads for any page; writes for the portal\'s own origins only', async () => {
  const preflight = (/** @type {string} */ origin, /** @type {string} */ method) => fetch(`${storage.url}/v0/b/${BUCKET}/o?name=x`, {
    method: 'OPTIONS', headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,x-goog-upload-protocol' },
  });
  const portal = await preflight('http://localhost:3000', 'POST');
  expect(portal.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  expect(portal.headers.get('access-control-allow-headers')).toBe('authorization,x-goog-upload-protocol');
  expect((await preflight('http://evil.example', 'POST')).headers.get('access-control-allow-origin')).toBeNull();
  expect((await preflight('http://evil.example', 'GET')).headers.get('access-control-allow-origin')).toBe('*');
});

test('at most 64 resumable uploads are open at once', async () => {
  const start = (/** @type {number} */ i) => fetch(`${storage.url}/v0/b/${BUCKET}/o?name=${encodeURIComponent(`kitchens/k1/dishes/abcdefghijklmnop${String(i).padStart(3, '0')}.webp`)}`, {
    method: 'POST',
    headers: { ...signedIn, 'x-goog-upload-protocol': 'resumable', 'x-goog-upload-command': 'start', 'x-goog-upload-header-content-length': '300000', 'content-type': 'application/json' },
    body: '{"contentType":"image/webp"}',
  });
  const statuses = [];
  for (let i = 0; i < 70; i++) statuses.push((await start(i)).status);
  expect(statuses.slice(0, 64).every((s) => s === 200)).toBe(true);
  expect(statuses.slice(64).every((s) => s === 429)).toBe(true);
  storage.reset();
  await alive();
});
