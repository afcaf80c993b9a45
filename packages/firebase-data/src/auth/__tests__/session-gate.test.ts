/**
 * @jest-environment @thali/tooling/jsdom-environment
 */
// The Auth SDK loads only when the session is needed (issue 14): a page nobody has signed in on is signed out
// without it; a remembered sign-in, wantSession(), a session use case or a sign-in in another tab load it.
import { readConfig } from '../../config';
import { authEndpoint } from '../auth-endpoint';
import type { SessionUser } from '../subscribe-auth';

type Entry = typeof import('../../index');
type Listener = (user: SessionUser | null) => void;

const USER: SessionUser = { uid: 'u1', email: 'asha@example.com', displayName: 'Asha' };

/**
 * A fresh copy of the entry whose session chunk is a stand-in: counts its loads and hands out its listeners. (A fresh
 * registry, not isolateModules: the chunk is required later, asynchronously, from the registry of the moment.)
 */
function freshEntry() {
  const state = { loads: 0, listeners: [] as Listener[], signIns: 0 };
  jest.resetModules();
  jest.doMock('../../impl-auth', () => {
    state.loads += 1;
    return {
      subscribeAuth: ({ onData }: { onData: Listener }) => {
        state.listeners.push(onData);
        return () => { state.listeners = state.listeners.filter((l) => l !== onData); };
      },
      signIn: async () => { state.signIns += 1; return USER; },
    };
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const entry: Entry = require('../../index');
  entry.deferDataLayer(Promise.resolve());
  return { entry, state, report: (user: SessionUser | null) => state.listeners.forEach((l) => l(user)) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.head.innerHTML = '';
});

const authPreconnects = () => Array.from(document.head.querySelectorAll('link[rel="preconnect"]')).map((l) => l.getAttribute('href'));

test('nobody signed in on this device: signed out at once, and the Auth SDK is not loaded', async () => {
  const { entry, state } = freshEntry();
  const onData = jest.fn();
  const stop = entry.subscribeAuth({ onData });
  expect(onData).toHaveBeenCalledWith(null);
  await settle();
  expect(state.loads).toBe(0);
  expect(authPreconnects()).toEqual([]); // no connection to Auth either
  stop();
});

test('a remembered sign-in loads the session, and what Auth reports is remembered in both storages', async () => {
  localStorage.setItem('thali.signedIn', '1');
  const { entry, state, report } = freshEntry();
  const onData = jest.fn();
  entry.subscribeAuth({ onData });
  expect(onData).not.toHaveBeenCalled(); // no guess: the session is being looked up
  // the connection to Auth opens at once, before the SDK arrives to look the user up (the local emulator here)
  expect(authPreconnects()).toEqual([new URL(authEndpoint(readConfig())).origin]);
  await settle();
  expect(state.loads).toBe(1);
  report(USER);
  await settle(); // Auth's answers pass the stored session's check (reads/session-first.ts showStored) first
  expect(onData).toHaveBeenLastCalledWith(USER);
  expect(sessionStorage.getItem('thali.signedIn')).toBe('1');
  report(null);
  await settle();
  expect(onData).toHaveBeenLastCalledWith(null);
  expect(localStorage.getItem('thali.signedIn')).toBeNull();
  expect(sessionStorage.getItem('thali.signedIn')).toBeNull();
});

test("this tab's own sign-in (without Remember me) is remembered by the tab alone", async () => {
  sessionStorage.setItem('thali.signedIn', '1');
  const { entry, state } = freshEntry();
  entry.subscribeAuth({ onData: () => {} });
  await settle();
  expect(state.loads).toBe(1);
});

test('wantSession starts every waiting listener; a session use case wants it too', async () => {
  const first = freshEntry();
  const onData = jest.fn();
  first.entry.subscribeAuth({ onData });
  first.entry.wantSession();
  await settle();
  expect(first.state.loads).toBe(1);
  first.report(USER);
  await settle();
  expect(onData).toHaveBeenLastCalledWith(USER);

  const second = freshEntry();
  const seen = jest.fn();
  second.entry.subscribeAuth({ onData: seen });
  await expect(second.entry.signIn('asha@example.com', 'secret-123')).resolves.toEqual(USER);
  expect(second.state.signIns).toBe(1);
  expect(second.state.listeners).toHaveLength(1); // the page's listener now hears the session
});

test('a sign-in in another tab starts the listener; an unsubscribed listener never starts', async () => {
  const { entry, state } = freshEntry();
  const stopped = jest.fn();
  entry.subscribeAuth({ onData: stopped })();
  const onData = jest.fn();
  entry.subscribeAuth({ onData });
  window.dispatchEvent(new StorageEvent('storage', { key: 'thali.other', newValue: '1' }));
  await settle();
  expect(state.loads).toBe(0);
  window.dispatchEvent(new StorageEvent('storage', { key: 'thali.signedIn', newValue: '1' }));
  await settle();
  expect(state.loads).toBe(1);
  expect(state.listeners).toHaveLength(1);
  expect(stopped).toHaveBeenCalledTimes(1); // its "signed out" at once, nothing after
});
