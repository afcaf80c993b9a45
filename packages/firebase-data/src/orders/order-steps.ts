import { get, increment, push, ref, serverTimestamp, update } from 'firebase/database';
import { boardKeyOf } from '@thali/domain';
import { orderTarget } from '@thali/domain/staff';
import { cancelledTotalsWrites } from '@thali/domain/order-totals';
import { firebase, type DataServices } from '../app';
import type { Order, OrderStep } from '../model';
import { serverNow } from '../subscriptions/server-now';
import { canCustomerCancel, DELIVERY_MESSAGES, OrderCancelError } from './delivery';
import { plateGiveBackWrites } from './kitchen-checks';
import {
  kitchenCancelReasonProblem, ORDER_STEP_MESSAGES, OrderInputError, OrderStepError, readyByProblem,
  SUPPORT_CANCEL_MESSAGES, supportCancelReasonProblem,
} from './order-logic';
import { isPermissionDenied, readStoredMonth } from './order-writes';
import { parseOrder } from './to-orders';
import type { PaymentMethod } from '../payments/payment-types';
import {
  newPaymentId, orderPaymentWrites, orderTotalPaise, receiptClaimWrites, serverToday, writeWithReceiptNumber,
} from '../payments/receipt-writes';
import { sayer } from '../texts/say';
import { AUTH_TEXTS } from '../texts/auth-texts';

const { text: dataText } = sayer(AUTH_TEXTS);
// An order's steps (issue 37; contract37.md), each on the WHOLE order in one atomic multi-path update that the rules
// check: the kitchen accepts a new order with a ready-by time, sends an accepted one on its way, delivers (completes)
// an accepted or on-the-way one, or cancels any pending one with a reason; the customer cancels its own new order
// within the cancel window. Never backwards, never by another kitchen; a step the order has already passed is refused
// by the rules and reported as an OrderStepError (OrderCancelError for the customer) in a plain sentence.

/** The order as stored now (null: gone, or not readable by this user). */
export async function readOrder(fb: DataServices, orderId: string): Promise<Order | null> {
  try {
    const snap = await get(ref(fb.db, `orders/${orderId}`));
    return snap.exists() ? parseOrder(orderId, snap.val()) ?? null : null;
  } catch {
    return null;
  }
}

const pendingAt = (order: Order | null, steps: OrderStep[]): order is Order =>
  order !== null && order.status === 'pending' && steps.includes(order.step);

/**
 * A step that moves no stats (accept, on the way): the order's fields in one update. Refused: the order is read again;
 * already at the step this write makes (a lost acknowledgement) is a success, anything else has moved on.
 */
async function stepWrite(fb: DataServices, order: Pick<Order, 'id'>, from: OrderStep[], to: OrderStep, fields: Record<string, unknown>): Promise<void> {
  const stored = await readOrder(fb, order.id);
  if (!pendingAt(stored, from)) throw new OrderStepError();
  const writes: Record<string, unknown> = { [`orders/${order.id}/step`]: to };
  for (const [field, value] of Object.entries(fields)) writes[`orders/${order.id}/${field}`] = value;
  try {
    await update(ref(fb.db), writes);
  } catch (error) {
    if (!isPermissionDenied(error)) throw new OrderStepError(ORDER_STEP_MESSAGES.failed);
    const now = await readOrder(fb, order.id);
    if (now?.status === 'pending' && now.step === to) return;
    throw new OrderStepError();
  }
}

/**
 * An order becoming final: its status, time and board key, the stats event of its kitchen (batch/0, event, marker;
 * pending −1, completed or cancelled +1; a cancel takes the order's total out of totalRevenue, and out of monthlyRevenue
 * when it belongs to the stored month) and, for a cancel, the plates its lines took given back and the marketplace's
 * cancelled totals of the order's day and month moved (issue 41), in one update. When it
 * is refused: the order is read again; already final as this write makes it (a lost acknowledgement) is a success;
 * no longer pending at one of `from` has moved on (`movedOn`); a stored month or plate count that changed meanwhile
 * rebuilds the write (at most twice).
 */
