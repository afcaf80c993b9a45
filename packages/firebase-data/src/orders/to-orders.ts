import type { z } from 'zod/mini';
import { type Order } from '../model';
import { orderRecordSchema, parseChildren } from '../schemas';
import { compareKeys } from '@thali/domain/compare';

/** The parsed record (only its schema's fields; no `updatedAt` before a status change) and its key. */
export function toOrder(id: string, r: z.output<typeof orderRecordSchema>): Order {
  return { ...r, id };
}

/** Orders newest first. */
export function toOrders(value: unknown, keep: (o: Order) => boolean): Order[] {
  return parseChildren(orderRecordSchema, 'orders', value, toOrder)
    .filter(keep)
    .sort((a, b) => b.timestamp - a.timestamp || compareKeys(b.id, a.id));
}
