/**
 * @jest-environment @thali/tooling/jsdom-environment
 */
// Connections opened while the page still renders, ahead of the requests that need them: once per origin, anonymous
// like those requests (so the browser can use the connection for them). Each test has its own module (its own
// record of the origins already connected to).
const links = () => Array.from(document.head.querySelectorAll('link[rel="preconnect"]')).map((l) => `${l.getAttribute('href')} ${l.getAttribute('crossorigin')}`);
const hosted = (databaseURL: string) => ({ apiKey: 'k', projectId: 'p', authDomain: 'p.firebaseapp.com', databaseURL });
const emulated = { ...hosted('http://127.0.0.1:9000?ns=demo-thali-default-rtdb'), emulators: { host: '127.0.0.1', authPort: 9099, databasePort: 9000 } };

beforeEach(() => {
  document.head.innerHTML = '';
  jest.resetModules();
});

test("the database's REST origin, once, and nothing for a databaseURL that is not a URL", async () => {
  const { preconnectDatabase: warm } = await import('../preconnect');
  warm(hosted('https://thali-default-rtdb.asia-southeast1.firebasedatabase.app'));
  warm(hosted('https://thali-default-rtdb.asia-southeast1.firebasedatabase.app/'));
  warm(emulated);
  warm(hosted('not a url'));
  expect(links()).toEqual(['https://thali-default-rtdb.asia-southeast1.firebasedatabase.app anonymous', 'http://127.0.0.1:9000 anonymous']);
});

test('the Auth hosts a remembered session calls as it starts: the emulator alone, or hosted, the lookup and the token refresh', async () => {
  const { preconnectAuth: warm } = await import('../preconnect');
  warm(emulated);
  expect(links()).toEqual(['http://127.0.0.1:9099 anonymous']);
  warm(hosted('https://thali-default-rtdb.asia-southeast1.firebasedatabase.app'));
  warm(hosted('https://thali-default-rtdb.asia-southeast1.firebasedatabase.app'));
  expect(links()).toEqual(['http://127.0.0.1:9099 anonymous', 'https://identitytoolkit.googleapis.com anonymous', 'https://securetoken.googleapis.com anonymous']);
});
