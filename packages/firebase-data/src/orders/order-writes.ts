import { increment, push, ref, serverTimestamp, update } from 'firebase/database';
import type { FirebaseServices } from '../app';
import { monthKey } from '../stats/month-key';

/**
 * The stats protocol of database.rules.json (packages/local-firebase/rules/build-rules.js): each write that
 * creates or settles an order names it in stats/{p}/lastOrder, says what happened in lastEvent, flips the
 * marker applied/{orderId}, and moves the counters by exactly that order's effect with server increments
 * (never read-then-write), in the same multi-path update as the order itself. Rules allow one such event
 * per provider per write.
 */

export interface NewOrderLine {
  itemId: string;
  providerId: string;
  itemName: string;
  price: number;
  quantity: number;
}

/** 'same': the stored month is the current one (increment); 'new': a new month starts (monthly figures restart). */
export type MonthMode = 'same' | 'new';

export function newOrderId(fb: FirebaseServices): string {
  return push(ref(fb.db, 'orders')).key as string;
}

/** Writes that create one pending order and apply its 'created' event to the provider's stats. */
export function orderCreationWrites(uid: string, orderId: string, line: NewOrderLine, mode: MonthMode, now = Date.now()): Record<string, unknown> {
  const amount = line.price * line.quantity;
  const s = `stats/${line.providerId}`;
  return {
    [`orders/${orderId}`]: {
      userId: uid, providerId: line.providerId, itemId: line.itemId, itemName: line.itemName,
      price: line.price, quantity: line.quantity, status: 'pending', timestamp: serverTimestamp(),
    },
    [`${s}/totalOrders`]: increment(1),
    [`${s}/totalRevenue`]: increment(amount),
    [`${s}/pendingOrders`]: increment(1),
    [`${s}/monthlyOrders`]: mode === 'same' ? increment(1) : 1,
    [`${s}/monthlyRevenue`]: mode === 'same' ? increment(amount) : amount,
    [`${s}/monthKey`]: monthKey(now),
    [`${s}/lastOrder`]: orderId,
    [`${s}/lastEvent`]: 'created',
    [`${s}/applied/${orderId}`]: 'created',
  };
}

export const isPermissionDenied = (error: unknown): boolean => {
  const e = error as { code?: unknown; message?: unknown } | null;
  return e?.code === 'PERMISSION_DENIED' || (typeof e?.message === 'string' && /permission[_ ]denied/i.test(e.message));
};

/**
 * A customer cannot read stats, so it cannot know whether a provider's stored month is the current one.
 * Try the common case first (same month: increments), then a new month (monthly figures restart); rules
 * accept exactly one of them. With several providers in one write, the combinations are tried (≤ 4 providers),
 * twice over for the race where another customer starts the month in between.
 */
export async function writeWithMonthFallback(
  fb: FirebaseServices, providers: string[], build: (modeOf: (providerId: string) => MonthMode) => Record<string, unknown>,
): Promise<void> {
  const k = providers.length;
  const all = (1 << k) - 1;
  const masks = k <= 4 ? [0, all, ...Array.from({ length: all + 1 }, (_, m) => m).filter((m) => m !== 0 && m !== all)] : [0, all];
  let last: unknown;
  for (let round = 0; round < 2; round++) {
    for (const mask of masks) {
      try {
        await update(ref(fb.db), build((p) => (mask & (1 << providers.indexOf(p)) ? 'new' : 'same')));
        return;
      } catch (error) {
        if (!isPermissionDenied(error)) throw error;
        last = error;
      }
    }
    if (k === 0) break;
  }
  throw last;
}
