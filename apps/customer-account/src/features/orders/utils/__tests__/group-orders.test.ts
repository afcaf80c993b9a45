import type { Order, OrderStatus } from '@thali/firebase-data';
import { formatOrderDate, groupOrders, sectionOf, statusLabel } from '../group-orders';

const order = (id: string, status: OrderStatus, timestamp: number): Order => ({
  id, userId: 'u', providerId: 'p', itemId: 'i', itemName: id, price: 10, quantity: 1, status, timestamp,
});

test('sections: completed orders are delivered, cancelled apart, everything else in shipping', () => {
  expect(sectionOf('pending')).toBe('shipping');
  expect(sectionOf('out-for-delivery')).toBe('shipping');
  expect(sectionOf('')).toBe('shipping');
  expect(sectionOf('completed')).toBe('delivered');
  expect(sectionOf('cancelled')).toBe('cancelled');
});

test('each section newest first', () => {
  const groups = groupOrders([order('a', 'pending', 1), order('b', 'completed', 5), order('c', 'pending', 9), order('d', 'cancelled', 3), order('e', 'completed', 7)]);
  expect(groups.shipping.map((o) => o.id)).toEqual(['c', 'a']);
  expect(groups.delivered.map((o) => o.id)).toEqual(['e', 'b']);
  expect(groups.cancelled.map((o) => o.id)).toEqual(['d']);
});

test('date-time in Indian format, India time', () => {
  // 2026-11-22T02:05:00Z is 07:35 in Kolkata.
  expect(formatOrderDate(Date.UTC(2026, 10, 22, 2, 5))).toMatch(/^22 Nov 2026, 7:35\s?(am|AM)$/);
  expect(formatOrderDate(0)).toBe('');
});

test('status labels are capitalised', () => {
  expect(statusLabel('pending')).toBe('Pending');
  expect(statusLabel('')).toBe('Unknown');
});
