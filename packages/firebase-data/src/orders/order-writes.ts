import { get, increment, push, ref, serverTimestamp, update } from 'firebase/database';
import { monthLabel, orderNumberOf } from '@thali/domain';
import type { DataServices } from '../app';
import type { Diet } from '../model';
import { monthStart } from '../stats/month-key';
import { serverNow } from '../subscriptions/server-now';
import { MAX_LINES_PER_PROVIDER, MAX_QUANTITY, TooManyLinesError } from './order-limits';

export { MAX_LINES_PER_PROVIDER, MAX_QUANTITY, TooManyLinesError };

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
  /** What the order copies of its item at order time (issue 16): its diet, and the day whose plates it takes. */
  extras?: { diet?: Diet; plateDay?: number };
}

/**
 * The month stored in stats/{p} (readable by any signed-in user): its numeric start, which the rules check against
 * the server's clock; null when absent. A stored `monthKey` label (older data) is ignored: a label is whatever a
 * client wrote, and one customer writing '9999-12' froze a provider's monthly figures for good.
 */
export interface StoredMonth {
  monthStart: number | null;
}

/**
 * A checkout's number (issue 36): the `seq`-th of the month `month` (YYMM, Asia/Kolkata, the server's), written out as
 * `number` (TH-YYMM-NNNN, @thali/domain's orderNumberOf); one per checkout, on every line of it.
 */
export interface OrderNumber { month: string; seq: number; number: string }

/**
 * How many numbers a checkout tries when other checkouts keep taking the one it read (each try reads the counter
 * again): the counter is one for the whole marketplace, so a busy moment means several checkouts read the same value;
 * each try waits a little longer at random (up to 25 ms × the try, at most 400 ms), so they spread out.
 */
export const ORDER_NUMBER_ATTEMPTS = 30;

async function readOrderCounter(fb: DataServices, month: string): Promise<number> {
  const last: unknown = (await get(ref(fb.db, `orderCounters/${month}`))).val();
  return typeof last === 'number' ? last : 0;
}

/**
 * What takes a checkout's number, for the same multi-path update as its orders: the claim orderNumbers/{number} (by
 * this customer, naming the checkout's first order) and the month's counter moved to it. The rules accept the number
 * only so: the next of the month, claimed once, in the write that creates the orders carrying it.
 */
export function orderNumberWrites(uid: string, firstOrderId: string, n: OrderNumber): Record<string, unknown> {
  return {
    [`orderNumbers/${n.number}`]: { by: uid, order: firstOrderId, month: n.month, seq: n.seq },
    [`orderCounters/${n.month}`]: n.seq,
  };
}

/**
 * How a checkout sends its write (writeWithStoredMonths' `send`): numbered with the month's next number just before
 * it goes (writeWithOrderNumber), every new order of the write (`orders/{id}` written whole) carrying it, with the claim
 * naming `firstOrderId` and the counter's move in the same update.
 */
