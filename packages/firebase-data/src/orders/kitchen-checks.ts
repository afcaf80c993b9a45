import { get, increment, ref } from 'firebase/database';
import type { DataServices } from '../app';
import type { Diet, MenuItem } from '../model';
import { KitchenClosedError, SoldOutError } from '../kitchens/errors';
import { openState, type KitchenTimes } from '../kitchens/open-state';
import { plateDayOf, plateDayWords, platesLeftAfter } from '../kitchens/plates';
import { slotProblem, type OrderSlot } from '../kitchens/slots';
import { SlotUnavailableError } from '../kitchens/errors';
import { holidaysOf } from '../providers/to-provider';
import {
  holidayRecordSchema, menuItemRecordSchema, parseRecord, plateRecordSchema, weeklyHoursRecordSchema,
} from '../schemas';
import { serverNow } from '../subscriptions/server-now';
import * as z from 'zod/mini';
import { isPermissionDenied } from './order-writes';

// What an order needs to know of its kitchen and item before it is written (issue 16): whether the kitchen is open
// now and how many plates are left today, both by the server's clock, as the rules judge them; and what the write
// must carry: the item's diet, and for a limited item the day whose plates it takes and the plate count's move.

/**
 * One line of an order: which item of which kitchen, how many; `lineKey` is its key in the order ('0'..'11'); `slot`
 * the order's delivery slot (issue 40; none: as soon as possible).
 */
export interface OrderTarget { orderId: string; lineKey: string; line: { providerId: string; itemId: string; quantity: number }; slot?: OrderSlot }

/** The lines of new orders as the kitchen checks see them. */
export function targetsOf(orders: { orderId: string; providerId: string; lines: { itemId: string; quantity: number }[]; slot?: OrderSlot }[]): OrderTarget[] {
  return orders.flatMap((o) => o.lines.map((l, i) => ({
    orderId: o.orderId, lineKey: String(i), line: { providerId: o.providerId, itemId: l.itemId, quantity: l.quantity }, ...(o.slot ? { slot: o.slot } : {}),
  })));
}

/** A stored count of one day's plates of one item (issue 40: plateCounts/{p}/{day}/{item}). */
type PlateCount = { sold: number };

/** The stored state an order is judged by, read just before writing it. */
export interface KitchenSnapshot {
  now: number;
  kitchens: Map<string, KitchenTimes>;
  items: Map<string, Pick<MenuItem, 'diet' | 'platesPerDay'> | null>;
  /** by `providerId/day/itemId` (plateKey): the count of the day each limited line takes its plates from */
  plates: Map<string, PlateCount | null>;
}

/** A count's place: plateCounts/{providerId}/{day}/{itemId} (issue 40). */
const plateKey = (providerId: string, day: number, itemId: string) => `${providerId}/${day}/${itemId}`;
/** The count a line takes its plates from: of its order's slot day (ASAP: today, by the server's clock). */
const plateKeyOf = (t: OrderTarget, now: number) => plateKey(t.line.providerId, plateDayOf(t.slot, now), t.line.itemId);

async function readKitchen(fb: DataServices, providerId: string, now: number): Promise<KitchenTimes> {
  const base = `providers/${providerId}`;
  const [hours, holidays, accepting] = await Promise.all(['hours', 'holidays', 'accepting'].map((f) => get(ref(fb.db, `${base}/${f}`))));
  const week = hours!.exists() ? parseRecord(weeklyHoursRecordSchema, `${base}/hours`, hours!.val()) : undefined;
  const days = holidays!.exists() ? parseRecord(z.record(z.string(), holidayRecordSchema), `${base}/holidays`, holidays!.val()) : undefined;
  return { ...(week ? { hours: week } : {}), holidays: holidaysOf(days, now), accepting: accepting!.val() !== false };
}

async function readItem(fb: DataServices, itemId: string): Promise<Pick<MenuItem, 'diet' | 'platesPerDay'> | null> {
  const snap = await get(ref(fb.db, `menu-items/${itemId}`));
  const record = snap.exists() ? parseRecord(menuItemRecordSchema, `menu-items/${itemId}`, snap.val()) : undefined;
  if (!record) return null;
  return { ...(record.diet ? { diet: record.diet } : {}), ...(typeof record.platesPerDay === 'number' ? { platesPerDay: record.platesPerDay } : {}) };
}