async function finalWrite(
  fb: DataServices, orderId: string, stored: Order, status: 'completed' | 'cancelled', fields: Record<string, unknown>,
  from: OrderStep[], movedOn: () => Error, extra: Record<string, unknown> = {},
): Promise<void> {
  const p = stored.providerId;
  const s = `stats/${p}`;
  let month = await readStoredMonth(fb, p);
  let plates = status === 'cancelled' ? await plateGiveBackWrites(fb, orderId, stored) : {};
  for (let attempt = 0; ; attempt++) {
    const writes: Record<string, unknown> = {
      ...plates,
      [`orders/${orderId}/status`]: status,
      [`orders/${orderId}/updatedAt`]: serverTimestamp(),
      // the board files an order by its slot (issue 40; older orders by when they were placed)
      [`orders/${orderId}/boardKey`]: boardKeyOf(p, status, stored.slotStart ?? stored.timestamp),
      [`${s}/pendingOrders`]: increment(-1),
      [`${s}/${status === 'completed' ? 'completedOrders' : 'cancelledOrders'}`]: increment(1),
      [`${s}/event`]: status,
      [`${s}/batch`]: { 0: orderId },
      [`${s}/applied/${orderId}`]: status,
    };
    for (const [field, value] of Object.entries(fields)) writes[`orders/${orderId}/${field}`] = value;
    // issue 41: what else the same write carries (Thali's cancel: its audit entry and the order's link to it)
    Object.assign(writes, extra);
    if (status === 'cancelled') {
      const start = month.monthStart;
      writes[`${s}/totalRevenue`] = increment(-stored.total);
      writes[`${s}/monthlyRevenue`] = increment(start !== null && stored.timestamp >= start ? -stored.total : 0);
      // the marketplace's cancelled totals of the order's day and month (issue 41, the operations Overview)
      Object.assign(writes, cancelledTotalsWrites(orderId, stored, increment));
    }
    try {
      await update(ref(fb.db), writes);
      return;
    } catch (error) {
      if (!isPermissionDenied(error)) throw new OrderStepError(ORDER_STEP_MESSAGES.failed);
      const now = await readOrder(fb, orderId);
      if (now?.status === status && Object.entries(fields).every(([f, v]) => typeof v === 'object' || (now as unknown as Record<string, unknown>)[f] === v)) return;
      if (!pendingAt(now, from) || attempt >= 2) throw movedOn();
      const again = await readStoredMonth(fb, p);
      const platesAgain = status === 'cancelled' ? await plateGiveBackWrites(fb, orderId, now) : {};
      if (again.monthStart === month.monthStart && JSON.stringify(Object.keys(platesAgain).sort()) === JSON.stringify(Object.keys(plates).sort())) {
        throw movedOn();
      }
      month = again;
      plates = platesAgain;
    }
  }
}

/**
 * The kitchen accepts a new order: step 'accepted', `acceptedAt` the server's time and `readyBy`, when it says the food
 * will be ready (after now, at most ORDER_LIMITS.readyByMaxMs, 12 h, ahead: else an OrderInputError, nothing written).
 */
export async function acceptOrder(order: Pick<Order, 'id'>, readyBy: number, fb: DataServices = firebase()): Promise<void> {
  const problem = readyByProblem(readyBy, await serverNow(fb));
  if (problem) throw new OrderInputError('readyBy', problem);
  await stepWrite(fb, order, ['new'], 'accepted', { acceptedAt: serverTimestamp(), readyBy: Math.floor(readyBy) });
}

/** The kitchen sends an accepted order on its way: step 'on_the_way', `onTheWayAt` the server's time. */
export async function markOnTheWay(order: Pick<Order, 'id'>, fb: DataServices = firebase()): Promise<void> {
  await stepWrite(fb, order, ['accepted'], 'on_the_way', { onTheWayAt: serverTimestamp() });
}

