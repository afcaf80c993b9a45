// Getting paid (issue 42): the ledger's writes. Each is one multi-path update the rules check whole (the entry, its
// receipt claim, the kept total, the order's `paid`…); see RULES.md "Payments". The input is checked first, in the
// sentences of payment-messages.ts; the state (a report decided, an entry corrected, an order paid) is read and
// checked before writing too, so a refusal by the rules means something changed meanwhile.
import { get, increment, ref, serverTimestamp, set, update } from 'firebase/database';
import { monthStart } from '@thali/domain';
import { PAYMENT_LIMITS } from '@thali/domain/payments';
import { firebase, type DataServices } from '../app';
import type { Order } from '../model';
import { isPermissionDenied } from '../orders/order-writes';
import { serverNow } from '../subscriptions/server-now';
import {
  isPayableMonth, PAYMENT_MESSAGES, PaymentDetailsError, paymentDetailsErrors, PaymentInputError, paymentInputErrors,
  PaymentStateError, reasonProblem,
} from './payment-messages';
import type { PaymentDetails, PaymentEntry, PaymentFor, PaymentMethod, RecordPaymentInput, ReportPaymentInput } from './payment-types';
import {
  isListedUnpaid, newPaymentId, orderPaymentWrites, orderTotalPaise, receiptClaimWrites, serverToday, writeWithReceiptNumber,
} from './receipt-writes';
import { toPaymentEntry } from './to-payment-entry';

import { readOrder } from '../orders/order-steps';
import { sayer } from '../texts/say';
import { AUTH_TEXTS } from '../texts/auth-texts';

const { text: dataText } = sayer(AUTH_TEXTS);
export { deliverOrder } from '../orders/order-steps';

/** The kitchen's UPI ID and payee name (providers/{uid}/upi), trimmed; null removes them. PaymentDetailsError before writing. */
export async function setPaymentDetails(uid: string, details: PaymentDetails | null, fb: DataServices = firebase()): Promise<void> {
  if (details) {
    const errors = paymentDetailsErrors(details);
    if (Object.keys(errors).length > 0) throw new PaymentDetailsError(errors);
  }
  await set(ref(fb.db, `providers/${uid}/upi`), details ? { id: details.upiId.trim(), payee: details.payee.trim() } : null);
}

/** The optional words of an entry, trimmed, left out when empty. */
const words = (upiRef?: string, note?: string) => ({
  ...(upiRef?.trim() ? { ref: upiRef.trim() } : {}), ...(note?.trim() ? { note: note.trim() } : {}),
});

/** The input's own problems (amount, date, words): a PaymentInputError, nothing written. */
function checkInput(input: { amountPaise?: number; paidOn: number; ref?: string; note?: string }, now: number): void {
  const errors = paymentInputErrors(input, now);
  if (Object.keys(errors).length > 0) throw new PaymentInputError(errors);
}

/** A subscription as the bill's checks need it (the kitchen and its customer may read it); null when not readable. */
async function readSubscription(fb: DataServices, id: string): Promise<{ providerId: string; customerId: string; startDay: number; status: string; endDay?: number } | null> {
  try {
    const v = (await get(ref(fb.db, `subscriptions/${id}`))).val() as Record<string, unknown> | null;
    if (!v || typeof v.providerId !== 'string' || typeof v.customerId !== 'string' || typeof v.startDay !== 'number') return null;
    return { providerId: v.providerId, customerId: v.customerId, startDay: v.startDay, status: String(v.status),
      ...(typeof v.endDay === 'number' ? { endDay: v.endDay } : {}) };
  } catch {
    return null;
  }
}

/** A tiffin bill this kitchen and customer may pay: the month payable, the subscription theirs and running then. */
async function checkBill(fb: DataServices, what: Extract<PaymentFor, { kind: 'tiffin' }>, providerId: string, customerId: string | null, now: number): Promise<string> {
  if (!isPayableMonth(what.month, now)) throw new PaymentStateError(PAYMENT_MESSAGES.monthAhead);
  const sub = await readSubscription(fb, what.subscriptionId);
  if (!sub || sub.providerId !== providerId || (customerId !== null && sub.customerId !== customerId)) throw new PaymentStateError(PAYMENT_MESSAGES.notYours);
  if (what.month < monthStart(sub.startDay) || (sub.status === 'cancelled' && sub.endDay !== undefined && what.month > sub.endDay)) {
    throw new PaymentStateError(PAYMENT_MESSAGES.monthOutside);
  }
  return sub.customerId;
}

