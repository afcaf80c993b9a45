import { queryOptions } from '@thali/render';
import { readReceipt, type Receipt } from '@thali/firebase-data';

/** What the receipt page reads. */
export const receiptQueries = {
  /** One payment's receipt, read once per visit; null when it is no receipt (or not one this reader may see). */
  receipt: (providerId: string, paymentId: string) => queryOptions<Receipt | null>({
    key: ['receipt', providerId, paymentId],
    read: () => readReceipt({ providerId, paymentId }),
  }),
};
