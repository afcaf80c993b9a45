import { orderLabel } from '../order-label';

test('the order number, or for an older order the end of its id (ids of one checkout share their start)', () => {
  expect(orderLabel({ id: '-OaBcDeFgHiJk1', orderNumber: 'TH-2611-4821' })).toBe('TH-2611-4821');
  expect(orderLabel({ id: '-OaBcDeFgHiJk1' })).toBe('#gHiJk1');
  expect(orderLabel({ id: '-OaBcDeFgHiJk2' })).not.toBe(orderLabel({ id: '-OaBcDeFgHiJk1' }));
});
