// The fake's Overview order figures (issue 41): worked out from the store's `orders` table (the real use case reads
// kept totals instead; the figures are the same), today and this month by Date.now() in Asia/Kolkata; the active
// tiffin subscriptions from `subscriptions`.
import { dayStart, monthLabel } from '@thali/domain';
import type { Order } from '../model';
import type { PeriodFigures } from '../staff/staff-types';
import type { FakeStore, FakeTable } from './fake-store';
import type { UseCases } from './fake-use-cases';

const periodOf = (orders: Order[]): PeriodFigures => ({
  placed: orders.length,
  cancelled: orders.filter((o) => o.status === 'cancelled').length,
  value: orders.filter((o) => o.status !== 'cancelled').reduce((s, o) => s + o.total, 0),
});

export function fakeOrderFigures(
  store: FakeStore,
  live: <T>(table: FakeTable, value: () => T, options: { onData: (v: T) => void; onError?: (e: Error) => void }) => () => void,
): Pick<UseCases, 'subscribeOrderFigures' | 'subscribeActiveSubscriptions'> {
  return {
    subscribeOrderFigures: (options) => live('orders', () => {
      const now = Date.now();
      const orders = store.get('orders') ?? [];
      return {
        today: periodOf(orders.filter((o) => dayStart(o.timestamp) === dayStart(now))),
        month: periodOf(orders.filter((o) => monthLabel(o.timestamp) === monthLabel(now))),
      };
    }, options),
    // what holds a seat: a subscription not cancelled
    subscribeActiveSubscriptions: (options) => live('subscriptions', () => (store.get('subscriptions') ?? []).filter((s) => s.status === 'active').length, options),
  };
}
