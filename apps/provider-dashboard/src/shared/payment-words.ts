import type { PaymentMethod } from '@thali/firebase-data';

/** How money came, in a word (the Dues page, "Paid?" on delivery). */
export const METHOD_LABELS: Record<PaymentMethod, string> = { cash: 'Cash', upi: 'UPI' };

/** How an order was paid, in a few words: "Paid in cash", "Paid by UPI". */
export const PAID_LABELS: Record<PaymentMethod, string> = { cash: 'Paid in cash', upi: 'Paid by UPI' };
