import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthContext, CartContext, cartTotals, type AuthValue, type CartItem } from '@thali/auth-cart';
import { ThemeProvider } from '@thali/ui';

type Who = 'loading' | 'anonymous' | 'customer' | 'provider';

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

/** Renders with a chosen session and basket, as the real providers would supply them. */
export function renderWith(ui: ReactNode, { who = 'anonymous', path = '/', cart = [] as CartItem[] }: { who?: Who; path?: string; cart?: CartItem[] } = {}) {
  const auth = authValue(who);
  const utils = render(
    <ThemeProvider>
      <AuthContext.Provider value={auth}>
        <CartContext.Provider value={{ items: cart, ...cartTotals(cart) } as never}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </CartContext.Provider>
      </AuthContext.Provider>
    </ThemeProvider>,
  );
  return { ...utils, auth };
}