/** The kitchen delivers an accepted or on-the-way order without saying whether it was paid: deliverOrder's "Not yet". */
export async function markDelivered(order: Pick<Order, 'id'>, fb: DataServices = firebase()): Promise<void> {
  await deliverOrder(order, null, fb);
}

/**
 * The kitchen delivers an accepted or on-the-way order (status 'completed', "Delivered") and answers "Paid? Cash / UPI /
 * Not yet" (issue 42), in ONE update with its stats (finalWrite): paid, the received entry of the order's total with
 * its receipt number and the order's `paid`; not yet, the order listed under unpaidOrders/{kitchen} with its total.
 * A refusal because another kitchen took the receipt number meanwhile is retried with the next one.
 */
export async function deliverOrder(order: Pick<Order, 'id'>, paid: PaymentMethod | null, fb: DataServices = firebase()): Promise<void> {
  const from: OrderStep[] = ['accepted', 'on_the_way'];
  const stored = await readOrder(fb, order.id);
  if (!pendingAt(stored, from)) throw new OrderStepError();
  const p = stored.providerId;
  if (paid === null) {
    await finalWrite(fb, order.id, stored, 'completed', {}, from, () => new OrderStepError(), {
      [`unpaidOrders/${p}/${order.id}`]: { totalPaise: orderTotalPaise(stored), at: serverTimestamp() },
    });
    return;
  }
  const paymentId = newPaymentId(fb, p);
  const paidOn = await serverToday(fb);
  // a receipt number taken meanwhile shows as finalWrite's "moved on" while the order is still pending: handed back to
  // the numbering as the refusal it was, so it reads the counter again
  const numberTaken = Object.assign(new Error('PERMISSION_DENIED: receipt number taken'), { code: 'PERMISSION_DENIED' });
  await writeWithReceiptNumber(fb, async (n) => {
    const extra = { ...orderPaymentWrites(stored, paymentId, paid, n.number, { paidOn, listedUnpaid: false }), ...receiptClaimWrites(p, paymentId, n) };
    try {
      await finalWrite(fb, order.id, stored, 'completed', {}, from, () => new OrderStepError(), extra);
    } catch (error) {
      if (error instanceof OrderStepError && pendingAt(await readOrder(fb, order.id), from)) throw numberTaken;
      throw error;
    }
  }).catch((error: unknown) => {
    if (error === numberTaken) throw new OrderStepError(ORDER_STEP_MESSAGES.failed);
    throw error;
  });
}

/**
 * The kitchen cancels a pending order (any step) with a reason the customer reads (1–200 characters: else an
 * OrderInputError, nothing written): `cancelledBy: 'provider'`, the reason, its stats and plates, one update.
 */
export async function kitchenCancelOrder(order: Pick<Order, 'id'>, reason: string, fb: DataServices = firebase()): Promise<void> {
  const problem = kitchenCancelReasonProblem(reason);
  if (problem) throw new OrderInputError('reason', problem);
  const from: OrderStep[] = ['new', 'accepted', 'on_the_way'];
  const stored = await readOrder(fb, order.id);
  if (!pendingAt(stored, from)) throw new OrderStepError();
  await finalWrite(fb, order.id, stored, 'cancelled', { cancelledBy: 'provider', cancelReason: reason.trim() }, from, () => new OrderStepError());
}

/**
 * The customer cancels its own order, whole, while the kitchen has not accepted it (step 'new') and within
 * ORDER_LIMITS.cancelWindowMs (10 minutes) of placing it, by the server's clock: `cancelledBy: 'customer'`, the stats
 * and plates as for the kitchen's cancel, in one update. Too late, not its order, or the kitchen got there first (also
 * in the same moment: the server applies one of the two writes): an OrderCancelError, "This order can no longer be
 * cancelled."; accepted meanwhile: an OrderCancelError saying to call the kitchen.
 */
