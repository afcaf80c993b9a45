import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AuthValue } from '@thali/auth-cart';
import { clearQueryCache, fakeBasket, fakeSession, SessionFixture, type Who } from '@thali/auth-cart/testing';
import { fakeData } from '@thali/firebase-data/fake';

export type { Who };

// Live data reaches components inside act(), as React's test renderer expects.
fakeData.deliverWith((deliver) => act(deliver));

/** An empty in-memory database that has not answered yet, every data use case back to its fake, no cached reads. */
export function resetData() {
  fakeData.reset();
  clearQueryCache();
}
export const authValue = fakeSession;
export const cartValue = fakeBasket;

/** Shows where the router is, so a test can see a navigation and the state it carried. */
function WhereAmI() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

interface Options {
  who?: Who;
  auth?: AuthValue;
  path?: string;
  /** The route's pattern when the page has parameters ('/receipts/:providerId/:paymentId'); by default `path`. */
  route?: string;
  /** The query string the page opens with ('?plan=…'). */
  search?: string;
  state?: unknown;
  cart?: ReturnType<typeof fakeBasket>;
}

/**
 * Renders a page the way the shell does (theme, session, basket, router) at `path`; every other
 * path renders a location probe instead, so a test can assert where the page sent the user.
 */
export function renderPage(ui: ReactElement, { who = 'anonymous', auth, path = '/', route = path, search = '', state, cart = fakeBasket() }: Options = {}) {
  const session = auth ?? fakeSession(who);
  const tree = (value: AuthValue) => (
    <SessionFixture auth={value} cart={cart}>
      <MemoryRouter initialEntries={[{ pathname: path, search, state }]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </SessionFixture>
  );
  const utils = render(tree(session));
  return {
    ...utils,
    auth: session,
    cart,
    /** Re-renders with another session value (e.g. the auth listener reporting signed-in). */
    setAuth: (value: AuthValue) => utils.rerender(tree(value)),
  };
}
