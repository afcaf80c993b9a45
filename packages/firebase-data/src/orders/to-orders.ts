import type { z } from 'zod';
import { type Order } from '../model';
import { orderRecordSchema, parseChildren } from '../schemas';

export function toOrder(id: string, r: z.output<typeof orderRecordSchema>): Order {
  const order: Order = {
    id, userId: r.userId, providerId: r.providerId, itemId: r.itemId, itemName: r.itemName,
    price: r.price, quantity: r.quantity, status: r.status, timestamp: r.timestamp,
  };
  if (r.updatedAt !== undefined) order.updatedAt = r.updatedAt;
  return order;
}

/** Orders newest first. */
export function toOrders(value: unknown, keep: (o: Order) => boolean): Order[] {
  return parseChildren(orderRecordSchema, 'orders', value, toOrder)
    .filter(keep)
    .sort((a, b) => b.timestamp - a.timestamp || b.id.localeCompare(a.id));
}