async function readPlate(fb: DataServices, key: string): Promise<PlateCount | null> {
  const path = `plateCounts/${key}`;
  const snap = await get(ref(fb.db, path));
  const record = snap.exists() ? parseRecord(plateRecordSchema, path, snap.val()) : undefined;
  return record ? { sold: record.sold } : null;
}

/** Reads, by the server's clock, the kitchens, items and plate counts of these lines. */
export async function readKitchenSnapshot(fb: DataServices, targets: OrderTarget[]): Promise<KitchenSnapshot> {
  const now = await serverNow(fb);
  const providers = [...new Set(targets.map((t) => t.line.providerId))];
  const itemIds = [...new Set(targets.map((t) => t.line.itemId))];
  const [kitchens, items] = await Promise.all([
    Promise.all(providers.map((p) => readKitchen(fb, p, now))),
    Promise.all(itemIds.map((i) => readItem(fb, i))),
  ]);
  const snapshot: KitchenSnapshot = {
    now, kitchens: new Map(providers.map((p, i) => [p, kitchens[i]!])), items: new Map(itemIds.map((id, i) => [id, items[i]!])), plates: new Map(),
  };
  const limited = targets.filter((t) => typeof snapshot.items.get(t.line.itemId)?.platesPerDay === 'number');
  const keys = [...new Set(limited.map((t) => plateKeyOf(t, now)))];
  const counts = await Promise.all(keys.map((key) => readPlate(fb, key)));
  keys.forEach((key, i) => snapshot.plates.set(key, counts[i]!));
  return snapshot;
}

/**
 * Throws when a line cannot be ordered now: a KitchenClosedError (its reason from openState) for the first line of a
 * closed kitchen, else a SoldOutError for the first line asking more plates than are left for its day (issue 40: its
 * slot's day). Lines of one item for one day count together. Items no longer stored are left to the rules (the write
 * is refused).
 */
export function checkOrderable(snapshot: KitchenSnapshot, targets: OrderTarget[]): void {
  checkOpen(snapshot, targets, snapshot.now);
  const wanted = new Map<string, number>();
  for (const t of targets) {
    const key = plateKeyOf(t, snapshot.now);
    wanted.set(key, (wanted.get(key) ?? 0) + t.line.quantity);
    const item = snapshot.items.get(t.line.itemId);
    if (!item) continue;
    const left = platesLeftAfter(item, snapshot.plates.get(key)?.sold ?? 0);
    if (left !== null && left < wanted.get(key)!) {
      const day = plateDayOf(t.slot, snapshot.now);
      throw new SoldOutError(t.line.itemId, left, plateDayWords(day, snapshot.now), day);
    }
  }
}

/**
 * Throws for the first line whose order cannot be placed at `now`: "as soon as possible" (or no slot) from a kitchen
 * closed now, or any slot of a paused kitchen, a KitchenClosedError; a later slot the rules would refuse (issue 40:
 * slotProblem), a SlotUnavailableError.
 */
function checkOpen(snapshot: KitchenSnapshot, targets: OrderTarget[], now: number): void {
  for (const t of targets) {
    const kitchen = snapshot.kitchens.get(t.line.providerId);
    if (!kitchen) continue;
    const state = openState(kitchen, now);
    if (!t.slot || t.slot.asap || kitchen.accepting === false) {
      if (!state.open) throw new KitchenClosedError(t.line.providerId, state.reason);
      continue;
    }
    const problem = slotProblem(kitchen, t.slot, now);
    if (problem) throw new SlotUnavailableError(t.line.providerId, problem);
  }
}

/** What each new order copies (the item's diet) and, for a limited item, the day whose plates it takes (its slot's). */
export function orderExtras(snapshot: KitchenSnapshot, target: OrderTarget): { diet?: Diet; plateDay?: number } {
  const item = snapshot.items.get(target.line.itemId);
  const extras: { diet?: Diet; plateDay?: number } = item?.diet ? { diet: item.diet } : {};
  if (typeof item?.platesPerDay === 'number') extras.plateDay = plateDayOf(target.slot, snapshot.now);
  return extras;
}

