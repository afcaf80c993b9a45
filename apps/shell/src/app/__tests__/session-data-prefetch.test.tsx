import { act, render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { MemoryRouter } from 'react-router-dom';
import { fakeBasket, fakeSession, SessionFixture } from '@thali/auth-cart/testing';
import { clearQueryCache } from '@thali/render/testing';
import * as TIMEOUTS from '@thali/render/timeouts';
import * as data from '@thali/firebase-data';
import { ROUTES } from '@thali/contract';
import { AppRoutes } from '../routes';
import { prefetchStoredSession } from '../../features/remotes/components/session-data-prefetch';
import { registerRemoteLocations } from '../../features/remotes/api/remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

// My Orders as its remote exposes it: the page, declaring the live read it shows first for the signed-in account.
const unsubscribe = jest.fn();
const subscribe = jest.fn(() => unsubscribe);
const sessionQueries = jest.fn((_params: Record<string, string>, uid: string) => [{ key: ['customer-orders', uid], subscribe }]);

beforeAll(() => {
  registerRemoteLocations({ storefront: 'http://localhost:3001/remoteEntry.js', customer_account: 'http://localhost:3002/remoteEntry.js' });
  jest.mocked(loadRemote).mockImplementation(async (id: string) => ({
    default: Object.assign(() => <h1>{`page ${id}`}</h1>, { page: { remote: 'customer_account', name: 'orders', component: () => null, sessionQueries } }),
  }));
});
beforeEach(() => {
  jest.useFakeTimers();
  clearQueryCache();
  jest.clearAllMocks();
});
afterEach(() => jest.useRealTimers());

/** The portal's routes at `path` with the session `auth` (re-rendered with the next one as the check goes on). */
function portalAt(path: string) {
  const tree = (auth: ReturnType<typeof fakeSession>) => (
    <SessionFixture auth={auth} cart={fakeBasket()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </SessionFixture>
  );
  const checking = { ...fakeSession('loading'), pendingUid: 'c1' };
  const view = render(tree(fakeSession('loading')));
  return { session: (auth: ReturnType<typeof fakeSession>) => view.rerender(tree(auth)), checking };
}

const flush = () => act(async () => {
  await jest.advanceTimersByTimeAsync(0);
});

test("while the role is read, the page's session data is started for the named account, and held until the page has it", async () => {
  const portal = portalAt('/orders');
  await flush();
  expect(subscribe).not.toHaveBeenCalled(); // nobody named yet
  portal.session(portal.checking);
  await flush();
  expect(sessionQueries).toHaveBeenCalledWith({}, 'c1');
  expect(subscribe).toHaveBeenCalledTimes(1); // on its way before the guard has decided
  portal.session(fakeSession('customer'));
  expect(await screen.findByRole('heading', { name: 'page customer_account/orders' })).toBeInTheDocument();
  // this stand-in page reads nothing itself: the early read stops only after the hold, never in the page's commit
  await act(async () => {
    await jest.advanceTimersByTimeAsync(TIMEOUTS.sessionPrefetchHoldMs - 100);
  });
  expect(unsubscribe).not.toHaveBeenCalled();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(200);
  });
  expect(unsubscribe).toHaveBeenCalledTimes(1);
  expect(subscribe).toHaveBeenCalledTimes(1);
});

test('a reader the guard turns away (here: the check ends signed out) has the early reads stopped after the hold', async () => {
  const portal = portalAt('/orders');
  portal.session(portal.checking);
  await flush();
  expect(subscribe).toHaveBeenCalledTimes(1);
  portal.session(fakeSession('anonymous'));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(TIMEOUTS.sessionPrefetchHoldMs + 100);
  });
  expect(unsubscribe).toHaveBeenCalledTimes(1);
});

test('a public route starts nothing, whatever the session', async () => {
  const portal = portalAt('/providers');
  portal.session(portal.checking);
  await flush();
  expect(sessionQueries).not.toHaveBeenCalled();
  expect(subscribe).not.toHaveBeenCalled();
});

describe('as a page behind sign-in starts, before React (prefetchStoredSession, issue 43)', () => {
  const ordersRoute = ROUTES.find((route) => route.remote === 'customer_account' && route.page === 'orders')!;

  test("with a session stored on the device, the page's declared data starts for its account at once, held for the page to join", async () => {
    const stored = jest.spyOn(data, 'storedSessionUid').mockResolvedValue('c1');
    prefetchStoredSession({ route: ordersRoute, params: {} });
    await flush();
    expect(sessionQueries).toHaveBeenCalledWith({}, 'c1');
    expect(subscribe).toHaveBeenCalledTimes(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(TIMEOUTS.sessionPrefetchHoldMs + 100);
    });
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    stored.mockRestore();
  });

  test('without one, nothing starts (the session listener looks the session up as before)', async () => {
    const stored = jest.spyOn(data, 'storedSessionUid').mockResolvedValue(null);
    prefetchStoredSession({ route: ordersRoute, params: {} });
    await flush();
    expect(stored).toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
    stored.mockRestore();
  });
});
