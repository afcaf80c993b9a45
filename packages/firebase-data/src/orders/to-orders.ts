import type { Order, OrderLine } from '../model';
import { legacyOrderRecordSchema, orderRecordSchema, parseRecord, reportInvalidRecord, type LegacyOrderRecord, type OrderRecord } from '../schemas';
import { compareKeys } from '@thali/domain/compare';
import { slotOfOrder } from '../kitchens/slots';
import { orderStage } from './order-logic';
import { PAYMENT_METHODS, type PaymentMethod } from '@thali/domain/payments';

/** The lines as stored ('0'..'11': an array from the database, a map from elsewhere), in key order. */
function linesOf(lines: OrderRecord['lines']): OrderLine[] {
  if (Array.isArray(lines)) return lines.filter((l): l is OrderLine => l !== null && l !== undefined);
  return Object.keys(lines).sort((a, b) => Number(a) - Number(b)).map((k) => lines[k]!);
}

/** Issue 42: an order's paid mark ({ payment, method, receipt?, at }); undefined when absent or not one. */
export function paidOf(value: unknown): Order['paid'] {
  if (!value || typeof value !== 'object') return undefined;
  const { payment, method, receipt, at } = value as Record<string, unknown>;
  if (typeof payment !== 'string' || !PAYMENT_METHODS.includes(method as PaymentMethod) || typeof at !== 'number') return undefined;
  return { payment, method: method as PaymentMethod, at, ...(typeof receipt === 'string' ? { receipt } : {}) };
}

/** The parsed record as an Order: its key as id, its lines as a list, its stage worked out, its paid mark read. */
export function toOrder(id: string, r: OrderRecord): Order {
  const { lines, lineCount: _count, boardKey: _key, paid: stored, ...rest } = r;
  const paid = paidOf(stored);
  return { ...rest, id, lines: linesOf(lines), stage: orderStage(r), ...(paid ? { paid } : {}) };
}

/**
 * A line record of before issue 37 (a database `pnpm admin migrate-orders` has not reached yet): a one-line order
 * without a fee, so it still shows and counts as it did.
 */
function fromLegacy(id: string, r: LegacyOrderRecord): Order {
  const { itemId, itemName, price, quantity, diet, plateDay, ...rest } = r;
  const line: OrderLine = { itemId, itemName, price, quantity, ...(diet ? { diet } : {}), ...(plateDay !== undefined ? { plateDay } : {}) };
  const itemsTotal = price * quantity;
  return { ...rest, id, lines: [line], itemsTotal, fee: 0, total: itemsTotal, step: 'new', stage: orderStage(r), legacy: true };
}

/** One stored order (either shape), or undefined (and a report) when it fits neither. */
export function parseOrder(id: string, value: unknown): Order | undefined {
  if (value && typeof value === 'object' && 'itemId' in value && !('lines' in value)) {
    const legacy = parseRecord(legacyOrderRecordSchema, `orders/${id}`, value);
    return legacy ? fromLegacy(id, legacy) : undefined;
  }
  const record = parseRecord(orderRecordSchema, `orders/${id}`, value);
  return record ? toOrder(id, record) : undefined;
}

/** Newest first; the same moment by key (push ids grow with time). */
export const newestFirst = (a: Order, b: Order): number => b.timestamp - a.timestamp || compareKeys(b.id, a.id);

/**
 * Issue 40: the order whose delivery slot comes first, first (ASAP and older orders by when they were placed), as the
 * kitchen works through its open orders; the same slot by when placed.
 */
export const soonestSlotFirst = (a: Order, b: Order): number =>
  slotOfOrder(a).start - slotOfOrder(b).start || a.timestamp - b.timestamp || compareKeys(a.id, b.id);

/** The latest slot first: the final orders' pages, which the board reads by slot on its `boardKey` index. */
export const latestSlotFirst = (a: Order, b: Order): number => soonestSlotFirst(b, a);

/** The orders of a query's value, newest first. */
export function toOrders(value: unknown, keep: (o: Order) => boolean): Order[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object') {
    reportInvalidRecord('orders', 'expected an object');
    return [];
  }
  const out: Order[] = [];
  for (const [id, raw] of Object.entries(value as Record<string, unknown>)) {
    const order = parseOrder(id, raw);
    if (order && keep(order)) out.push(order);
  }
  return out.sort(newestFirst);
}
