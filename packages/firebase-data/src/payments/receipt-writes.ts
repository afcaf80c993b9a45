// Getting paid (issue 42): what every write that takes money carries. Receipt numbers TH-R-YYMM-NNNN are claimed like
// order numbers (writeWithNumber: the month's next number, each claimed once, retried when another kitchen took it);
// an order's payment marks the order paid in the same write and takes it off the unpaid list.
import { get, push, ref, serverTimestamp } from 'firebase/database';
import { dayStart } from '@thali/domain';
import { receiptNumberOf } from '@thali/domain/payments';
import type { DataServices } from '../app';
import type { Order } from '../model';
import { writeWithNumber, type SeriesNumber } from '../orders/order-writes';
import { serverNow } from '../subscriptions/server-now';
import type { PaymentMethod } from './payment-types';

/**
 * Runs `write` with the month's next receipt number (receiptCounters/{YYMM}); `write` puts receiptClaimWrites into its
 * update. Refused while another kitchen took that number: read again and retried (writeWithNumber).
 */
export function writeWithReceiptNumber(fb: DataServices, write: (n: SeriesNumber) => Promise<void>): Promise<void> {
  return writeWithNumber(fb, 'receiptCounters', async (month, seq) => ({ month, seq, number: receiptNumberOf(month, seq) }), write);
}

/** The claim of receipt number `n` by kitchen `providerUid` for `paymentId` (an entry or a confirmation), and the counter. */
export function receiptClaimWrites(providerUid: string, paymentId: string, n: SeriesNumber): Record<string, unknown> {
  return {
    [`receiptNumbers/${n.number}`]: { by: providerUid, provider: providerUid, payment: paymentId, month: n.month, seq: n.seq },
    [`receiptCounters/${n.month}`]: n.seq,
  };
}

/** A new entry's id in the kitchen's ledger (a push id: ids grow with time). */
export function newPaymentId(fb: DataServices, providerUid: string): string {
  return push(ref(fb.db, `payments/${providerUid}`)).key as string;
}

/** An order's total in paise, as the rules compare it (total × 100, within half a paisa). */
export const orderTotalPaise = (order: Pick<Order, 'total'>): number => Math.round(order.total * 100);

/** Today's start (Asia/Kolkata) by the server's clock: the day a payment taken now was paid on. */
export async function serverToday(fb: DataServices): Promise<number> {
  return dayStart(await serverNow(fb));
}

/** Whether the kitchen's unpaid list holds the order (a null write where nothing is stored is refused by the rules). */
export async function isListedUnpaid(fb: DataServices, providerUid: string, orderId: string): Promise<boolean> {
  return (await get(ref(fb.db, `unpaidOrders/${providerUid}/${orderId}`))).exists();
}

/** What an order's payment on delivery (or later) writes besides its receipt claim: the received entry and `paid`. */
export function orderPaymentWrites(
  order: Pick<Order, 'id' | 'providerId' | 'userId' | 'total'>, paymentId: string, method: PaymentMethod, receipt: string,
  { paidOn, ref: upiRef, note, listedUnpaid }: { paidOn: number; ref?: string; note?: string; listedUnpaid: boolean },
): Record<string, unknown> {
  const p = order.providerId;
  return {
    [`payments/${p}/${paymentId}`]: {
      by: p, customerId: order.userId, kind: 'received', for: 'order', orderId: order.id, amountPaise: orderTotalPaise(order),
      method, paidOn, at: serverTimestamp(), receipt, ...(upiRef ? { ref: upiRef } : {}), ...(note ? { note } : {}),
    },
    [`orders/${order.id}/paid`]: { payment: paymentId, method, receipt, at: serverTimestamp() },
    ...(listedUnpaid ? { [`unpaidOrders/${p}/${order.id}`]: null } : {}),
  };
}