/** A delivered order of this kitchen not paid yet; else the sentence why not. */
async function payableOrder(fb: DataServices, orderId: string, providerId: string | null, customerId: string | null): Promise<Order> {
  const order = await readOrder(fb, orderId);
  if (!order || (providerId !== null && order.providerId !== providerId) || (customerId !== null && order.userId !== customerId)) {
    throw new PaymentStateError(PAYMENT_MESSAGES.notYours);
  }
  if (order.paid) throw new PaymentStateError(PAYMENT_MESSAGES.orderPaid);
  if (order.status !== 'completed') throw new PaymentStateError(PAYMENT_MESSAGES.orderNotDelivered);
  return order;
}

/** The kitchen's entry `id` with its decision and correction (null: none such). */
async function readEntry(fb: DataServices, providerUid: string, id: string): Promise<PaymentEntry | null> {
  const [entry, decision, correctedBy] = await Promise.all(['payments', 'paymentDecisions', 'paymentCorrections']
    .map(async (root) => (await get(ref(fb.db, `${root}/${providerUid}/${id}`))).val() as unknown));
  return entry === null ? null : toPaymentEntry(providerUid, id, entry, { decision, correctedBy }) ?? null;
}

/**
 * A numbered write that may be refused because something changed meanwhile: the state is read again (`recheck` throws
 * the sentence that now applies) and the rules' refusal thrown only when nothing explains it.
 */
async function withRecheck<T>(write: () => Promise<T>, recheck: () => Promise<void>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isPermissionDenied(error)) await recheck();
    throw error;
  }
}

/**
 * Sends one update. Refused, yet `path` now holds what it wrote (`matches`): a lost acknowledgement (the SDK sent the
 * write again after reconnecting and the rules rightly refused the replay), so a success.
 */
async function send(fb: DataServices, writes: Record<string, unknown>, path: string, matches: (stored: Record<string, unknown>) => boolean = () => true): Promise<void> {
  try {
    await update(ref(fb.db), writes);
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    const stored = (await get(ref(fb.db, path)).catch(() => null))?.val() as Record<string, unknown> | null | undefined;
    if (stored && matches(stored)) return;
    throw error;
  }
}

/** Pays a delivered order: the received entry of its total, its receipt, the order's `paid`, the unpaid mark gone. */
async function payOrder(
  fb: DataServices, providerUid: string, orderId: string, method: PaymentMethod, extra: { paidOn?: number; ref?: string; note?: string } = {},
): Promise<{ id: string; receipt: string }> {
  const order = await payableOrder(fb, orderId, providerUid, null);
  const paidOn = extra.paidOn ?? await serverToday(fb);
  const listedUnpaid = await isListedUnpaid(fb, providerUid, orderId);
  const id = newPaymentId(fb, providerUid);
  let receipt = '';
  await withRecheck(() => writeWithReceiptNumber(fb, async (n) => {
    await send(fb, { ...orderPaymentWrites(order, id, method, n.number, { paidOn, listedUnpaid, ...words(extra.ref, extra.note) }),
      ...receiptClaimWrites(providerUid, id, n) }, `payments/${providerUid}/${id}`, (e) => e.receipt === n.number);
    receipt = n.number;
  }), async () => { await payableOrder(fb, orderId, providerUid, null); });
  return { id, receipt };
}

/**
 * The kitchen records money it received: a tiffin bill (this month or earlier; the kept total moves by the amount in
 * the same write) or an order (its total, whatever the input's amount: the client never decides it). With a receipt.
 */
