import { THALI_LOCALE } from '@thali/ui';

// Built on first use: Intl's first formatter costs tens of milliseconds on a phone, on pages that show no price.
let rupees: Intl.NumberFormat | undefined;

/** Prices in rupees with 2 decimals, e.g. ₹1,250.00 — the one formatter every app uses. */
export function formatPrice(amount: number): string {
  rupees ??= new Intl.NumberFormat(THALI_LOCALE, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return rupees.format(Number.isFinite(amount) ? amount : 0);
}