export async function cancelMyOrder(uid: string, order: Pick<Order, 'id'>, fb: DataServices = firebase()): Promise<void> {
  if (!uid) throw new Error(dataText('auth.loginRequired'));
  const stored = await readOrder(fb, order.id);
  if (!stored || stored.userId !== uid) throw new OrderCancelError();
  const refused = (now: Order | null) =>
    new OrderCancelError(now?.status === 'pending' && now.step !== 'new' ? DELIVERY_MESSAGES.acceptedCallKitchen : DELIVERY_MESSAGES.notCancellable);
  if (!canCustomerCancel(stored, await serverNow(fb))) throw refused(stored);
  let last: Order | null = stored;
  await finalWrite(fb, order.id, stored, 'cancelled', { cancelledBy: 'customer' }, ['new'], () => refused(last)).catch(async (error: unknown) => {
    if (error instanceof OrderCancelError) {
      last = await readOrder(fb, order.id);
      throw refused(last);
    }
    if (error instanceof OrderStepError) throw new OrderCancelError(DELIVERY_MESSAGES.cancelFailed);
    throw error;
  });
}

/**
 * Thali's staff cancel a pending order (any step) on the customer's behalf (issue 41, the Support lookup), with a reason
 * the customer reads in My Orders ("Cancelled by Thali: …"; `supportCancelReasonProblem`, else an OrderInputError,
 * nothing written): `cancelledBy: 'thali'`, the reason, its kitchen's stats and plates as for the kitchen's cancel, and
 * the audit entry ('cancel', `orders/<id>`, the same reason) named by `cancelAudit`, in ONE update (finalWrite). An
 * order already delivered or cancelled: an OrderStepError.
 */
export async function thaliCancelOrder(staffUid: string, order: Pick<Order, 'id'>, reason: string, fb: DataServices = firebase()): Promise<void> {
  const problem = supportCancelReasonProblem(reason);
  if (problem) throw new OrderInputError('reason', problem);
  const text = reason.trim();
  const from: OrderStep[] = ['new', 'accepted', 'on_the_way'];
  const stored = await readOrder(fb, order.id);
  if (!pendingAt(stored, from)) throw new OrderStepError(SUPPORT_CANCEL_MESSAGES.final);
  await thaliCancelWrite(fb, staffUid, order.id, stored, text, from, () => new OrderStepError(SUPPORT_CANCEL_MESSAGES.final));
}

/**
 * Thali's cancel of a pending order (support, suspension): `cancelledBy: 'thali'` with the reason, through finalWrite,
 * and the audit entry ('cancel', this order, the same reason) named by the order's `cancelAudit`, in the same update.
 */
async function thaliCancelWrite(
  fb: DataServices, staffUid: string, orderId: string, stored: Order, reason: string, from: OrderStep[], movedOn: () => Error,
): Promise<void> {
  const auditId = push(ref(fb.db, 'audit')).key as string;
  await finalWrite(fb, orderId, stored, 'cancelled', { cancelledBy: 'thali', cancelReason: reason }, from, movedOn, {
    [`orders/${orderId}/cancelAudit`]: auditId,
    [`audit/${auditId}`]: { by: staffUid, action: 'cancel', target: orderTarget(orderId), reason, at: serverTimestamp() },
  });
}

/**
 * Issue 41, suspending a kitchen: Thali cancels one of its orders the kitchen has NOT accepted, with the suspension's
 * reason — the same write as thaliCancelOrder (finalWrite, its audit entry named by cancelAudit), but from 'new' only:
 * an order the kitchen accepted meanwhile stays with it to deliver or cancel. True when this call cancelled it.
 */
export async function thaliCancelNewOrder(staffUid: string, orderId: string, reason: string, fb: DataServices = firebase()): Promise<boolean> {
  const stored = await readOrder(fb, orderId);
  if (!pendingAt(stored, ['new'])) return false;
  try {
    await thaliCancelWrite(fb, staffUid, orderId, stored, reason, ['new'], () => new OrderStepError());
    return true;
  } catch (error) {
    // accepted (or cancelled) meanwhile: the kitchen keeps it
    if (error instanceof OrderStepError) return false;
    throw error;
  }
}
