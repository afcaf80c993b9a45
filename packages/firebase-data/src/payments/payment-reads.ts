// Getting paid (issue 42): the ledger's reads (a kitchen's dues, a customer's bills, unpaid orders, a receipt).
import { firebase, type DataServices } from '../app';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import type { CustomerBills, KitchenDues, Receipt, UnpaidOrder } from './payment-types';

const notBuilt = () => new Error('not built yet');

/** A kitchen's month of dues (IST monthStart `month`), live. */
export function subscribeKitchenDues(
  { providerId, month, onData, onError, fb = firebase() }: SubscriptionOptions<KitchenDues> & { providerId: string; month: number },
): Unsubscribe {
  void providerId; void month; void onData; void fb;
  onError?.(notBuilt());
  return () => undefined;
}

/** A customer's bills: this month's and last month's of each subscription, with the kitchen's UPI details. */
export function subscribeCustomerBills(
  { customerId, onData, onError, fb = firebase() }: SubscriptionOptions<CustomerBills> & { customerId: string },
): Unsubscribe {
  void customerId; void onData; void fb;
  onError?.(notBuilt());
  return () => undefined;
}

/** A kitchen's delivered orders not paid yet, oldest first. */
export function subscribeUnpaidOrders(
  { providerId, onData, onError, fb = firebase() }: SubscriptionOptions<UnpaidOrder[]> & { providerId: string },
): Unsubscribe {
  void providerId; void onData; void fb;
  onError?.(notBuilt());
  return () => undefined;
}

/** A receipt (a received entry, or a confirmed report); null when the entry is not one. */
export async function readReceipt({ providerId, paymentId }: { providerId: string; paymentId: string }, fb: DataServices = firebase()): Promise<Receipt | null> {
  void providerId; void paymentId; void fb;
  throw notBuilt();
}