/**
 * The plate counts' moves of new orders, for the same multi-path update: the count of the line's day (issue 40:
 * plateCounts/{p}/{day}/{item}) gains the quantity with a server increment, which also starts a day without a count
 * (racing customers need no retry: the rules check the resolved total against the limit). `order` and `line` name
 * the order line that moved it last (the rules read its quantity there). One order holds an item once (the basket
 * keys lines by item).
 */
export function plateTakeWrites(snapshot: KitchenSnapshot, targets: OrderTarget[]): Record<string, unknown> {
  const writes: Record<string, unknown> = {};
  for (const t of targets) {
    if (typeof snapshot.items.get(t.line.itemId)?.platesPerDay !== 'number') continue;
    const path = `plateCounts/${plateKeyOf(t, snapshot.now)}`;
    writes[`${path}/sold`] = increment(t.line.quantity);
    writes[`${path}/order`] = t.orderId;
    writes[`${path}/line`] = t.lineKey;
  }
  return writes;
}

/**
 * A cancel's plate moves: each line that took plates gives them back to its day's count in the same write (a server
 * decrement), naming its order and line; a line whose day has no count (it took its plates from the plates/ count of
 * before issue 40) has nothing to give back there.
 */
export async function plateGiveBackWrites(
  fb: DataServices, orderId: string, order: { providerId: string; lines: { itemId: string; quantity: number; plateDay?: number }[] },
): Promise<Record<string, unknown>> {
  const writes: Record<string, unknown> = {};
  await Promise.all(order.lines.map(async (line, i) => {
    if (typeof line.plateDay !== 'number') return;
    const key = plateKey(order.providerId, line.plateDay, line.itemId);
    const count = await readPlate(fb, key).catch(() => null);
    if (!count) return;
    const path = `plateCounts/${key}`;
    Object.assign(writes, { [`${path}/sold`]: increment(-line.quantity), [`${path}/order`]: orderId, [`${path}/line`]: String(i) });
  }));
  return writes;
}

/** How far this machine's estimate of the server's time may be off (the SDK measures it once, when it connects). */
const CLOCK_SLACK_MS = 60000;

const samePlates = (a: KitchenSnapshot, b: KitchenSnapshot) =>
  [...a.plates].every(([key, count]) => {
    const other = b.plates.get(key);
    return count?.sold === other?.sold;
  }) && [...a.items].every(([id, item]) => b.items.get(id)?.platesPerDay === item?.platesPerDay);

/**
 * Places new orders (issue 16): reads their kitchens, items and plate counts, refuses a closed kitchen or too few
 * plates with nothing written, then `write`s (which takes the plates in the same update). When the write is denied
 * (after the write's own lost-acknowledgement check), everything is read again: a kitchen that closed meanwhile
 * throws KitchenClosedError, plates another customer took throw SoldOutError; when only the counts moved (another
 * order started today's count first) the write is rebuilt and tried again, at most twice; otherwise the denial is
 * thrown as it is.
 */
export async function writeCheckedOrders(
  fb: DataServices, targets: OrderTarget[], write: (snapshot: KitchenSnapshot) => Promise<void>,
): Promise<void> {
  let snapshot = await readKitchenSnapshot(fb, targets);
  checkOrderable(snapshot, targets);
  for (let attempt = 0; ; attempt++) {
    try {
      await write(snapshot);
      return;
    } catch (error) {
      if (!isPermissionDenied(error)) throw error;
      const again = await readKitchenSnapshot(fb, targets);
      checkOrderable(again, targets);
      // this machine's idea of the server's time may be a little off: a kitchen closing (or just closed) within a
      // minute of it is the likeliest reason of a refusal
      checkOpen(again, targets, again.now + CLOCK_SLACK_MS);
      if (attempt >= 2 || samePlates(snapshot, again)) throw error;
      snapshot = again;
    }
  }
}