export async function recordPayment(providerUid: string, input: RecordPaymentInput, fb: DataServices = firebase()): Promise<{ id: string; receipt: string }> {
  const now = await serverNow(fb);
  const what = input.for;
  checkInput({ ...input, amountPaise: what.kind === 'tiffin' ? input.amountPaise : undefined }, now);
  if (what.kind === 'order') return payOrder(fb, providerUid, what.orderId, input.method, { paidOn: input.paidOn, ref: input.ref, note: input.note });
  const customerId = await checkBill(fb, what, providerUid, input.customerId, now);
  const id = newPaymentId(fb, providerUid);
  const total = `paidTotals/${providerUid}/${what.month}/${what.subscriptionId}`;
  let receipt = '';
  await writeWithReceiptNumber(fb, async (n) => {
    await send(fb, {
      [`payments/${providerUid}/${id}`]: {
        by: providerUid, customerId, kind: 'received', for: 'tiffin', subscriptionId: what.subscriptionId, month: what.month,
        amountPaise: input.amountPaise, method: input.method, paidOn: input.paidOn, at: serverTimestamp(), receipt: n.number,
        ...words(input.ref, input.note),
      },
      ...receiptClaimWrites(providerUid, id, n),
      // the kept total moves by exactly this entry, added by the server (writers of one bill at once all land)
      [`${total}/paise`]: increment(input.amountPaise), [`${total}/last`]: id,
    }, `payments/${providerUid}/${id}`, (e) => e.receipt === n.number);
    receipt = n.number;
  });
  return { id, receipt };
}

/** The customer says "I have paid" for its own bill or delivered order: a 'reported' entry waiting for the kitchen. */
export async function reportPayment(customerUid: string, input: ReportPaymentInput, fb: DataServices = firebase()): Promise<{ id: string }> {
  if (!customerUid) throw new Error(dataText('auth.loginRequired'));
  const now = await serverNow(fb);
  const what = input.for;
  checkInput({ ...input, amountPaise: what.kind === 'tiffin' ? input.amountPaise : undefined }, now);
  let target: Record<string, unknown>;
  let amountPaise = input.amountPaise;
  if (what.kind === 'tiffin') {
    await checkBill(fb, what, input.providerId, customerUid, now);
    target = { for: 'tiffin', subscriptionId: what.subscriptionId, month: what.month };
  } else {
    const order = await payableOrder(fb, what.orderId, input.providerId, customerUid);
    amountPaise = orderTotalPaise(order);
    target = { for: 'order', orderId: what.orderId };
  }
  const id = newPaymentId(fb, input.providerId);
  await send(fb, {
    [`payments/${input.providerId}/${id}`]: {
      by: customerUid, customerId: customerUid, kind: 'reported', ...target, amountPaise, method: input.method, paidOn: input.paidOn,
      at: serverTimestamp(), ...words(input.ref),
    },
    [`openReports/${input.providerId}/${id}`]: true,
  }, `payments/${input.providerId}/${id}`);
  return { id };
}

/** A report of this kitchen not decided yet; else the sentence why not. */
async function openReport(fb: DataServices, providerUid: string, paymentId: string): Promise<PaymentEntry> {
  const entry = await readEntry(fb, providerUid, paymentId);
  if (!entry || entry.kind !== 'reported') throw new PaymentStateError(PAYMENT_MESSAGES.notFound);
  if (entry.decision) throw new PaymentStateError(PAYMENT_MESSAGES.decided);
  return entry;
}

/** The kitchen confirms a customer's report: its receipt number, and the bill's total or the order's `paid` move. */
export async function confirmPayment(providerUid: string, paymentId: string, fb: DataServices = firebase()): Promise<{ receipt: string }> {
  const entry = await openReport(fb, providerUid, paymentId);
  const what = entry.for;
  const order = what.kind === 'order' ? await payableOrder(fb, what.orderId, providerUid, null) : null;
  const listedUnpaid = what.kind === 'order' ? await isListedUnpaid(fb, providerUid, what.orderId) : false;
  let receipt = '';
  await withRecheck(() => writeWithReceiptNumber(fb, async (n) => {
    const writes: Record<string, unknown> = {
      [`paymentDecisions/${providerUid}/${paymentId}`]: { status: 'confirmed', at: serverTimestamp(), receipt: n.number },
      [`openReports/${providerUid}/${paymentId}`]: null,
      ...receiptClaimWrites(providerUid, paymentId, n),
    };
    if (what.kind === 'tiffin') {
      const total = `paidTotals/${providerUid}/${what.month}/${what.subscriptionId}`;
      Object.assign(writes, { [`${total}/paise`]: increment(entry.amountPaise), [`${total}/last`]: paymentId });
    } else if (order) {
      writes[`orders/${order.id}/paid`] = { payment: paymentId, method: entry.method, receipt: n.number, at: serverTimestamp() };
      if (listedUnpaid) writes[`unpaidOrders/${providerUid}/${order.id}`] = null;
    }
    await send(fb, writes, `paymentDecisions/${providerUid}/${paymentId}`, (d) => d.receipt === n.number);
    receipt = n.number;
  }), async () => {
    await openReport(fb, providerUid, paymentId);
    if (what.kind === 'order') await payableOrder(fb, what.orderId, providerUid, null);
  });
  return { receipt };
}

