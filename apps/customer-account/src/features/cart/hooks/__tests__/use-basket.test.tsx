import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AuthContext, CartContext, cartTotals } from '@thali/auth-cart';
import { checkoutCart, removeFromCart, setCartQuantity, subscribeCart, type CartLine } from '@thali/firebase-data';
import { authValue, cartValue } from '../../../../testing/render-page';
import { useBasket } from '../use-basket';

jest.mock('@thali/firebase-data', () => ({
  ...jest.requireActual('@thali/firebase-data'),
  subscribeCart: jest.fn(),
  checkoutCart: jest.fn(async () => ['o1']),
  removeFromCart: jest.fn(async () => {}),
  setCartQuantity: jest.fn(async () => true),
}));
const mockSubscribe = subscribeCart as jest.MockedFunction<typeof subscribeCart>;

const LINE: CartLine = { id: 'poha', providerId: 'p1', name: 'Poha', description: '', price: 40, imageUrl: '', quantity: 2, addedAt: 1 };

function wrapper(cart: unknown) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AuthContext.Provider value={authValue('customer')}>
        <CartContext.Provider value={cart as never}>{children}</CartContext.Provider>
      </AuthContext.Provider>
    );
  };
}

beforeEach(() => jest.clearAllMocks());

test("uses the provider's basket operations when it has them", async () => {
  const cart = cartValue([LINE]);
  const { result } = renderHook(() => useBasket(), { wrapper: wrapper(cart) });
  expect(result.current.items).toEqual([LINE]);
  expect(result.current.total).toBe(120);
  await result.current.checkout();
  expect(cart.checkout).toHaveBeenCalled();
  expect(mockSubscribe).not.toHaveBeenCalled();
});

test('with a provider that only has totals: a live basket of its own through the data package', async () => {
  let push!: (lines: CartLine[]) => void;
  const unsubscribe = jest.fn();
  mockSubscribe.mockImplementation((_uid, onData) => {
    push = onData;
    return unsubscribe;
  });
  const { result, unmount } = renderHook(() => useBasket(), { wrapper: wrapper({ items: [], ...cartTotals([]) }) });
  expect(result.current.loading).toBe(true);
  expect(mockSubscribe).toHaveBeenCalledWith('customer-uid', expect.any(Function), expect.any(Function));
  act(() => push([LINE]));
  expect(result.current.loading).toBe(false);
  expect(result.current.subtotal).toBe(80);
  expect(result.current.total).toBe(120);
  await result.current.updateQuantity('poha', 3);
  expect(setCartQuantity).toHaveBeenCalledWith('customer-uid', 'poha', 3);
  await result.current.updateQuantity('poha', 0);
  expect(setCartQuantity).toHaveBeenCalledTimes(1);
  await result.current.removeItem('poha');
  expect(removeFromCart).toHaveBeenCalledWith('customer-uid', 'poha');
  await result.current.checkout();
  expect(checkoutCart).toHaveBeenCalledWith('customer-uid', [LINE]);
  unmount();
  expect(unsubscribe).toHaveBeenCalled();
});
