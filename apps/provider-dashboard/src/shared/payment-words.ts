import type { PaymentMethod } from '@thali/firebase-data';
import { t } from './messages';

// Read when a component renders (getters), so each reads the language on screen; the component itself re-renders on
// a switch through its own texts (useT).

/** How money came, in a word (the Dues page, "Paid?" on delivery). */
export const METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  get cash() { return t('method.cash'); },
  get upi() { return t('method.upi'); },
};

/** How an order was paid, in a few words: "Paid in cash", "Paid by UPI". */
export const PAID_LABELS: Readonly<Record<PaymentMethod, string>> = {
  get cash() { return t('paid.cash'); },
  get upi() { return t('paid.upi'); },
};
