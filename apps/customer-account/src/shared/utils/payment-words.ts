// Money and months as the customer reads them on bills and receipts. Amounts are kept in paise everywhere (issue 42);
// they become rupees only here, through the one price formatter (₹, Intl en-IN). Months are IST monthStart numbers,
// named on Nagpur's calendar whatever the browser's zone.
import { formatPrice } from '@thali/auth-cart';
import type { PaymentMethod } from '@thali/firebase-data';
import { THALI_LOCALE, THALI_TIME_ZONE } from '@thali/ui';

/** '₹2,499.90' for 249990 paise. */
export const formatPaise = (paise: number) => formatPrice(paise / 100);

const monthFormats = new Map<'long' | 'short', Intl.DateTimeFormat>();
const monthFormat = (month: 'long' | 'short') => {
  let format = monthFormats.get(month);
  if (!format) {
    format = new Intl.DateTimeFormat(THALI_LOCALE, { month, year: 'numeric', timeZone: THALI_TIME_ZONE });
    monthFormats.set(month, format);
  }
  return format;
};

/** 'November 2026': a bill's month in sentences and on receipts. */
export const formatMonth = (monthStart: number) => monthFormat('long').format(monthStart);
/** 'Nov 2026': the month in a UPI note, which apps show in one short line. */
export const formatShortMonth = (monthStart: number) => monthFormat('short').format(monthStart);

export const METHOD_WORDS: Record<PaymentMethod, string> = { cash: 'Cash', upi: 'UPI' };
