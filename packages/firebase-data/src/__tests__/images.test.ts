// Issue 39: a kitchen's pictures in Firebase Storage, against the local backend (real SDKs, the Storage emulator and
// its policy): uploadImage stores into the kitchen's own folder with progress and cancel, refuses what the policy
// would with one sentence, deleteImage removes; a replaced or deleted dish's photo and a replaced kitchen picture
// leave Storage once the database write succeeded.
import { uploadImage } from '../images/upload-image';
import { deleteImage } from '../images/delete-image';
import { addMenuItem } from '../menu/add-menu-item';
import { updateMenuItem } from '../menu/update-menu-item';
import { deleteMenuItem } from '../menu/delete-menu-item';
import { updateUserProfile } from '../profile/update-user-profile';
import { DataError } from '../errors/data-error';
import { admin, closeAll, freshNamespace, newUser, testConfig, type TestUser } from './support/backend';

const ns = freshNamespace('images');
afterAll(closeAll);

let kitchen: TestUser, customer: TestUser;
beforeAll(async () => {
  [kitchen, customer] = await Promise.all([newUser(ns, 'meal_provider', 'Annapurna'), newUser(ns, 'user', 'Asha')]);
});

/** Bytes standing for a processed photo (the emulator does not decode pixels). */
const photo = (size = 2000, type = 'image/webp') => new Blob([new Uint8Array(size).map((_, i) => i & 255)], { type });
/** The stored file's media answer (what an <img> fetches). */
const media = (ref: string) => {
  const { emulators } = testConfig(ns);
  return fetch(`http://${emulators!.host}:${emulators!.storagePort}/v0/b/${ns}/o/${encodeURIComponent(ref.replace(/^storage:/, ''))}?alt=media`);
};
const input = (imageUrl: string) => ({ name: 'Poha', description: 'Kanda poha', price: 40, category: 'main-course', imageUrl, diet: 'veg' as const, platesPerDay: '' });

test('uploadImage stores a dish photo in the kitchen\'s own folder, reports progress to 1 and answers its reference', async () => {
  const seen: number[] = [];
  const { ref } = await uploadImage({ kind: 'dish', blob: photo(), contentType: 'image/webp', onProgress: (f) => seen.push(f) }, kitchen.fb);
  expect(ref).toMatch(new RegExp(`^storage:kitchens/${kitchen.uid}/dishes/[A-Za-z0-9_-]{22}\\.webp$`));
  expect(seen[seen.length - 1]).toBe(1);
  const answer = await media(ref);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/webp');
  expect((await answer.arrayBuffer()).byteLength).toBe(2000);

  const kitchenPicture = await uploadImage({ kind: 'kitchen', blob: photo(500, 'image/jpeg'), contentType: 'image/jpeg' }, kitchen.fb);
  expect(kitchenPicture.ref).toMatch(new RegExp(`^storage:kitchens/${kitchen.uid}/kitchen/[A-Za-z0-9_-]{22}\\.jpg$`));
});

test('a larger photo goes up in chunks with progress between 0 and 1; aborting cancels it (DataError cancelled)', async () => {
  const seen: number[] = [];
  const big = await uploadImage({ kind: 'dish', blob: photo(1_200_000), contentType: 'image/webp', onProgress: (f) => seen.push(f) }, kitchen.fb);
  expect(seen.some((f) => f > 0 && f < 1)).toBe(true);
  expect((await media(big.ref)).status).toBe(200);

  const controller = new AbortController();
  const cancelled = uploadImage({
    kind: 'dish', blob: photo(1_800_000), contentType: 'image/webp', signal: controller.signal,
    onProgress: (f) => { if (f > 0) controller.abort(); },
  }, kitchen.fb);
  await expect(cancelled).rejects.toMatchObject({ name: 'DataError', code: 'cancelled', message: 'The upload was cancelled.' });
  const already = new AbortController();
  already.abort();
  await expect(uploadImage({ kind: 'dish', blob: photo(), contentType: 'image/webp', signal: already.signal }, kitchen.fb))
    .rejects.toMatchObject({ code: 'cancelled' });
});

