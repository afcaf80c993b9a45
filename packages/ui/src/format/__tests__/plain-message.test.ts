import { isPlainSentence, plainMessage } from '../plain-message';

const FALLBACK = 'We could not load this. Please try again.';
let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

test('a chunk that failed to load never reaches the screen; its detail goes to the console', () => {
  const error = Object.assign(new Error('Loading chunk 528 failed. (error: http://localhost:3001/528.js)'), { name: 'ChunkLoadError' });
  expect(plainMessage(error, FALLBACK)).toBe(FALLBACK);
  expect(logged).toHaveBeenCalledWith(FALLBACK, error);
});

test.each([
  ['an SDK refusal with a path', new Error("permission_denied at /orders: Client doesn't have permission to access the desired data.")],
  ['an upper-case code', new Error('PERMISSION_DENIED: Permission denied')],
  ['a Firebase auth code', new Error('Firebase: Error (auth/network-request-failed).')],
  ['a programming error', new TypeError("Cannot read properties of undefined (reading 'map')")],
  ['a stack', new Error('boom\n    at render (main.js:1:2)')],
  ['a URL', new Error('Failed to fetch https://thali.example/remotes.json')],
  ['an error with an SDK code', Object.assign(new Error('Client is offline.'), { code: 'unavailable' })],
  ['a lower-case fragment', new Error('offline')],
  ['no message at all', new Error('')],
  ['not an Error', { weird: true }],
])('%s shows the page’s own sentence instead', (_label, error) => {
  expect(plainMessage(error, FALLBACK)).toBe(FALLBACK);
  expect(logged).toHaveBeenCalledTimes(1);
});

test.each([
  'Provider not found',
  'This plan is full.',
  'The cut-off for this meal has passed.',
  'Quantity must be at most 50',
  'Price must be at most ₹20,000',
  'An order can hold at most 12 different items from one kitchen (this one has 13)',
])('the data package’s own sentence "%s" is shown as it is', (message) => {
  expect(plainMessage(new Error(message), FALLBACK)).toBe(message);
  expect(isPlainSentence(message)).toBe(true);
  expect(logged).not.toHaveBeenCalled();
});

test('nothing to report logs nothing', () => {
  expect(plainMessage(undefined, FALLBACK)).toBe(FALLBACK);
  expect(logged).not.toHaveBeenCalled();
});
