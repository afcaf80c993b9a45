/**
 * @jest-environment @thali/tooling/jsdom-environment
 */
// Starting the page's database reads no cookie: the SDK looks for injected defaults at each look-up (last in a
// __FIREBASE_DEFAULTS__ cookie), and a page's first document.cookie is a round trip to the browser.
import { deleteApp } from 'firebase/app';

const emulated = {
  apiKey: 'k',
  projectId: 'demo-thali',
  databaseURL: 'http://127.0.0.1:9000?ns=demo-thali-default-rtdb',
  emulators: { host: '127.0.0.1', authPort: 9099, databasePort: 9000 },
};
const scope = globalThis as { __FIREBASE_DEFAULTS__?: object };

beforeEach(() => {
  jest.resetModules();
  delete scope.__FIREBASE_DEFAULTS__;
  window.__THALI_FIREBASE__ = emulated;
});

test('the app and its database start without reading document.cookie', async () => {
  const read = jest.spyOn(document, 'cookie', 'get');
  const { firebase, forgetDefaultApp } = await import('../app');
  const { app, db } = firebase();
  try {
    expect(db.app).toBe(app);
    expect(read).not.toHaveBeenCalled();
  } finally {
    read.mockRestore();
    forgetDefaultApp(app);
    await deleteApp(app);
  }
});

test('defaults a host did inject are kept', async () => {
  const injected = { emulatorHosts: { database: '127.0.0.1:9000' } };
  scope.__FIREBASE_DEFAULTS__ = injected;
  const { firebase, forgetDefaultApp } = await import('../app');
  const { app } = firebase();
  expect(scope.__FIREBASE_DEFAULTS__).toBe(injected);
  forgetDefaultApp(app);
  await deleteApp(app);
});
