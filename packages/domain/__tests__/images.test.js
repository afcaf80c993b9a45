// @ts-check
const { isStorageRef, storageRefOwner, storagePathOf, isImageUrl, STORAGE_REF_PREFIX } = require('../src');

const REF = 'storage:kitchens/prov-annapurna/dishes/AbCdEfGh_-12345678.webp';

test('a kitchen\'s uploaded picture is a storage reference in its own folder, and an image address the forms accept', () => {
  expect(STORAGE_REF_PREFIX).toBe('storage:');
  for (const ok of [REF, 'storage:kitchens/u1/kitchen/AbCdEfGh_-12345678.jpg']) {
    expect(isStorageRef(ok)).toBe(true);
    expect(isImageUrl(ok)).toBe(true);
  }
  expect(storageRefOwner(REF)).toBe('prov-annapurna');
  expect(storagePathOf(REF)).toBe('kitchens/prov-annapurna/dishes/AbCdEfGh_-12345678.webp');
});

test.each([
  'storage:kitchens/u1/dishes/short.webp', 'storage:kitchens/u1/menus/AbCdEfGh_-12345678.webp', 'storage:kitchens/u1/dishes/AbCdEfGh_-12345678.svg',
  'storage:kitchens/../u2/dishes/AbCdEfGh_-12345678.webp', 'storage:kitchens/u1/dishes/AbCdEfGh_-12345678.webp?x', 'storage:public/x.webp',
  'storage:kitchens/u1/dishes/AbCdEfGh%2F12345678.webp', 'kitchens/u1/dishes/AbCdEfGh_-12345678.webp',
])('not a storage reference, nor an image address: %s', (value) => {
  expect(isStorageRef(value)).toBe(false);
  expect(isImageUrl(value)).toBe(false);
  expect(storageRefOwner(value)).toBeNull();
  expect(storagePathOf(value)).toBeNull();
});
