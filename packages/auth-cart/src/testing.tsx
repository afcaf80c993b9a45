// Test doubles for UI tests (Jest only): the values AuthProvider and CartProvider would supply, and
// the provider tree a remote page gets from the shell, so every app's test renderer builds on one set.
import type { ReactNode } from 'react';
import type { CartLine } from '@thali/firebase-data';
import { ThemeProvider } from '@thali/ui';
import { AuthContext, type AuthValue } from './auth/auth-provider';
import { CartContext, cartTotals, type CartValue } from './cart/cart-provider';

/** Forget every cached read and live query (a kept provider name, too), so each test starts cold. */
export { clearQueryCache } from '@thali/render/testing';

export type Who = 'loading' | 'anonymous' | 'customer' | 'provider' | 'staff';

/** A session as useAuth() reports it; `user` overrides the signed-in user's fields. */
export function fakeSession(who: Who, user: Partial<NonNullable<AuthValue['user']>> = {}): AuthValue {
  const signedIn = who === 'customer' || who === 'provider' || who === 'staff';
  return {
    status: who === 'loading' ? 'loading' : signedIn ? 'signed-in' : 'signed-out',
    loading: who === 'loading',
    user: signedIn
      ? { uid: `${who}-uid`, email: `${who}@thali.test`, displayName: who === 'provider' ? 'Annapurna Mess' : 'Asha', ...user }
      : null,
    role: who === 'provider' ? 'meal_provider' : who === 'customer' || who === 'staff' ? 'user' : '',
    isProvider: who === 'provider',
    // issue 41: staff are customers' accounts with admins/{uid} set
    isStaff: who === 'staff',
    pendingUid: null,
    signOut: jest.fn(async () => {}),
  };
}

/** A basket as useCart() reports it: these lines and their totals, every action a resolved jest.fn. */
export function fakeBasket(items: CartLine[] = [], overrides: Partial<CartValue> = {}): CartValue & Record<'addItem' | 'removeItem' | 'updateQuantity' | 'clearCart' | 'checkout', jest.Mock> {
  return {
    items,
    loading: false,
    ...cartTotals(items),
    addItem: jest.fn(async () => true),
    removeItem: jest.fn(async () => true),
    updateQuantity: jest.fn(async () => true),
    clearCart: jest.fn(async () => true),
    checkout: jest.fn(async () => [{ id: 'order-1', orderNumber: 'TH-2611-0001', providerId: items[0]?.providerId ?? 'p1', total: cartTotals(items).total }]),
    ...overrides,
  } as never;
}

/** Theme, session and basket around `children`, as the shell provides them to a remote page. */
export function SessionFixture({ auth, cart = fakeBasket(), children }: { auth: AuthValue; cart?: CartValue; children: ReactNode }) {
  return (
    <ThemeProvider>
      <AuthContext.Provider value={auth}>
        <CartContext.Provider value={cart}>{children}</CartContext.Provider>
      </AuthContext.Provider>
    </ThemeProvider>
  );
}
