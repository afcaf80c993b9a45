import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CartItem } from '@thali/auth-cart';
import { fakeBasket, fakeSession, SessionFixture, type Who } from '@thali/auth-cart/testing';

export const authValue = fakeSession;

/** Renders with a chosen session and basket, as the real providers would supply them. */
export function renderWith(ui: ReactNode, { who = 'anonymous', path = '/', cart = [] as CartItem[] }: { who?: Who; path?: string; cart?: CartItem[] } = {}) {
  const auth = fakeSession(who);
  const utils = render(
    <SessionFixture auth={auth} cart={fakeBasket(cart as never)}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </SessionFixture>,
  );
  return { ...utils, auth };
}
