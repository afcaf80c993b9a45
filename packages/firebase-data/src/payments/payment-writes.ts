// Getting paid (issue 42): the ledger's writes. Each is one multi-path update the rules check whole (the entry, its
// receipt claim, the kept total, the order's `paid`…); see RULES.md "Payments". Bodies: the `ledger` part of issue 42.
import { firebase, type DataServices } from '../app';
import type { Order } from '../model';
import type { PaymentDetails, PaymentMethod, RecordPaymentInput, ReportPaymentInput } from './payment-types';

const notBuilt = (): never => {
  throw new Error('not built yet');
};

/** The kitchen's UPI ID and payee name (providers/{uid}/upi); null removes them. PaymentDetailsError before writing. */
export async function setPaymentDetails(uid: string, details: PaymentDetails | null, fb: DataServices = firebase()): Promise<void> {
  void uid; void details; void fb;
  return notBuilt();
}

/** The kitchen records money it received (a tiffin bill or an order): the entry with its receipt number. */
export async function recordPayment(providerUid: string, input: RecordPaymentInput, fb: DataServices = firebase()): Promise<{ id: string; receipt: string }> {
  void providerUid; void input; void fb;
  return notBuilt();
}

/** The customer says "I have paid": a 'reported' entry waiting for the kitchen. */
export async function reportPayment(customerUid: string, input: ReportPaymentInput, fb: DataServices = firebase()): Promise<{ id: string }> {
  void customerUid; void input; void fb;
  return notBuilt();
}

/** The kitchen confirms a customer's report: its receipt number, and the bill's total or the order's `paid` move. */
export async function confirmPayment(providerUid: string, paymentId: string, fb: DataServices = firebase()): Promise<{ receipt: string }> {
  void providerUid; void paymentId; void fb;
  return notBuilt();
}

/** The kitchen declines a customer's report (kept as declined, with the reason when given). */
export async function declinePayment(providerUid: string, paymentId: string, reason: string, fb: DataServices = firebase()): Promise<void> {
  void providerUid; void paymentId; void reason; void fb;
  return notBuilt();
}

/** The kitchen reverses a whole entry it received or confirmed: a correcting entry of the opposite amount. */
export async function correctPayment(providerUid: string, paymentId: string, note: string, fb: DataServices = firebase()): Promise<{ id: string }> {
  void providerUid; void paymentId; void note; void fb;
  return notBuilt();
}

/**
 * The kitchen's "Delivered" with "Paid? Cash / UPI / Not yet", in one write: with a method, the received entry, its
 * receipt and the order's `paid`; with null, the order is listed under unpaidOrders.
 */
export async function deliverOrder(order: Pick<Order, 'id'>, paid: PaymentMethod | null, fb: DataServices = firebase()): Promise<void> {
  void order; void paid; void fb;
  return notBuilt();
}

/** A delivered order not paid yet is paid now: the received entry (the order's total) with its receipt. */
export async function markOrderPaid(providerUid: string, orderId: string, method: PaymentMethod, fb: DataServices = firebase()): Promise<{ id: string; receipt: string }> {
  void providerUid; void orderId; void method; void fb;
  return notBuilt();
}
