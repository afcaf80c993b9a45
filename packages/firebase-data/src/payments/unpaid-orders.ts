// Getting paid (issue 42): a kitchen's delivered orders not paid yet (unpaidOrders/{pid}, written with "Not yet" on
// delivery and removed with the order's payment), each with its order's number, customer and delivery time; live.
import { compareKeys } from '@thali/domain/compare';
import { firebase } from '../app';
import type { Order } from '../model';
import { parseOrder } from '../orders/to-orders';
import { isValidKey } from '../reads/keys';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import { answered, atPath, liveJoin, type LiveJoin, type Start } from './live-join';
import { UNPAID_ORDERS } from './ledger-paths';
import type { UnpaidOrder } from './payment-types';

interface UnpaidRecord { totalPaise: number; at: number }

/** unpaidOrders/{pid} as records; a malformed one is left out. */
export function unpaidRecords(value: unknown): [string, UnpaidRecord][] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).filter((e): e is [string, UnpaidRecord] => {
    const r = e[1] as Partial<UnpaidRecord> | null;
    return !!r && Number.isInteger(r.totalPaise) && typeof r.at === 'number';
  });
}

/** An unpaid order as listed: its record's total, its order's number, customer and delivery time. */
export function toUnpaidOrder(orderId: string, record: UnpaidRecord, order: Order | undefined): UnpaidOrder {
  return {
    orderId, customerId: order?.userId ?? '', totalPaise: record.totalPaise,
    ...(order?.orderNumber ? { orderNumber: order.orderNumber } : {}),
    ...(order?.customerName ? { customerName: order.customerName } : {}),
    ...(order?.status === 'completed' && order.updatedAt ? { deliveredAt: order.updatedAt } : {}),
  };
}

/** A kitchen's delivered orders not paid yet, oldest first, live. */
export function subscribeUnpaidOrders(
  { providerId, onData, onError, fb = firebase() }: SubscriptionOptions<UnpaidOrder[]> & { providerId: string },
): Unsubscribe {
  if (!isValidKey(providerId)) return answered(onData, []);

  // a refused read stops the whole join (LiveJoin.fail); `fail` reaches it from the reads started below (one that
  // fails before the join exists is passed on once it does)
  const held: { join?: LiveJoin; early?: Error } = {};
  const fail = (e: Error) => (held.join ? held.join.fail(e) : (held.early ??= e));
  const join = liveJoin<UnpaidOrder[]>((j) => {
    j.keep('unpaid', new Map([['all', atPath(fb, `${UNPAID_ORDERS}/${providerId}`, fail)]]));
    const raw = j.value('unpaid', 'all');
    if (raw === undefined) return undefined;
    const records = unpaidRecords(raw).filter(([id]) => isValidKey(id)).sort(([a, x], [b, y]) => x.at - y.at || compareKeys(a, b));
    j.keep('order', new Map(records.map(([id]): [string, Start] => [id, atPath(fb, `orders/${id}`, fail)])));
    if (records.some(([id]) => j.value('order', id) === undefined)) return undefined;
    return records.map(([id, record]) => {
      const value = j.value('order', id);
      return toUnpaidOrder(id, record, value === null ? undefined : parseOrder(id, value));
    });
  }, onData, onError);
  held.join = join;
  if (held.early) join.fail(held.early);
  return () => join.stop();
}
