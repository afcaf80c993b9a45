import { get, increment, push, ref, update } from 'firebase/database';
import { boardKeyOf, DELIVERY_FEE, monthLabel, orderNumberOf } from '@thali/domain';
import { claimTotalsOf, nextClaimTotals, type ClaimTotals } from '@thali/domain/order-totals';
import type { DataServices } from '../app';
import type { Diet } from '../model';
import type { DeliveryRecord } from './delivery';
import type { OrderSlot } from '../kitchens/slots';
import { linesTotal } from './order-logic';
import { monthStart } from '../stats/month-key';
import { serverNow } from '../subscriptions/server-now';
import { MAX_LINES_PER_PROVIDER, MAX_QUANTITY, TooManyLinesError } from './order-limits';

export { MAX_LINES_PER_PROVIDER, MAX_QUANTITY, TooManyLinesError };

/**
 * The stats protocol of database.rules.json (packages/local-firebase/RULES.md): a write that creates or settles an
 * order of a kitchen names it in stats/{p}/batch/0 (one order per kitchen per write since issue 37), says what happened
 * to it in `event`, flips its marker applied/{orderId}, and moves the counters by exactly its effect with server
 * increments (never read-then-write), in the same multi-path update as the order itself. Counters count ORDERS; the
 * revenue counts an order's `total` (dishes and the delivery fee).
 */

/** One dish of a new order, as the menu has it now (and what it copies of its item: diet, plate day). */
export interface NewOrderLine {
  itemId: string;
  itemName: string;
  price: number;
  quantity: number;
  diet?: Diet;
  plateDay?: number;
}

/**
 * A new order of one kitchen: its id (a push id), its lines in basket order and (issue 40) its delivery slot: a later
 * slot's start, or "as soon as possible" (`asap`: the order's slotStart is then the time it is placed).
 */
