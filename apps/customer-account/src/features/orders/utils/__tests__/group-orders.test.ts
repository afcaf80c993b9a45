import { makeOrder, MINUTE, PLACED_AT } from '../../../../testing/order-fixtures';
import { cancelledText, formatOrderDate, groupOrders, orderSteps, orderTitle, sectionOf, stageLabel } from '../group-orders';

test('sections: completed orders are delivered, cancelled apart, pending ones (at any step) in shipping', () => {
  expect(sectionOf('pending')).toBe('shipping');
  expect(sectionOf('')).toBe('shipping');
  expect(sectionOf('completed')).toBe('delivered');
  expect(sectionOf('cancelled')).toBe('cancelled');
});

test('each section newest first', () => {
  const at = (id: string, status: 'pending' | 'completed' | 'cancelled', timestamp: number) => makeOrder(id, { status, timestamp });
  const groups = groupOrders([at('a', 'pending', 1), at('b', 'completed', 5), at('c', 'pending', 9), at('d', 'cancelled', 3), at('e', 'completed', 7)]);
  expect(groups.shipping.map((o) => o.id)).toEqual(['c', 'a']);
  expect(groups.delivered.map((o) => o.id)).toEqual(['e', 'b']);
  expect(groups.cancelled.map((o) => o.id)).toEqual(['d']);
});

test('date-time in Indian format, India time', () => {
  // 2026-11-22T02:05:00Z is 07:35 in Kolkata.
  expect(formatOrderDate(Date.UTC(2026, 10, 22, 2, 5))).toMatch(/^22 Nov 2026, 7:35\s?(am|AM)$/);
  expect(formatOrderDate(0)).toBe('');
});

test('stage labels and order titles', () => {
  expect(['new', 'accepted', 'on_the_way', 'delivered', 'cancelled'].map((s) => stageLabel(s as never))).toEqual(['New', 'Accepted', 'On the way', 'Delivered', 'Cancelled']);
  expect(stageLabel(undefined)).toBe('New');
  expect(orderTitle(makeOrder('x'))).toBe('Order TH-2611-0042');
  expect(orderTitle(makeOrder('x', { orderNumber: undefined }))).toBe('Order of 22 Nov 2026, 12:31 pm');
});

test('steps: Placed, Accepted with its ready-by time, On the way, Delivered, each with its time once reached', () => {
  const summary = (o: Parameters<typeof orderSteps>[0]) => orderSteps(o).map((s) => [s.label, s.time, s.detail ?? '', s.reached]);
  expect(summary(makeOrder('a'))).toEqual([
    ['Placed', '12:31 pm', '', true], ['Accepted', '', '', false], ['On the way', '', '', false], ['Delivered', '', '', false],
  ]);
  const delivered = makeOrder('b', { status: 'completed', step: 'on_the_way', acceptedAt: PLACED_AT + 4 * MINUTE, readyBy: PLACED_AT + 44 * MINUTE,
    onTheWayAt: PLACED_AT + 39 * MINUTE, updatedAt: PLACED_AT + 61 * MINUTE });
  expect(summary(delivered)).toEqual([
    ['Placed', '12:31 pm', '', true], ['Accepted', '12:35 pm', 'ready by 1:15 pm', true], ['On the way', '1:10 pm', '', true], ['Delivered', '1:32 pm', '', true],
  ]);
  // a migrated order delivered without steps: Delivered is reached, and what it passed through too (times unknown)
  expect(summary(makeOrder('c', { status: 'completed', legacy: true, updatedAt: PLACED_AT + 24 * 60 * MINUTE }))).toEqual([
    ['Placed', '12:31 pm', '', true], ['Accepted', '', '', true], ['On the way', '', '', true], ['Delivered', '23 Nov 2026, 12:31 pm', '', true],
  ]);
});

test('a cancelled order ends at its cancel, after the steps it reached, saying who and why', () => {
  const byKitchen = makeOrder('a', { status: 'cancelled', step: 'accepted', acceptedAt: PLACED_AT + MINUTE, readyBy: PLACED_AT + 30 * MINUTE,
    cancelledBy: 'provider', cancelReason: 'Closing early', updatedAt: PLACED_AT + 5 * MINUTE });
  expect(orderSteps(byKitchen).map((s) => `${s.label} ${s.time}`)).toEqual(['Placed 12:31 pm', 'Accepted 12:32 pm', 'Cancelled by the kitchen: Closing early 12:36 pm']);
  expect(cancelledText({ cancelledBy: 'customer' })).toBe('You cancelled this order');
  expect(cancelledText({})).toBe('Cancelled');
  expect(cancelledText({ cancelledBy: 'provider' })).toBe('Cancelled by the kitchen');
  // issue 41: staff cancelled it on the customer's behalf
  expect(cancelledText({ cancelledBy: 'thali', cancelReason: 'The kitchen cannot reach you.' })).toBe('Cancelled by Thali: The kitchen cannot reach you.');
});
