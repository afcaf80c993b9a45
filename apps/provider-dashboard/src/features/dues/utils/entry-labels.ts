import type { PaymentEntry } from '@thali/firebase-data';

export { METHOD_LABELS } from '../../../shared/payment-words';

/** What an entry of the ledger is, in a word or two (the Dues page's entries and the CSV's second section). */
export function entryKindLabel(entry: PaymentEntry): string {
  if (entry.kind === 'correction') return 'Correction';
  if (entry.kind === 'received') return 'Received';
  return 'Reported by the customer';
}

/** Where an entry stands: a report waits, is confirmed or declined; a received entry or a report may be reversed. */
export function entryStatusLabel(entry: PaymentEntry): string {
  if (entry.kind === 'correction') return 'Reverses an earlier entry';
  if (entry.correctedBy) return 'Reversed';
  if (entry.kind === 'reported') {
    if (entry.waiting) return 'Waiting for you to confirm';
    if (entry.decision?.status === 'declined') return entry.decision.reason ? `Declined: ${entry.decision.reason}` : 'Declined';
    return 'Confirmed';
  }
  return 'Received';
}

/** The receipt number of an entry that has one: a received entry, or a report once confirmed. */
export function receiptOf(entry: PaymentEntry): string | undefined {
  return entry.receipt ?? (entry.decision?.status === 'confirmed' ? entry.decision.receipt : undefined);
}

/** Whether the kitchen may still reverse the entry: received, or a confirmed report, and not reversed already. */
export function canCorrect(entry: PaymentEntry): boolean {
  if (entry.correctedBy) return false;
  return entry.kind === 'received' || (entry.kind === 'reported' && entry.decision?.status === 'confirmed');
}
