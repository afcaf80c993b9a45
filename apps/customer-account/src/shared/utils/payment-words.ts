// Money and months as the customer reads them on bills and receipts. Amounts are kept in paise everywhere (issue 42);
// they become rupees only here, through the one price formatter (₹, Intl en-IN, in every language). Months are IST
// monthStart numbers, named on Nagpur's calendar whatever the browser's zone, in the reader's language (issue 44).
import { formatPrice } from '@thali/auth-cart';
import { currentIntlLocale } from '@thali/domain/languages';
import type { PaymentMethod } from '@thali/firebase-data';
import { THALI_TIME_ZONE } from '@thali/ui';
import { useT } from '../messages';

/** '₹2,499.90' for 249990 paise. */
export const formatPaise = (paise: number) => formatPrice(paise / 100);

// one formatter per language and length, built on first use (a time zone makes building one cost on a phone)
const monthFormats = new Map<string, Intl.DateTimeFormat>();
const monthFormat = (month: 'long' | 'short', locale = currentIntlLocale()) => {
  const key = `${locale} ${month}`;
  let format = monthFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month, year: 'numeric', timeZone: THALI_TIME_ZONE });
    monthFormats.set(key, format);
  }
  return format;
};

/** 'November 2026': a bill's month in sentences and on receipts. */
export const formatMonth = (monthStart: number) => monthFormat('long').format(monthStart);
/**
 * 'Nov 2026': the month in a UPI note, which apps show in one short line. Always in English whatever the reader's
 * language: the kitchen matches the money by it, and UPI apps show a note's Latin letters reliably.
 */
export const formatShortMonth = (monthStart: number) => monthFormat('short', 'en-IN').format(monthStart);

/**
 * 'Cash' or 'UPI' in the reader's language, for a component: a hook, so the component waits for these texts as it does
 * for its own.
 */
export function useMethodWord() {
  const t = useT();
  return (method: PaymentMethod) => t(method === 'upi' ? 'method.upi' : 'method.cash');
}
