import { fakeData } from '..';

const data = fakeData.module;
beforeEach(() => fakeData.reset());

const photo = (size = 100) => new Blob([new Uint8Array(size)], { type: 'image/webp' });
const user = { uid: 'p1', email: 'k@thali.test', displayName: 'Annapurna', emailVerified: true };

test('the fake stores an upload under the signed-in kitchen, reports progress and refuses as the real one', async () => {
  fakeData.seed({ user: user as never, images: {} });
  const seen: number[] = [];
  const { ref } = await data.uploadImage({ kind: 'dish', blob: photo(), contentType: 'image/webp', onProgress: (f) => seen.push(f) });
  expect(ref).toMatch(/^storage:kitchens\/p1\/dishes\/[A-Za-z0-9_-]{22}\.webp$/);
  expect(seen).toEqual([0.5, 1]);
  expect(fakeData.table('images')).toEqual({ [ref]: { contentType: 'image/webp', size: 100 } });
  await expect(data.uploadImage({ kind: 'dish', blob: photo(3 * 1024 * 1024), contentType: 'image/webp' })).rejects.toMatchObject({ code: 'too-large' });
  const controller = new AbortController();
  controller.abort();
  await expect(data.uploadImage({ kind: 'kitchen', blob: photo(), contentType: 'image/jpeg', signal: controller.signal })).rejects.toMatchObject({ code: 'cancelled' });
  await data.deleteImage(ref);
  expect(fakeData.table('images')).toEqual({});
});

test('replacing or deleting a dish removes its stored photo from the fake', async () => {
  fakeData.seed({ user: user as never, images: {}, menuItems: [], providers: [] });
  const { ref } = await data.uploadImage({ kind: 'dish', blob: photo(), contentType: 'image/webp' });
  const input = { name: 'Poha', description: 'Kanda poha', price: 40, category: 'main-course', imageUrl: ref, diet: 'veg' as const, platesPerDay: '' };
  const item = await data.addMenuItem('p1', input);
  await data.updateMenuItem(item.id, { ...input, imageUrl: '/images/poha.svg' });
  expect(fakeData.table('images')).toEqual({});
  const second = await data.uploadImage({ kind: 'dish', blob: photo(), contentType: 'image/webp' });
  await data.updateMenuItem(item.id, { ...input, imageUrl: second.ref });
  await data.deleteMenuItem(item.id);
  expect(fakeData.table('images')).toEqual({});
});
