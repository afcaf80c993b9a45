import { get, increment, push, ref, serverTimestamp, update } from 'firebase/database';
import type { FirebaseServices } from '../app';
import { monthKey, monthStart } from '../stats/month-key';
import { MAX_LINES_PER_PROVIDER, TooManyLinesError } from './order-limits';

export { MAX_LINES_PER_PROVIDER, TooManyLinesError };

/**
 * The stats protocol of database.rules.json (packages/local-firebase/RULES.md): a write that creates or settles
 * orders of a provider lists them in stats/{p}/batch/{0..k-1} (k ≤ MAX_LINES_PER_PROVIDER), says what happened
 * to them in `event`, flips each marker applied/{orderId}, and moves the counters by exactly their effect with
 * server increments (never read-then-write), in the same multi-path update as the orders themselves.
 */

export interface NewOrderLine {
  itemId: string;
  providerId: string;
  itemName: string;
  price: number;
  quantity: number;
}

export interface NewOrder {
  orderId: string;
  line: NewOrderLine;
}

/** The month stored in stats/{p} (readable by any signed-in user); null fields when absent. */
export interface StoredMonth {
  monthKey: string | null;
  monthStart: number | null;
}

export function newOrderId(fb: FirebaseServices): string {
  return push(ref(fb.db, 'orders')).key as string;
}

export async function readStoredMonth(fb: FirebaseServices, providerId: string): Promise<StoredMonth> {
  const [key, start] = await Promise.all([
    get(ref(fb.db, `stats/${providerId}/monthKey`)), get(ref(fb.db, `stats/${providerId}/monthStart`)),
  ]);
  const k: unknown = key.val();
  const s: unknown = start.val();
  return { monthKey: typeof k === 'string' ? k : null, monthStart: typeof s === 'number' ? s : null };
}

async function readStoredMonths(fb: FirebaseServices, providers: string[]): Promise<Map<string, StoredMonth>> {
  const unique = [...new Set(providers)];
  const months = await Promise.all(unique.map((p) => readStoredMonth(fb, p)));
  return new Map(unique.map((p, i) => [p, months[i]!]));
}

const sameMonths = (a: Map<string, StoredMonth>, b: Map<string, StoredMonth>) =>
  [...a].every(([p, m]) => b.get(p)?.monthKey === m.monthKey && b.get(p)?.monthStart === m.monthStart);

/** Orders grouped by provider, in line order. */
export function groupByProvider<T extends { line: { providerId: string } }>(orders: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const o of orders) {
    const g = groups.get(o.line.providerId);
    if (g) g.push(o);
    else groups.set(o.line.providerId, [o]);
  }
  return groups;
}

/**
 * Writes that create pending orders (any providers, ≤ MAX_LINES_PER_PROVIDER each) and apply their 'created' event
 * to each provider's stats: +k orders, +Σ price × quantity (summed in slot order, as the rules do). When the stored
 * month is the current one (Asia/Kolkata) the monthly figures are incremented, otherwise they restart at k / Σ.
 */
export function orderCreationWrites(uid: string, orders: NewOrder[], months: Map<string, StoredMonth>, now = Date.now()): Record<string, unknown> {
  const writes: Record<string, unknown> = {};
  const currentKey = monthKey(now);
  for (const [providerId, group] of groupByProvider(orders)) {
    if (group.length > MAX_LINES_PER_PROVIDER) throw new TooManyLinesError(providerId, group.length);
    const s = `stats/${providerId}`;
    const k = group.length;
    const amount = group.reduce((sum, o) => sum + o.line.price * o.line.quantity, 0);
    const stored = months.get(providerId) ?? { monthKey: null, monthStart: null };
    const sameMonth = stored.monthKey !== null && stored.monthKey >= currentKey;
    Object.assign(writes, {
      [`${s}/totalOrders`]: increment(k),
      [`${s}/totalRevenue`]: increment(amount),
      [`${s}/pendingOrders`]: increment(k),
      [`${s}/monthlyOrders`]: sameMonth ? increment(k) : k,
      [`${s}/monthlyRevenue`]: sameMonth ? increment(amount) : amount,
      [`${s}/event`]: 'created',
      [`${s}/batch`]: Object.fromEntries(group.map((o, i) => [String(i), o.orderId])),
    });
    if (!sameMonth) {
      writes[`${s}/monthKey`] = currentKey;
      writes[`${s}/monthStart`] = monthStart(now);
    } else if (stored.monthStart === null && stored.monthKey === currentKey) {
      writes[`${s}/monthStart`] = monthStart(now); // older stats without monthStart
    }
    for (const { orderId, line } of group) {
      writes[`orders/${orderId}`] = {
        userId: uid, providerId: line.providerId, itemId: line.itemId, itemName: line.itemName,
        price: line.price, quantity: line.quantity, status: 'pending', timestamp: serverTimestamp(),
      };
      writes[`${s}/applied/${orderId}`] = 'created';
    }
  }
  return writes;
}

export const isPermissionDenied = (error: unknown): boolean => {
  const e = error as { code?: unknown; message?: unknown } | null;
  return e?.code === 'PERMISSION_DENIED' || (typeof e?.message === 'string' && /permission[_ ]denied/i.test(e.message));
};

/**
 * One atomic multi-path update built from the providers' stored months (read first: signed-in users may read
 * stats/{p}/monthKey and monthStart). If it is denied and a stored month has changed meanwhile (another writer
 * started the new month), it is rebuilt and retried (at most twice); any other denial is thrown as is.
 */
export async function writeWithStoredMonths(
  fb: FirebaseServices, providers: string[], build: (months: Map<string, StoredMonth>) => Record<string, unknown>,
): Promise<void> {
  let months = await readStoredMonths(fb, providers);
  for (let attempt = 0; ; attempt++) {
    try {
      await update(ref(fb.db), build(months));
      return;
    } catch (error) {
      if (!isPermissionDenied(error) || attempt >= 2) throw error;
      const again = await readStoredMonths(fb, providers);
      if (sameMonths(months, again)) throw error;
      months = again;
    }
  }
}
