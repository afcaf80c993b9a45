/**
 * @jest-environment @thali/tooling/jsdom-environment
 */
// A visitor's first reads go out once the page is on screen; the connection to the database is opened while the page
// still renders, once per origin, anonymous like the reads (so the browser can use it for them).
import { preconnect } from '../rest-read';

const links = () => Array.from(document.head.querySelectorAll('link[rel="preconnect"]')).map((l) => `${l.getAttribute('href')} ${l.getAttribute('crossorigin')}`);
const config = (databaseURL: string) => ({ apiKey: 'k', projectId: 'p', authDomain: 'p.firebaseapp.com', databaseURL });

test('one anonymous preconnect per database origin, none for a databaseURL that is not a URL', () => {
  preconnect(config('https://thali-default-rtdb.asia-southeast1.firebasedatabase.app'));
  preconnect(config('https://thali-default-rtdb.asia-southeast1.firebasedatabase.app/'));
  preconnect(config('http://127.0.0.1:9000?ns=demo-thali-default-rtdb'));
  preconnect(config('not a url'));
  expect(links()).toEqual([
    'https://thali-default-rtdb.asia-southeast1.firebasedatabase.app anonymous',
    'http://127.0.0.1:9000 anonymous',
  ]);
});
