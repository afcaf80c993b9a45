// @ts-check
'use strict';
/**
 * The Storage emulator speaks what the unmodified firebase/storage SDK sends: uploadBytes (multipart),
 * uploadBytesResumable (multipart up to 256 KB, resumable above: progress, cancel), getMetadata, getBytes, a plain GET of
 * the media URL (what an <img> does), getDownloadURL, list and deleteObject. Signed in with the SDK's own mock tokens
 * (connectStorageEmulator's mockUserToken); the writer's role comes from the database emulator beside it.
 */
const { initializeApp, deleteApp } = require('firebase/app');
const S = require('firebase/storage');
const { startDatabaseEmulator, startStorageEmulator, roleFromDatabase, defaultBucketOf } = require('../src');


// the project's testTimeout is not applied when jest runs every project together (`pnpm test`); uploads of 2 MB on a
// busy machine need more than the default 5 s
jest.setTimeout(30000);
const PROJECT = 'demo-thali';
const BUCKET = defaultBucketOf(PROJECT);
/** @type {Awaited<ReturnType<typeof startDatabaseEmulator>>} */
let db;
/** @type {Awaited<ReturnType<typeof startStorageEmulator>>} */
let storage;
/** @type {import('firebase/app').FirebaseApp[]} */
const apps = [];
let counter = 0;

/** A Storage SDK client signed in as `uid` (or signed out). @param {string | null} uid */
function client(uid) {
  const app = initializeApp({ projectId: PROJECT, apiKey: 'fake-api-key', storageBucket: BUCKET }, `storage-conf-${++counter}`);
  apps.push(app);
  const st = S.getStorage(app);
  S.connectStorageEmulator(st, '127.0.0.1', storage.port, uid ? { mockUserToken: { user_id: uid, sub: uid } } : undefined);
  return st;
}

/** A file name as the data package makes them. */
const fileName = (ext = 'webp') => `${Math.random().toString(36).slice(2)}${Date.now().toString(36)}abcdefgh.${ext}`.slice(-24);
/** Bytes of a given size (a fake image: the emulator does not read the pixels). @param {number} n */
const bytes = (n) => {
  const b = new Uint8Array(n);
  for (let i = 0; i < n; i++) b[i] = (i * 31 + 7) & 255;
  return b;
};

beforeAll(async () => {
  db = await startDatabaseEmulator({ port: 0, rules: { rules: { '.read': false, '.write': false } } });
  storage = await startStorageEmulator({ port: 0, projectId: PROJECT, roleOf: roleFromDatabase(db.server, BUCKET) });
  const put = await fetch(`${db.url}/users.json?ns=${PROJECT}-default-rtdb`, {
    method: 'PUT', headers: { authorization: 'Bearer owner' },
    body: JSON.stringify({ k1: { role: 'meal_provider' }, c1: { role: 'user' } }),
  });
  expect(put.ok).toBe(true);
});

afterAll(async () => {
  await Promise.all(apps.map((a) => deleteApp(a)));
  await storage.stop();
  await db.stop();
});