/** The kitchen declines a customer's report: kept as declined, with the reason when given (up to 200 characters). */
export async function declinePayment(providerUid: string, paymentId: string, reason: string, fb: DataServices = firebase()): Promise<void> {
  const problem = reasonProblem(reason);
  if (problem) throw new PaymentInputError({ reason: problem });
  await openReport(fb, providerUid, paymentId);
  await withRecheck(() => send(fb, {
    [`paymentDecisions/${providerUid}/${paymentId}`]: { status: 'declined', at: serverTimestamp(), ...(reason.trim() ? { reason: reason.trim() } : {}) },
    [`openReports/${providerUid}/${paymentId}`]: null,
  }, `paymentDecisions/${providerUid}/${paymentId}`, (d) => d.status === 'declined'), async () => { await openReport(fb, providerUid, paymentId); });
}

/** An entry this kitchen may reverse: received, or a confirmed report, not corrected yet; else the sentence why not. */
async function correctable(fb: DataServices, providerUid: string, paymentId: string): Promise<PaymentEntry> {
  const entry = await readEntry(fb, providerUid, paymentId);
  if (!entry) throw new PaymentStateError(PAYMENT_MESSAGES.notFound);
  if (entry.kind === 'correction' || (entry.kind === 'reported' && entry.decision?.status !== 'confirmed')) {
    throw new PaymentStateError(PAYMENT_MESSAGES.notCorrectable);
  }
  if (entry.correctedBy) throw new PaymentStateError(PAYMENT_MESSAGES.corrected);
  return entry;
}

/**
 * The kitchen reverses a whole entry it received or confirmed: a correcting entry of the opposite amount naming it
 * (paid today), with an optional note; the bill's kept total moves back, or the order is unpaid again, in the same write.
 */
export async function correctPayment(providerUid: string, paymentId: string, note: string, fb: DataServices = firebase()): Promise<{ id: string }> {
  if (note.trim().length > PAYMENT_LIMITS.noteMax) throw new PaymentInputError({ note: PAYMENT_MESSAGES.note });
  const entry = await correctable(fb, providerUid, paymentId);
  const what = entry.for;
  const id = newPaymentId(fb, providerUid);
  const paidOn = await serverToday(fb);
  const target = what.kind === 'tiffin'
    ? { for: 'tiffin', subscriptionId: what.subscriptionId, month: what.month } : { for: 'order', orderId: what.orderId };
  const writes: Record<string, unknown> = {
    [`payments/${providerUid}/${id}`]: {
      by: providerUid, customerId: entry.customerId, kind: 'correction', ...target, amountPaise: -entry.amountPaise, method: entry.method,
      paidOn, at: serverTimestamp(), corrects: paymentId, ...words(undefined, note),
    },
    [`paymentCorrections/${providerUid}/${paymentId}`]: id,
  };
  if (what.kind === 'tiffin') {
    const total = `paidTotals/${providerUid}/${what.month}/${what.subscriptionId}`;
    Object.assign(writes, { [`${total}/paise`]: increment(-entry.amountPaise), [`${total}/last`]: id });
  } else {
    Object.assign(writes, { [`orders/${what.orderId}/paid`]: null,
      [`unpaidOrders/${providerUid}/${what.orderId}`]: { totalPaise: entry.amountPaise, at: serverTimestamp() } });
  }
  await withRecheck(() => send(fb, writes, `payments/${providerUid}/${id}`), async () => { await correctable(fb, providerUid, paymentId); });
  return { id };
}

/** A delivered order not paid yet is paid now: the received entry (the order's total) with its receipt. */
export async function markOrderPaid(providerUid: string, orderId: string, method: PaymentMethod, fb: DataServices = firebase()): Promise<{ id: string; receipt: string }> {
  return payOrder(fb, providerUid, orderId, method);
}
