import { render } from '@testing-library/react';
import { useAuth, useCart, cartTotals, formatPrice } from '..';

function UsesAuth() {
  useAuth();
  return null;
}
function UsesCart() {
  useCart();
  return null;
}

test('hooks outside their providers throw the spec texts', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<UsesAuth />)).toThrow('useAuth must be used within an AuthProvider');
  expect(() => render(<UsesCart />)).toThrow('useCart must be used within a CartProvider');
  spy.mockRestore();
});

test('cart totals count missing values as 0 and add one ₹40 delivery fee per kitchen (an empty basket costs nothing)', () => {
  const totals = cartTotals([
    { id: 'a', providerId: 'p1', price: 120, quantity: 2 },
    { id: 'b', providerId: 'p2', price: 80.5, quantity: 1 },
    { id: 'c', providerId: 'p1', price: Number.NaN, quantity: 3 },
  ]);
  expect(totals).toMatchObject({ subtotal: 320.5, totalItems: 6, deliveryFee: 80, total: 400.5 });
  expect(totals.kitchens.map((k) => [k.providerId, k.lines.map((l) => l.id), k.itemsTotal, k.fee, k.total])).toEqual([
    ['p1', ['a', 'c'], 240, 40, 280], ['p2', ['b'], 80.5, 40, 120.5],
  ]);
  expect(cartTotals([])).toMatchObject({ subtotal: 0, deliveryFee: 0, total: 0, kitchens: [] });
});

test('prices are rupees with two decimals', () => {
  expect(formatPrice(1250)).toBe('₹1,250.00');
  expect(formatPrice(40)).toBe('₹40.00');
});