export function numberedSend(fb: DataServices, uid: string, firstOrderId: string): (writes: Record<string, unknown>) => Promise<void> {
  return (writes) => writeWithOrderNumber(fb, (n) => {
    const numbered: Record<string, unknown> = { ...writes, ...orderNumberWrites(uid, firstOrderId, n) };
    for (const [path, value] of Object.entries(writes)) {
      if (/^orders\/[^/]+$/.test(path) && value && typeof value === 'object') numbered[path] = { ...value, orderNumber: n.number };
    }
    return update(ref(fb.db), numbered);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a checkout's `write` with the month's next number (the month by the server's clock, the counter read first; any
 * signed-in user may read it). When the write is refused and the counter (or the month) has moved meanwhile, another
 * checkout took that number first: the counter is read again and the write rebuilt with the next number, after a short
 * random pause so that racing checkouts spread out, up to ORDER_NUMBER_ATTEMPTS times. Any other refusal is thrown.
 * The read and the write are as close together as can be (numberedSend): between them another checkout can take the
 * number, and the shorter that gap, the fewer retries under load.
 */
export function writeWithOrderNumber(fb: DataServices, write: (n: OrderNumber) => Promise<void>): Promise<void> {
  // One at a time per connection: the SDK answers a read with the server's value overlaid by this connection's own
  // pending writes, so a sibling checkout's unconfirmed counter would be read as the counter (older or newer than the
  // server's) and its retry misjudged. A person places one checkout at a time; a test's burst queues here.
  const previous = numbering.get(fb) ?? Promise.resolve();
  const mine = previous.then(() => numberAndWrite(fb, write));
  numbering.set(fb, mine.catch(() => undefined));
  return mine;
}

const numbering = new WeakMap<DataServices, Promise<unknown>>();

async function numberAndWrite(fb: DataServices, write: (n: OrderNumber) => Promise<void>): Promise<void> {
  let month = monthLabel(await serverNow(fb));
  let last = await readOrderCounter(fb, month);
  for (let attempt = 1; ; attempt++) {
    const seq = last + 1;
    try {
      await write({ month, seq, number: orderNumberOf(month, seq) });
      return;
    } catch (error) {
      if (!isPermissionDenied(error) || attempt >= ORDER_NUMBER_ATTEMPTS) throw error;
      const nowMonth = monthLabel(await serverNow(fb));
      const again = await readOrderCounter(fb, nowMonth);
      if (nowMonth === month && again === last) throw error;
      month = nowMonth;
      last = again;
      await pause(Math.random() * Math.min(25 * attempt, 400));
    }
  }
}

export function newOrderId(fb: DataServices): string {
  return push(ref(fb.db, 'orders')).key as string;
}

export async function readStoredMonth(fb: DataServices, providerId: string): Promise<StoredMonth> {
  const start: unknown = (await get(ref(fb.db, `stats/${providerId}/monthStart`))).val();
  return { monthStart: typeof start === 'number' ? start : null };
}

async function readStoredMonths(fb: DataServices, providers: string[]): Promise<Map<string, StoredMonth>> {
  const unique = [...new Set(providers)];
  const months = await Promise.all(unique.map((p) => readStoredMonth(fb, p)));
  return new Map(unique.map((p, i) => [p, months[i]!]));
}

const sameMonths = (a: Map<string, StoredMonth>, b: Map<string, StoredMonth>) =>
  [...a].every(([p, m]) => b.get(p)?.monthStart === m.monthStart);

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
 * monthStart is exactly the current month's (Asia/Kolkata) the monthly figures are incremented; otherwise they
 * restart at k / Σ and monthStart becomes the current month's, the only value the rules accept. Every order carries
 * the delivery address (and the note, when there is one): the kitchen delivers every line of a checkout there; the
 * checkout's `orderNumber`, the same on every line; and its `extras` (the item's diet, the plate day).
 */
export function orderCreationWrites(
  uid: string, orders: NewOrder[], months: Map<string, StoredMonth>, delivery: { address: string; note?: string; orderNumber?: string },
  now = Date.now(),
): Record<string, unknown> {
  const writes: Record<string, unknown> = {};
  const currentStart = monthStart(now);
  for (const [providerId, group] of groupByProvider(orders)) {
    if (group.length > MAX_LINES_PER_PROVIDER) throw new TooManyLinesError(providerId, group.length);
    const s = `stats/${providerId}`;
    const k = group.length;
    const amount = group.reduce((sum, o) => sum + o.line.price * o.line.quantity, 0);
    const stored = months.get(providerId) ?? { monthStart: null };
    // Exactly equal: a stored month in the future is as wrong as one in the past, and restarts too.
    const sameMonth = stored.monthStart === currentStart;
    Object.assign(writes, {
      [`${s}/totalOrders`]: increment(k),
      [`${s}/totalRevenue`]: increment(amount),
      [`${s}/pendingOrders`]: increment(k),
      [`${s}/monthlyOrders`]: sameMonth ? increment(k) : k,
      [`${s}/monthlyRevenue`]: sameMonth ? increment(amount) : amount,
      [`${s}/event`]: 'created',
      [`${s}/batch`]: Object.fromEntries(group.map((o, i) => [String(i), o.orderId])),
    });
    if (!sameMonth) writes[`${s}/monthStart`] = currentStart;
    for (const { orderId, line, extras } of group) {
      writes[`orders/${orderId}`] = {
        userId: uid, providerId: line.providerId, itemId: line.itemId, itemName: line.itemName,
        price: line.price, quantity: line.quantity, status: 'pending', timestamp: serverTimestamp(), ...delivery, ...extras,
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
 * Whether every order is stored as this customer wrote it (same customer, provider, item, price and quantity;
 * the status may have moved on since). A read that fails (a customer may not read an order that is not theirs,
 * nor one that does not exist) counts as no.
 */
export async function ordersStored(fb: DataServices, uid: string, orders: NewOrder[]): Promise<boolean> {
  try {
    const stored = await Promise.all(orders.map((o) => get(ref(fb.db, `orders/${o.orderId}`))));
    return stored.every((snap, i) => {
      const o = snap.val() as Record<string, unknown> | null;
      const line = orders[i]!.line;
      return o !== null && o.userId === uid && o.providerId === line.providerId && o.itemId === line.itemId
        && o.price === line.price && o.quantity === line.quantity;
    });
  } catch {
    return false;
  }
}

/**
 * One atomic multi-path update built from the providers' stored months (read first: signed-in users may read
 * stats/{p}/monthStart). When it is denied:
 * - `confirm` is asked first: after a lost acknowledgement the SDK reconnects and sends the write again, the rules
 *   rightly deny the replay (the orders exist), and the promise rejects although the first attempt was applied.
 *   If `confirm` finds everything written, that is a success.
 * - otherwise, if a stored month has changed meanwhile (another writer started the new month), the write is
 *   rebuilt and retried (at most twice); any other denial is thrown as is.
 */
export async function writeWithStoredMonths(
  fb: DataServices, providers: string[], build: (months: Map<string, StoredMonth>) => Record<string, unknown>,
  confirm: () => Promise<boolean> = async () => false,
  send: (writes: Record<string, unknown>) => Promise<void> = (writes) => update(ref(fb.db), writes),
): Promise<void> {
  let months = await readStoredMonths(fb, providers);
  for (let attempt = 0; ; attempt++) {
    try {
      await send(build(months));
      return;
    } catch (error) {
      if (!isPermissionDenied(error)) throw error;
      if (await confirm()) return;
      if (attempt >= 2) throw error;
      const again = await readStoredMonths(fb, providers);
      if (sameMonths(months, again)) throw error;
      months = again;
    }
  }
}
