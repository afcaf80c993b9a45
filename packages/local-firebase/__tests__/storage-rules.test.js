// @ts-check
'use strict';
/**
 * The Storage policy (rules/storage-policy.js), each allow and each deny, asked of the running Storage emulator over
 * HTTP as the SDK asks it; and the committed storage.rules is what the policy generates.
 */
const fs = require('fs');
const { startDatabaseEmulator, startStorageEmulator, roleFromDatabase, defaultBucketOf, makeTestToken } = require('../src');
const { STORAGE_RULES_FILE, storageRulesText, STORAGE_POLICY } = require('../rules/storage-policy');


// the project's testTimeout is not applied when jest runs every project together (`pnpm test`); uploads of 2 MB on a
// busy machine need more than the default 5 s
jest.setTimeout(30000);
const PROJECT = 'demo-thali';
const BUCKET = defaultBucketOf(PROJECT);
/** @type {Awaited<ReturnType<typeof startDatabaseEmulator>>} */
let db;
/** @type {Awaited<ReturnType<typeof startStorageEmulator>>} */
let storage;

const file = (ext = 'webp') => `${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36)}xxxxxxxx.${ext}`;
const objectUrl = (/** @type {string} */ name) => `${storage.url}/v0/b/${BUCKET}/o/${encodeURIComponent(name)}`;
/** @param {string | null} uid */
const auth = (uid) => (uid ? { authorization: `Firebase ${makeTestToken(uid, PROJECT)}` } : {});

/**
 * A multipart upload as uploadBytes sends it.
 * @param {string | null} uid @param {string} name @param {{ size?: number, contentType?: string }} [o]
 */
