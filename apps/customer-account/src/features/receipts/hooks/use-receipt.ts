import { useQueryOnce, type QueryResult } from '@thali/render';
import type { Receipt } from '@thali/firebase-data';
import { receiptQueries } from '../api/receipt-queries';

/** A payment's receipt (null: none to show); nothing is read until the session knows who is reading. */
export function useReceipt(providerId: string, paymentId: string, enabled: boolean): QueryResult<Receipt | null> {
  return useQueryOnce(receiptQueries.receipt(providerId, paymentId), { enabled: enabled && Boolean(providerId && paymentId) });
}
