import type { Order, OrderStatus } from '@thali/firebase-data';
import { formatOrderDate, groupByCheckout, groupOrders, sectionOf, statusLabel } from '../group-orders';

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

test('lines of one checkout are grouped under its number with their total; older lines stay alone', () => {
  const numbered = (id: string, orderNumber: string, timestamp: number, price: number, quantity: number): Order =>
    ({ ...order(id, 'pending', timestamp), orderNumber, price, quantity });
  const groups = groupByCheckout([
    numbered('a', 'TH-2611-4821', 9, 140, 2), numbered('b', 'TH-2611-4821', 9, 20, 1),
    order('old1', 'pending', 8), order('old2', 'pending', 7),
    numbered('c', 'TH-2611-0007', 5, 40, 3),
    // the same number drawn by a checkout of another moment: a group of its own
    numbered('d', 'TH-2611-4821', 2, 10, 1),
  ]);
  expect(groups.map((g) => [g.orderNumber ?? null, g.lines.map((l) => l.id), g.total])).toEqual([
    ['TH-2611-4821', ['a', 'b'], 300], [null, ['old1'], 10], [null, ['old2'], 10], ['TH-2611-0007', ['c'], 120], ['TH-2611-4821', ['d'], 10],
  ]);
});
