// Issue 42, the Support lookup: a customer's payment entries in the kitchens' ledgers, as staff read them to answer
// "I paid, where is it?": when, which kitchen, for what (a tiffin bill or an order), how much, how, what became of it
// and its receipt number. Amounts are paise; shown in ₹ (en-IN), dates in Asia/Kolkata.
import { formatPrice } from '@thali/auth-cart';
import { THALI_LOCALE, THALI_TIME_ZONE } from '@thali/domain/locale';
import type { CustomerHistory, SupportPayment } from '@thali/firebase-data';

let dates: Intl.DateTimeFormat | undefined;
let months: Intl.DateTimeFormat | undefined;
const dayText = (t: number) => (dates ??= new Intl.DateTimeFormat(THALI_LOCALE, { timeZone: THALI_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' })).format(t);
const monthText = (t: number) => (months ??= new Intl.DateTimeFormat(THALI_LOCALE, { timeZone: THALI_TIME_ZONE, month: 'short', year: 'numeric' })).format(t);

/** What became of the entry: received, a report waiting, confirmed or declined, a correction; reversed later. */
export function paymentStatus(p: Pick<SupportPayment, 'kind' | 'waiting' | 'decision' | 'correctedBy'>): string {
  let status: string;
  if (p.kind === 'received') status = 'Received by the kitchen';
  else if (p.kind === 'correction') status = 'Correction reversing an earlier entry';
  else if (p.waiting) status = 'Reported by the customer, waiting for the kitchen to confirm';
  else if (p.decision?.status === 'confirmed') status = 'Reported by the customer, confirmed by the kitchen';
  else status = `Reported by the customer, declined by the kitchen${p.decision?.reason ? `: ${p.decision.reason}` : ''}`;
  return p.correctedBy ? `${status}, later reversed` : status;
}

/** What it paid for: the tiffin plan and month, or the order's number. */
export function paymentFor(p: Pick<SupportPayment, 'for'>, history: Pick<CustomerHistory, 'orders' | 'subscriptions'>): string {
  const what = p.for;
  if (what.kind === 'tiffin') {
    const plan = history.subscriptions.find((s) => s.id === what.subscriptionId)?.planName;
    return `Tiffin${plan ? ` "${plan}"` : ''}, ${monthText(what.month)}`;
  }
  const number = history.orders.find((o) => o.id === what.orderId)?.orderNumber;
  return number ? `Order ${number}` : 'An order';
}

/** One line of the customer's payments: date paid · kitchen · for · amount · method · status · receipt. */
export function paymentLine(p: SupportPayment, history: Pick<CustomerHistory, 'orders' | 'subscriptions'>): string {
  return [dayText(p.paidOn), p.kitchenName, paymentFor(p, history), formatPrice(p.amountPaise / 100), p.method === 'upi' ? 'UPI' : 'Cash',
    paymentStatus(p), ...(p.receipt ? [`Receipt ${p.receipt}`] : [])].join(' · ');
}
