import { STORAGE_REF_PREFIX } from '@thali/domain/images';
import { imageSrc, STORAGE_PREFIX } from '../image-src';

type Scope = { __THALI_FIREBASE__?: object };
const scope = globalThis as Scope;
afterEach(() => {
  delete scope.__THALI_FIREBASE__;
});

const REF = 'storage:kitchens/prov-annapurna/dishes/AbCdEfGh_-12345678.webp';

test('a stored picture becomes the local Storage emulator\'s media URL of the configured bucket and port', () => {
  scope.__THALI_FIREBASE__ = { projectId: 'demo-thali', storageBucket: 'demo-thali.appspot.com', emulators: { host: '127.0.0.1', authPort: 1, databasePort: 2, storagePort: 9599 } };
  expect(imageSrc(REF)).toBe('http://127.0.0.1:9599/v0/b/demo-thali.appspot.com/o/kitchens%2Fprov-annapurna%2Fdishes%2FAbCdEfGh_-12345678.webp?alt=media');
});

test('hosted: the bucket\'s public media URL on firebasestorage.googleapis.com', () => {
  scope.__THALI_FIREBASE__ = { apiKey: 'k', projectId: 'thali-prod', databaseURL: 'https://thali-prod.firebaseio.com', storageBucket: 'thali-prod.firebasestorage.app' };
  expect(imageSrc(REF)).toBe('https://firebasestorage.googleapis.com/v0/b/thali-prod.firebasestorage.app/o/kitchens%2Fprov-annapurna%2Fdishes%2FAbCdEfGh_-12345678.webp?alt=media');
  // a hosted config without a bucket: the project's default one
  scope.__THALI_FIREBASE__ = { apiKey: 'k', projectId: 'thali-prod', databaseURL: 'https://thali-prod.firebaseio.com' };
  expect(imageSrc(REF)).toMatch(/^https:\/\/firebasestorage\.googleapis\.com\/v0\/b\/thali-prod\.firebasestorage\.app\/o\//);
});

test('site paths, https addresses and empty pass through unchanged', () => {
  for (const value of ['/images/poha.svg', 'https://cdn.test/x.png', '']) {
    expect(imageSrc(value)).toBe(value);
  }
});

test('a reference stays one object name of the bucket, whatever it holds (the rules check its shape when written)', () => {
  scope.__THALI_FIREBASE__ = { apiKey: 'k', projectId: 'p', databaseURL: 'https://p.firebaseio.com', storageBucket: 'b' };
  expect(imageSrc('storage:../../x?y#z')).toBe('https://firebasestorage.googleapis.com/v0/b/b/o/..%2F..%2Fx%3Fy%23z?alt=media');
});

test('the prefix is the domain\'s', () => {
  expect(STORAGE_PREFIX).toBe(STORAGE_REF_PREFIX);
});