function upload(uid, name, { size = 100, contentType = 'image/webp' } = {}) {
  const head = Buffer.from(`--b0\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify({ name, contentType })}\r\n--b0\r\nContent-Type: ${contentType}\r\n\r\n`);
  return fetch(`${storage.url}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { ...auth(uid), 'x-goog-upload-protocol': 'multipart', 'content-type': 'multipart/related; boundary=b0' },
    body: Buffer.concat([head, Buffer.alloc(size, 1), Buffer.from('\r\n--b0--')]),
  });
}

/** A resumable upload's start, as uploadBytesResumable sends it for a larger file. @param {string | null} uid @param {string} name @param {number} size @param {string} contentType */
const startResumable = (uid, name, size, contentType) => fetch(`${storage.url}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`, {
  method: 'POST',
  headers: {
    ...auth(uid), 'x-goog-upload-protocol': 'resumable', 'x-goog-upload-command': 'start',
    'x-goog-upload-header-content-length': String(size), 'x-goog-upload-header-content-type': contentType, 'content-type': 'application/json',
  },
  body: JSON.stringify({ name, contentType }),
});

beforeAll(async () => {
  db = await startDatabaseEmulator({ port: 0, rules: { rules: { '.read': false, '.write': false } } });
  storage = await startStorageEmulator({ port: 0, projectId: PROJECT, roleOf: roleFromDatabase(db.server, BUCKET) });
  await fetch(`${db.url}/users.json?ns=${PROJECT}-default-rtdb`, {
    method: 'PUT', headers: { authorization: 'Bearer owner' },
    body: JSON.stringify({ k1: { role: 'meal_provider' }, k2: { role: 'meal_provider' }, c1: { role: 'user' } }),
  });
});
afterAll(async () => {
  await storage.stop();
  await db.stop();
});

test('the committed storage.rules is what rules/storage-policy.js generates (else run `pnpm rules`)', () => {
  expect(fs.readFileSync(STORAGE_RULES_FILE, 'utf8')).toBe(storageRulesText());
});

describe('write', () => {
  test.each([
    ['a kitchen, its own dish folder, WebP', 'k1', 'dishes', 'webp', 'image/webp'],
    ['a kitchen, its own kitchen folder, JPEG', 'k1', 'kitchen', 'jpg', 'image/jpeg'],
    ['a kitchen, a PNG', 'k1', 'dishes', 'webp', 'image/png'],
  ])('allow: %s', async (_what, uid, kind, ext, contentType) => {
    expect((await upload(uid, `kitchens/k1/${kind}/${file(ext)}`, { contentType })).status).toBe(200);
  });

  test('allow: exactly 2 MB; replacing its own file', async () => {
    const name = `kitchens/k1/dishes/${file()}`;
    expect((await upload('k1', name, { size: STORAGE_POLICY.maxBytes })).status).toBe(200);
    expect((await upload('k1', name, { size: 10 })).status).toBe(200);
  });

  test.each([
    ['signed out', null, 'kitchens/k1/dishes/'],
    ["another kitchen's folder", 'k2', 'kitchens/k1/dishes/'],
    ['a customer (role user), in a folder named after it', 'c1', 'kitchens/c1/dishes/'],
    ['a user with no role', 'nobody', 'kitchens/nobody/dishes/'],
    ['outside kitchens/', 'k1', 'public/k1/'],
    ['a folder other than dishes or kitchen', 'k1', 'kitchens/k1/menus/'],
    ['the kitchen folder itself', 'k1', 'kitchens/k1/'],
  ])('deny: %s', async (_what, uid, folder) => {
    const r = await upload(uid, `${folder}${file()}`);
    expect(r.status).toBe(403);
    expect((await r.json()).error.message).toMatch(/^Permission denied\./);
  });

  test.each([
    ['not an image (text/html)', { contentType: 'text/html' }],
    ['SVG (scripts)', { contentType: 'image/svg+xml' }],
    ['a GIF', { contentType: 'image/gif' }],
    ['2 MB and one byte', { size: STORAGE_POLICY.maxBytes + 1 }],
  ])('deny: %s', async (_what, o) => {
    expect((await upload('k1', `kitchens/k1/dishes/${file()}`, o)).status).toBe(403);
  });

  test.each([['a name that is not the data package\'s id', 'x.webp'], ['another extension', 'abcdefghijklmnopq.png'], ['no extension', 'abcdefghijklmnopqrst']])(
    'deny: %s', async (_what, name) => {
      expect((await upload('k1', `kitchens/k1/dishes/${name}`)).status).toBe(403);
    },
  );

  test('deny: a resumable upload of over 2 MB is refused at its start (nothing is sent), as is a wrong type', async () => {
    expect((await startResumable('k1', `kitchens/k1/dishes/${file()}`, STORAGE_POLICY.maxBytes + 1, 'image/webp')).status).toBe(403);
    expect((await startResumable('k1', `kitchens/k1/dishes/${file()}`, 300000, 'application/pdf')).status).toBe(403);
    expect((await startResumable('k2', `kitchens/k1/dishes/${file()}`, 300000, 'image/webp')).status).toBe(403);
    expect((await startResumable('k1', `kitchens/k1/dishes/${file()}`, 300000, 'image/webp')).status).toBe(200);
  });

  test('deny: a resumable upload that sends more than it declared', async () => {
    const start = await startResumable('k1', `kitchens/k1/dishes/${file()}`, 300000, 'image/webp');
    const url = /** @type {string} */ (start.headers.get('x-goog-upload-url'));
    const r = await fetch(url, { method: 'POST', headers: { 'x-goog-upload-command': 'upload, finalize', 'x-goog-upload-offset': '0' }, body: Buffer.alloc(300001) });
    expect(r.status).toBe(413);
  });
});

describe('delete', () => {
  test('allow: the kitchen its own file; deny: signed out, another kitchen, a customer', async () => {
    const name = `kitchens/k1/dishes/${file()}`;
    expect((await upload('k1', name)).status).toBe(200);
    for (const uid of [null, 'k2', 'c1']) expect((await fetch(objectUrl(name), { method: 'DELETE', headers: auth(uid) })).status).toBe(403);
    expect((await fetch(objectUrl(name), { method: 'DELETE', headers: auth('k1') })).status).toBe(204);
    expect((await fetch(objectUrl(name), { method: 'DELETE', headers: auth('k1') })).status).toBe(404);
  });
});

describe('read', () => {
  test('allow: anyone (signed out, a customer, another kitchen) reads a picture under kitchens/', async () => {
    const name = `kitchens/k1/kitchen/${file()}`;
    expect((await upload('k1', name)).status).toBe(200);
    for (const uid of [null, 'c1', 'k2']) {
      expect((await fetch(`${objectUrl(name)}?alt=media`, { headers: auth(uid) })).status).toBe(200);
      expect((await fetch(objectUrl(name), { headers: auth(uid) })).status).toBe(200);
    }
  });

  test('deny: anything outside kitchens/', async () => {
    expect((await fetch(`${objectUrl('secrets/x.webp')}?alt=media`)).status).toBe(403);
  });

  test("list: allow the kitchen its own folder; deny another kitchen's, signed out, and the whole bucket", async () => {
    const list = (/** @type {string} */ prefix, /** @type {string | null} */ uid) =>
      fetch(`${storage.url}/v0/b/${BUCKET}/o?prefix=${encodeURIComponent(prefix)}&delimiter=%2F`, { headers: auth(uid) });
    expect((await list('kitchens/k1/dishes/', 'k1')).status).toBe(200);
    expect((await list('kitchens/k1/dishes/', 'k2')).status).toBe(403);
    expect((await list('kitchens/k1/', null)).status).toBe(403);
    expect((await list('kitchens/', 'k1')).status).toBe(403);
    expect((await list('', 'k1')).status).toBe(403);
  });
});