test('uploadBytes stores a file; getMetadata, getBytes and the media URL give it back', async () => {
  const st = client('k1');
  const path = `kitchens/k1/dishes/${fileName()}`;
  const data = bytes(5000);
  const result = await S.uploadBytes(S.ref(st, path), data, { contentType: 'image/webp' });
  expect(result.metadata).toMatchObject({ fullPath: path, bucket: BUCKET, contentType: 'image/webp', size: 5000 });

  const meta = await S.getMetadata(S.ref(client(null), path));
  expect(meta).toMatchObject({ fullPath: path, size: 5000, contentType: 'image/webp' });
  expect(Buffer.from(await S.getBytes(S.ref(st, path)))).toEqual(Buffer.from(data));

  const media = await fetch(`${storage.url}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`);
  expect(media.status).toBe(200);
  expect(media.headers.get('content-type')).toBe('image/webp');
  expect(Buffer.from(await media.arrayBuffer())).toEqual(Buffer.from(data));

  const url = await S.getDownloadURL(S.ref(st, path));
  expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${storage.port}/v0/b/${BUCKET}/o/kitchens%2Fk1%2Fdishes%2F.+\\?alt=media&token=`));
});

test('uploadBytesResumable: a small file (multipart) and a large one (resumable, in chunks) report progress', async () => {
  const st = client('k1');
  for (const size of [100 * 1024, 1500 * 1024]) {
    const path = `kitchens/k1/dishes/${fileName('jpg')}`;
    /** @type {number[]} */
    const seen = [];
    const task = S.uploadBytesResumable(S.ref(st, path), bytes(size), { contentType: 'image/jpeg' });
    task.on('state_changed', (snap) => seen.push(snap.bytesTransferred / snap.totalBytes));
    const done = await task;
    expect(done.metadata).toMatchObject({ fullPath: path, size, contentType: 'image/jpeg' });
    expect(seen[seen.length - 1]).toBe(1);
    if (size > 256 * 1024) expect(seen.filter((f) => f > 0 && f < 1).length).toBeGreaterThan(0);
    const back = await S.getBytes(S.ref(st, path));
    expect(Buffer.from(back)).toEqual(Buffer.from(bytes(size)));
  }
});

test('a cancelled resumable upload stores nothing', async () => {
  const st = client('k1');
  const path = `kitchens/k1/dishes/${fileName()}`;
  const task = S.uploadBytesResumable(S.ref(st, path), bytes(1800 * 1024), { contentType: 'image/webp' });
  task.on('state_changed', (snap) => {
    if (snap.bytesTransferred > 0) task.cancel();
  });
  await expect(task).rejects.toMatchObject({ code: 'storage/canceled' });
  await expect(S.getMetadata(S.ref(st, path))).rejects.toMatchObject({ code: 'storage/object-not-found' });
});

test('deleteObject removes the file; deleting it again says not found', async () => {
  const st = client('k1');
  const path = `kitchens/k1/kitchen/${fileName()}`;
  await S.uploadBytes(S.ref(st, path), bytes(10), { contentType: 'image/png' });
  await S.deleteObject(S.ref(st, path));
  await expect(S.getMetadata(S.ref(st, path))).rejects.toMatchObject({ code: 'storage/object-not-found' });
  await expect(S.deleteObject(S.ref(st, path))).rejects.toMatchObject({ code: 'storage/object-not-found' });
  const media = await fetch(`${storage.url}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`);
  expect(media.status).toBe(404);
});

test('list gives a kitchen its own folder', async () => {
  const st = client('k1');
  const path = `kitchens/k1/kitchen/${fileName()}`;
  await S.uploadBytes(S.ref(st, path), bytes(10), { contentType: 'image/png' });
  const listed = await S.listAll(S.ref(st, 'kitchens/k1/kitchen'));
  expect(listed.items.map((i) => i.fullPath)).toContain(path);
  const folders = await S.list(S.ref(st, 'kitchens/k1'));
  expect(folders.prefixes.map((p) => p.fullPath)).toEqual(expect.arrayContaining(['kitchens/k1/kitchen']));
});

test('a refused write is the SDK\'s storage/unauthorized', async () => {
  const path = `kitchens/k1/dishes/${fileName()}`;
  await expect(S.uploadBytes(S.ref(client('c1'), path), bytes(10), { contentType: 'image/webp' }))
    .rejects.toMatchObject({ code: 'storage/unauthorized' });
  await expect(S.uploadBytesResumable(S.ref(client(null), path), bytes(300 * 1024), { contentType: 'image/webp' }))
    .rejects.toMatchObject({ code: 'storage/unauthorized' });
});

test('files persist in the data folder and come back after a restart; reset empties it', async () => {
  const dir = require('fs').mkdtempSync(require('path').join(require('os').tmpdir(), 'thali-storage-'));
  const roleOf = () => 'meal_provider';
  const first = await startStorageEmulator({ port: 0, projectId: PROJECT, dataDir: dir, roleOf });
  const path = `kitchens/k1/dishes/${fileName()}`;
  const token = require('../src').makeTestToken('k1', PROJECT);
  const up = await fetch(`${first.url}/v0/b/${BUCKET}/o?name=${encodeURIComponent(path)}`, {
    method: 'POST', headers: { authorization: `Firebase ${token}`, 'content-type': 'multipart/related; boundary=xyz' },
    body: Buffer.concat([Buffer.from('--xyz\r\nContent-Type: application/json\r\n\r\n{"contentType":"image/webp"}\r\n--xyz\r\nContent-Type: image/webp\r\n\r\n'), Buffer.from(bytes(64)), Buffer.from('\r\n--xyz--')]),
  });
  expect(up.status).toBe(200);
  await first.stop();
  const second = await startStorageEmulator({ port: 0, projectId: PROJECT, dataDir: dir, roleOf });
  const media = await fetch(`${second.url}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`);
  expect(Buffer.from(await media.arrayBuffer())).toEqual(Buffer.from(bytes(64)));
  second.reset();
  expect((await fetch(`${second.url}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`)).status).toBe(404);
  await second.stop();
  require('fs').rmSync(dir, { recursive: true, force: true });
});