export interface NewOrder {
  orderId: string;
  providerId: string;
  lines: NewOrderLine[];
  slot: OrderSlot;
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
 * An order's number (issue 36): the `seq`-th of the month `month` (YYMM, Asia/Kolkata, the server's), written out as
 * `number` (TH-YYMM-NNNN, @thali/domain's orderNumberOf). Issue 37: one per order; a checkout of k kitchens takes
 * `seq` … `seq + k − 1`, in the same write.
 */
export interface OrderNumber {
  month: string; seq: number; number: string;
  /** The running totals of the claim before `seq` (issue 41; null: none, or one from before the totals). */
  prev?: ClaimTotals | null;
}

/**
 * How many numbers a checkout tries when other checkouts keep taking the one it read (each try reads the counter
 * again): the counter is one for the whole marketplace, so a busy moment means several checkouts read the same value;
 * each try waits a little longer at random (up to 25 ms × the try, at most 400 ms), so they spread out.
 */
export const ORDER_NUMBER_ATTEMPTS = 30;

/** The running totals of the month's claim `seq` (issue 41; any signed-in user reads them): null for none. */
async function readClaimTotals(fb: DataServices, month: string, seq: number): Promise<ClaimTotals | null> {
  return seq < 1 ? null : claimTotalsOf((await get(ref(fb.db, `orderNumbers/${orderNumberOf(month, seq)}/totals`))).val());
}

/**
 * What takes the numbers of a write's orders, for the same multi-path update: the claims orderNumbers/{number} (by this
 * customer, each naming its order) and the month's counter moved past the last of them. The rules accept the numbers
 * only so: the next ones of the month, each claimed once, in the write that creates the order carrying it.
 */
export function orderNumberWrites(
  uid: string, orderIds: string[], n: OrderNumber, orders: Record<string, { total: number; timestamp: number }> = {},
): Record<string, unknown> {
  const writes: Record<string, unknown> = {};
  // issue 41: each claim carries the month's and day's running totals, after the one before it
  let prev = n.prev ?? null;
  orderIds.forEach((order, i) => {
    const seq = n.seq + i;
    const placed = orders[order];
    const totals = placed ? nextClaimTotals(prev, placed) : undefined;
    prev = totals ?? prev;
    writes[`orderNumbers/${orderNumberOf(n.month, seq)}`] = { by: uid, order, month: n.month, seq, ...(totals ? { totals } : {}) };
  });
  writes[`orderCounters/${n.month}`] = n.seq + orderIds.length - 1;
  return writes;
}

/**
 * How a checkout sends its write (writeWithStoredMonths' `send`): numbered with the month's next numbers just before
 * it goes (writeWithOrderNumber), each new order (`orders/{id}` written whole, in `orderIds` order) carrying its own,
 * with the claims and the counter's move in the same update.
 */
export function numberedSend(
  fb: DataServices, uid: string, orderIds: string[], numbered: (numbers: string[]) => void = () => undefined,
): (writes: Record<string, unknown>) => Promise<void> {
  return (writes) => writeWithOrderNumber(fb, async (n) => {
    const placed = Object.fromEntries(orderIds.map((id) => [id, writes[`orders/${id}`] as { total: number; timestamp: number }]));
    const all: Record<string, unknown> = { ...writes, ...orderNumberWrites(uid, orderIds, n, placed) };
    const numbers = orderIds.map((_, i) => orderNumberOf(n.month, n.seq + i));
    orderIds.forEach((id, i) => {
      const order = writes[`orders/${id}`];
      if (order && typeof order === 'object') all[`orders/${id}`] = { ...order, orderNumber: numbers[i] };
    });
    await update(ref(fb.db), all);
    numbered(numbers);
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
  return writeWithNumber(fb, 'orderCounters', async (month, seq, last) =>
    ({ month, seq, number: orderNumberOf(month, seq), prev: await readClaimTotals(fb, month, last) }), write);
}

/** A number of a monthly series (TH-YYMM-NNNN order numbers, TH-R-YYMM-NNNN receipt numbers): `seq` of `month` written out. */
export interface SeriesNumber { month: string; seq: number; number: string }

/**
 * Runs `write` with the next number of the monthly series counted at `{counters}/{YYMM}` (the month by the server's
 * clock, the counter read first), numbered by `numberOf` (which may read what else the write needs with it, e.g. the
 * claim totals before it). When the write is refused and the counter (or the month) has moved meanwhile, another
 * writer took that number first: the counter is read again and the write rebuilt with the next number, after a short
 * random pause so racing writers spread out, up to ORDER_NUMBER_ATTEMPTS times. Any other refusal is thrown. Order
 * numbers (writeWithOrderNumber) and issue 42's receipt numbers (writeWithReceiptNumber) both go through here.
 */
export function writeWithNumber<N extends SeriesNumber>(
  fb: DataServices, counters: string, numberOf: (month: string, seq: number, last: number) => Promise<N>, write: (n: N) => Promise<void>,
): Promise<void> {
  // One at a time per connection: the SDK answers a read with the server's value overlaid by this connection's own
  // pending writes, so a sibling write's unconfirmed counter would be read as the counter (older or newer than the
  // server's) and its retry misjudged. A person places one checkout at a time; a test's burst queues here.
  const previous = numbering.get(fb) ?? Promise.resolve();
  const mine = previous.then(() => numberAndWrite(fb, counters, numberOf, write));
  numbering.set(fb, mine.catch(() => undefined));
  return mine;
}

const numbering = new WeakMap<DataServices, Promise<unknown>>();

async function readCounter(fb: DataServices, counters: string, month: string): Promise<number> {
  const last: unknown = (await get(ref(fb.db, `${counters}/${month}`))).val();
  return typeof last === 'number' ? last : 0;
}

async function numberAndWrite<N extends SeriesNumber>(
  fb: DataServices, counters: string, numberOf: (month: string, seq: number, last: number) => Promise<N>, write: (n: N) => Promise<void>,
): Promise<void> {
  let month = monthLabel(await serverNow(fb));
  let last = await readCounter(fb, counters, month);
  for (let attempt = 1; ; attempt++) {
    try {
      await write(await numberOf(month, last + 1, last));
      return;
    } catch (error) {
      if (!isPermissionDenied(error) || attempt >= ORDER_NUMBER_ATTEMPTS) throw error;
      const nowMonth = monthLabel(await serverNow(fb));
      const again = await readCounter(fb, counters, nowMonth);
      if (nowMonth === month && again === last) throw error;
      month = nowMonth;
      last = again;
      await pause(Math.random() * Math.min(25 * attempt, 400));
    }
  }
}

/** The slot as an order stores it: a later slot's start, else (none given, or `asap`) as soon as possible. */
export function slotOf(slot: OrderSlot | undefined): OrderSlot {
  return slot && !slot.asap && Number.isFinite(slot.start) ? { start: slot.start } : { start: 0, asap: true };
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

/**
 * Writes that create pending orders (one per kitchen) and apply each one's 'created' event to its kitchen's stats:
 * +1 order, +its total (Σ price × quantity over its lines, in line order, as the rules sum them, plus DELIVERY_FEE).
 * When the stored monthStart is exactly the current month's (Asia/Kolkata) the monthly figures are incremented;
 * otherwise they restart at 1 / the total and monthStart becomes the current month's, the only value the rules accept.
 * Every order carries the delivery (address, note, the customer's name and mobile), its lines under '0', '1', …, its
 * money (itemsTotal, fee, total), step 'new', the time it is placed at (`placedAt`, the server's clock as this machine
 * knows it) and its board key. The numbers are added as the write goes (numberedSend).
 */
export function orderCreationWrites(
  uid: string, orders: NewOrder[], months: Map<string, StoredMonth>, delivery: DeliveryRecord, placedAt: number,
): Record<string, unknown> {
  const writes: Record<string, unknown> = {};
  const currentStart = monthStart(placedAt);
  for (const { orderId, providerId, lines, slot } of orders) {
    if (lines.length > MAX_LINES_PER_PROVIDER) throw new TooManyLinesError(providerId, lines.length);
    if (writes[`stats/${providerId}/batch`]) throw new Error('One order per kitchen per write');
    const s = `stats/${providerId}`;
    const itemsTotal = linesTotal(lines);
    const total = itemsTotal + DELIVERY_FEE;
    const stored = months.get(providerId) ?? { monthStart: null };
    // Exactly equal: a stored month in the future is as wrong as one in the past, and restarts too.
    const sameMonth = stored.monthStart === currentStart;
    Object.assign(writes, {
      [`${s}/totalOrders`]: increment(1),
      [`${s}/totalRevenue`]: increment(total),
      [`${s}/pendingOrders`]: increment(1),
      [`${s}/monthlyOrders`]: sameMonth ? increment(1) : 1,
      [`${s}/monthlyRevenue`]: sameMonth ? increment(total) : total,
      [`${s}/event`]: 'created',
      [`${s}/batch`]: { 0: orderId },
      [`${s}/applied/${orderId}`]: 'created',
    });
    if (!sameMonth) writes[`${s}/monthStart`] = currentStart;
    writes[`orders/${orderId}`] = {
      userId: uid, providerId,
      lines: Object.fromEntries(lines.map((line, i) => [String(i), line])),
      lineCount: lines.length, itemsTotal, fee: DELIVERY_FEE, total,
      status: 'pending', step: 'new', timestamp: placedAt,
      // issue 40: the slot it is for (as soon as possible: now), which the board sorts and files it by
      slotStart: slot.asap ? placedAt : slot.start, ...(slot.asap ? { asap: true } : {}),
      boardKey: boardKeyOf(providerId, 'pending', slot.asap ? placedAt : slot.start),
      ...delivery,
    };
  }
  // the customer's mobile as the order stores it: the rules compare the two
  writes[`users/${uid}/phone`] = delivery.customerPhone;
  return writes;
}

export const isPermissionDenied = (error: unknown): boolean => {
  const e = error as { code?: unknown; message?: unknown } | null;
  return e?.code === 'PERMISSION_DENIED' || (typeof e?.message === 'string' && /permission[_ ]denied/i.test(e.message));
};

/**
 * Whether every order is stored as this customer wrote it (same customer, kitchen, lines and total; the status may have
 * moved on since). A read that fails (a customer may not read an order that is not theirs, nor one that does not
 * exist) counts as no.
 */
export async function ordersStored(fb: DataServices, uid: string, orders: NewOrder[]): Promise<boolean> {
  try {
    const stored = await Promise.all(orders.map((o) => get(ref(fb.db, `orders/${o.orderId}`))));
    return stored.every((snap, i) => {
      const o = snap.val() as Record<string, unknown> | null;
      const wanted = orders[i]!;
      return o !== null && o.userId === uid && o.providerId === wanted.providerId && o.lineCount === wanted.lines.length
        && o.total === linesTotal(wanted.lines) + DELIVERY_FEE;
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
