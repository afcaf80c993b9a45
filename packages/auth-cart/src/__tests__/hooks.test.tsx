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

test('cart totals count missing values as 0 and add the ₹40 delivery fee', () => {
  const totals = cartTotals([
    { id: 'a', price: 120, quantity: 2 },
    { id: 'b', price: 80.5, quantity: 1 },
    { id: 'c', price: Number.NaN, quantity: 3 },
  ]);
  expect(totals).toEqual({ subtotal: 320.5, totalItems: 6, deliveryFee: 40, total: 360.5 });
});

test('prices are rupees with two decimals', () => {
  expect(formatPrice(1250)).toBe('₹1,250.00');
  expect(formatPrice(40)).toBe('₹40.00');
});
