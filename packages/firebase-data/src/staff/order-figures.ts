import { onValue, ref } from 'firebase/database';
import { dayStart, DAY_MS, monthLabel, orderNumberOf } from '@thali/domain';
import { claimTotalsOf } from '@thali/domain/order-totals';
import { firebase } from '../app';
import { serverNow } from '../subscriptions/server-now';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import type { OrderFigures, PeriodFigures } from './staff-types';

const cancelledOf = (x: unknown): { orders: number; value: number } => {
  const t = (x && typeof x === 'object' ? x : {}) as Record<string, unknown>;
  return { orders: typeof t.cancelledOrders === 'number' ? t.cancelledOrders : 0, value: typeof t.cancelledValue === 'number' ? t.cancelledValue : 0 };
};

const period = (placed: number, placedValue: number, cancelled: { orders: number; value: number }): PeriodFigures =>
  ({ placed, cancelled: cancelled.orders, value: placedValue - cancelled.value });

/**
 * Today's and this month's orders and order value (Asia/Kolkata, the server's clock), live, for the operations
 * Overview (issue 41; staff only). Four constant-size reads, however many orders the marketplace holds: the month's
 * counter (its orders), the claim of its last number (the month's value and the figures of its day: today's when that
 * day is today, else today has none yet) and the cancelled totals of the month and of today. Value is net of the
 * cancelled orders; `placed` counts them, `cancelled` says how many. At midnight the figures start the new day.
 */
export function subscribeOrderFigures({ onData, onError, fb = firebase() }: SubscriptionOptions<OrderFigures>): Unsubscribe {
  let stopped = false;
  let stops: Unsubscribe[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopAll = () => { stops.forEach((s) => s()); stops = []; if (timer) clearTimeout(timer); };
  const fail = (e: Error) => { if (!stopped) onError?.(e); };
  const start = async () => {
    const now = await serverNow(fb);
    if (stopped) return;
    const month = monthLabel(now);
    const today = dayStart(now);
    const seen: { counter?: number; claim?: unknown; monthCancelled?: unknown; dayCancelled?: unknown } = {};
    let claimStop: Unsubscribe | undefined;
    const deliver = () => {
      if (stopped || !('counter' in seen && 'claim' in seen && 'monthCancelled' in seen && 'dayCancelled' in seen)) return;
      const last = claimTotalsOf(seen.claim);
      const counter = seen.counter ?? 0;
      const todayPlaced = last && last.day === today ? last : null;
      onData({
        today: period(todayPlaced?.dayOrders ?? 0, todayPlaced?.dayValue ?? 0, cancelledOf(seen.dayCancelled)),
        month: period(counter, last?.monthValue ?? 0, cancelledOf(seen.monthCancelled)),
      });
    };
    stops.push(onValue(ref(fb.db, `orderCounters/${month}`), (snap) => {
      const counter = typeof snap.val() === 'number' ? (snap.val() as number) : 0;
      if (counter === seen.counter) return;
      seen.counter = counter;
      claimStop?.();
      delete seen.claim;
      if (counter < 1) { seen.claim = null; deliver(); return; }
      claimStop = onValue(ref(fb.db, `orderNumbers/${orderNumberOf(month, counter)}/totals`), (s) => { seen.claim = s.val(); deliver(); }, fail);
    }, fail));
    stops.push(() => claimStop?.());
    stops.push(onValue(ref(fb.db, `orderTotals/months/${month}`), (s) => { seen.monthCancelled = s.val(); deliver(); }, fail));
    stops.push(onValue(ref(fb.db, `orderTotals/days/${today}`), (s) => { seen.dayCancelled = s.val(); deliver(); }, fail));
    // a new day (and, on the 1st, a new month) starts its own figures
    timer = setTimeout(() => { stopAll(); void start(); }, today + DAY_MS - now + 1000);
  };
  void start().catch(fail);
  return () => { stopped = true; stopAll(); };
}

/**
 * The marketplace's active tiffin subscriptions, live (issue 41; staff only): the kept count `subscriptionTotals/active`,
 * moved with every seat a subscription takes or releases (RULES.md, "Order figures"). One constant-size read.
 */
export function subscribeActiveSubscriptions({ onData, onError, fb = firebase() }: SubscriptionOptions<number>): Unsubscribe {
  return onValue(ref(fb.db, 'subscriptionTotals/active'), (snap) => onData(typeof snap.val() === 'number' ? (snap.val() as number) : 0), (e) => onError?.(e));
}