test('what the policy refuses is one plain sentence: not an image, over 2 MB, not a kitchen', async () => {
  const refused = (blob: Blob, contentType: string, user = kitchen) =>
    uploadImage({ kind: 'dish', blob, contentType: contentType as 'image/webp' }, user.fb).catch((e: unknown) => e);
  const notImage = await refused(new Blob(['<html>'], { type: 'text/html' }), 'text/html');
  expect(notImage).toBeInstanceOf(DataError);
  expect(notImage).toMatchObject({ code: 'not-an-image', message: 'This file is not a photo. Choose a JPEG, PNG or WebP picture.' });
  expect(await refused(photo(2 * 1024 * 1024 + 1), 'image/webp')).toMatchObject({ code: 'too-large' });
  expect(await refused(photo(0), 'image/webp')).toMatchObject({ code: 'not-an-image' });
  expect(await refused(photo(), 'image/webp', customer)).toMatchObject({ code: 'not-allowed' });
});

test('deleteImage removes the file; a file already gone, a site path or an https address is no error', async () => {
  const { ref } = await uploadImage({ kind: 'dish', blob: photo(), contentType: 'image/webp' }, kitchen.fb);
  await deleteImage(ref, kitchen.fb);
  expect((await media(ref)).status).toBe(404);
  await expect(deleteImage(ref, kitchen.fb)).resolves.toBeUndefined();
  await expect(deleteImage('/images/thali.svg', kitchen.fb)).resolves.toBeUndefined();
  await expect(deleteImage('https://cdn.test/x.png', kitchen.fb)).resolves.toBeUndefined();
  await expect(deleteImage('', kitchen.fb)).resolves.toBeUndefined();
});

test('a dish whose photo is replaced, then the dish deleted: each old file leaves Storage after the write', async () => {
  const first = await uploadImage({ kind: 'dish', blob: photo(), contentType: 'image/webp' }, kitchen.fb);
  const item = await addMenuItem(kitchen.uid, input(first.ref), kitchen.fb);
  expect(await admin(ns, 'GET', `menu-items/${item.id}/imageUrl`)).toBe(first.ref);

  const second = await uploadImage({ kind: 'dish', blob: photo(300), contentType: 'image/webp' }, kitchen.fb);
  await updateMenuItem(item.id, input(second.ref), kitchen.fb);
  expect((await media(first.ref)).status).toBe(404);
  expect((await media(second.ref)).status).toBe(200);

  // an edit that keeps the photo keeps its file
  await updateMenuItem(item.id, { ...input(second.ref), name: 'Kanda Poha' }, kitchen.fb);
  expect((await media(second.ref)).status).toBe(200);

  await deleteMenuItem(item.id, kitchen.fb);
  expect((await media(second.ref)).status).toBe(404);
});

test('a refused edit removes nothing', async () => {
  const { ref } = await uploadImage({ kind: 'dish', blob: photo(), contentType: 'image/webp' }, kitchen.fb);
  const item = await addMenuItem(kitchen.uid, input(ref), kitchen.fb);
  await expect(updateMenuItem(item.id, input('https://cdn.test/new.png'), customer.fb)).rejects.toThrow(/permission/i);
  expect((await media(ref)).status).toBe(200);
});

test("a kitchen picture replaced through the profile leaves Storage; the demo's site path is left alone", async () => {
  const first = await uploadImage({ kind: 'kitchen', blob: photo(), contentType: 'image/webp' }, kitchen.fb);
  await updateUserProfile(kitchen.uid, { image: first.ref }, kitchen.fb);
  expect(await admin(ns, 'GET', `providers/${kitchen.uid}/image`)).toBe(first.ref);
  await updateUserProfile(kitchen.uid, { image: '/images/kitchen.svg' }, kitchen.fb);
  expect((await media(first.ref)).status).toBe(404);
});

test("another kitchen's reference is refused by the database rules", async () => {
  const other = await newUser(ns, 'meal_provider', 'Saoji');
  const { ref } = await uploadImage({ kind: 'dish', blob: photo(), contentType: 'image/webp' }, kitchen.fb);
  await expect(addMenuItem(other.uid, input(ref), other.fb)).rejects.toThrow(/permission/i);
});
