// Issue 42, the Support lookup: a customer's payment entries in the kitchens' ledgers, as staff read them to answer
// "I paid, where is it?": when, which kitchen, for what (a tiffin bill or an order), how much, how, what became of it
// and its receipt number. Amounts are paise; shown in ₹ (en-IN grouping in every language), dates in Asia/Kolkata in
// the reader's language.
import { formatPrice } from '@thali/auth-cart';
import { currentIntlLocale } from '@thali/domain/languages';
import { THALI_TIME_ZONE } from '@thali/domain/locale';
import type { CustomerHistory, SupportPayment } from '@thali/firebase-data';
import { formatDate } from '@thali/ui';
import { t } from '../messages';

// 'Nov 2026' / 'नोव्हें 2026': one formatter per language, built on first use.
const months = new Map<string, Intl.DateTimeFormat>();
function monthText(at: number): string {
  const locale = currentIntlLocale();
  let format = months.get(locale);
  if (!format) months.set(locale, (format = new Intl.DateTimeFormat(locale, { timeZone: THALI_TIME_ZONE, month: 'short', year: 'numeric' })));
  return format.format(at);
}

/** What became of the entry: received, a report waiting, confirmed or declined, a correction; reversed later. */
export function paymentStatus(p: Pick<SupportPayment, 'kind' | 'waiting' | 'decision' | 'correctedBy'>): string {
  const state = p.kind === 'received' ? 'received' : p.kind === 'correction' ? 'correction' : p.waiting ? 'waiting'
    : p.decision?.status === 'confirmed' ? 'confirmed' : p.decision?.reason ? 'declinedWhy' : 'declined';
  return t('ledger.status', { state, reason: p.decision?.reason ?? '', reversed: p.correctedBy ? 'yes' : 'no' });
}

/** What it paid for: the tiffin plan and month, or the order's number. */
export function paymentFor(p: Pick<SupportPayment, 'for'>, history: Pick<CustomerHistory, 'orders' | 'subscriptions'>): string {
  const what = p.for;
  if (what.kind === 'tiffin') {
    const plan = history.subscriptions.find((s) => s.id === what.subscriptionId)?.planName;
    const month = monthText(what.month);
    return plan ? t('ledger.tiffin', { plan, month }) : t('ledger.tiffinNoPlan', { month });
  }
  const number = history.orders.find((o) => o.id === what.orderId)?.orderNumber;
  return number ? t('ledger.order', { number }) : t('ledger.anOrder');
}

/** One line of the customer's payments: date paid · kitchen · for · amount · method · status · receipt. */
export function paymentLine(p: SupportPayment, history: Pick<CustomerHistory, 'orders' | 'subscriptions'>): string {
  return [formatDate(p.paidOn), p.kitchenName, paymentFor(p, history), formatPrice(p.amountPaise / 100), t('ledger.method', { method: p.method }),
    paymentStatus(p), ...(p.receipt ? [t('ledger.receipt', { receipt: p.receipt })] : [])].join(' · ');
}
