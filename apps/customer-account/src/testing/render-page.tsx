import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthContext, CartContext, cartTotals, type AuthValue } from '@thali/auth-cart';
import type { CartLine } from '@thali/firebase-data';
import { ThemeProvider } from '@thali/ui';

export type Who = 'loading' | 'anonymous' | 'customer' | 'provider';

export function authValue(who: Who): AuthValue {
  const signedIn = who === 'customer' || who === 'provider';
  return {
    status: who === 'loading' ? 'loading' : signedIn ? 'signed-in' : 'signed-out',
    loading: who === 'loading',
    user: signedIn ? { uid: `${who}-uid`, email: `${who}@thali.test`, displayName: who === 'provider' ? 'Annapurna Mess' : 'Asha' } : null,
    role: who === 'provider' ? 'meal_provider' : who === 'customer' ? 'user' : '',
    isProvider: who === 'provider',
    signOut: jest.fn(async () => {}),
  };
}

export interface CartApi {
  items: CartLine[];
  loading: boolean;
  addItem: jest.Mock;
  removeItem: jest.Mock;
  updateQuantity: jest.Mock;
  clearCart: jest.Mock;
  checkout: jest.Mock;
}

export function cartValue(items: CartLine[] = [], overrides: Partial<CartApi> = {}) {
  return {
    items,
    loading: false,
    ...cartTotals(items),
    addItem: jest.fn(async () => true),
    removeItem: jest.fn(async () => true),
    updateQuantity: jest.fn(async () => true),
    clearCart: jest.fn(async () => true),
    checkout: jest.fn(async () => ['order-1']),
    ...overrides,
  };
}

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
  state?: unknown;
  cart?: ReturnType<typeof cartValue>;
}

/**
 * Renders a page the way the shell does (theme, session, basket, router) at `path`; every other
 * path renders a location probe instead, so a test can assert where the page sent the user.
 */
export function renderPage(ui: ReactElement, { who = 'anonymous', auth, path = '/', state, cart = cartValue() }: Options = {}) {
  const session = auth ?? authValue(who);
  const tree = (value: AuthValue) => (
    <ThemeProvider>
      <AuthContext.Provider value={value}>
        <CartContext.Provider value={cart as never}>
          <MemoryRouter initialEntries={[{ pathname: path, state }]}>
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={<WhereAmI />} />
            </Routes>
          </MemoryRouter>
        </CartContext.Provider>
      </AuthContext.Provider>
    </ThemeProvider>
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
