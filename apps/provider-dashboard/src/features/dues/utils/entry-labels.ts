import type { PaymentEntry } from '@thali/firebase-data';
import { t } from '../messages';

export { METHOD_LABELS } from '../../../shared/payment-words';

// Both read the language on screen (the page's entries, and the CSV downloaded from it).

/** What an entry of the ledger is, in a word or two (the Dues page's entries and the CSV's second section). */
export function entryKindLabel(entry: PaymentEntry): string {
  if (entry.kind === 'correction') return t('entry.correction');
  if (entry.kind === 'received') return t('entry.received');
  return t('entry.reported');
}

/** Where an entry stands: a report waits, is confirmed or declined; a received entry or a report may be reversed. */
export function entryStatusLabel(entry: PaymentEntry): string {
  if (entry.kind === 'correction') return t('entry.reverses');
  if (entry.correctedBy) return t('entry.reversed');
  if (entry.kind === 'reported') {
    if (entry.waiting) return t('entry.waiting');
    if (entry.decision?.status === 'declined') return entry.decision.reason ? t('entry.declinedWhy', { reason: entry.decision.reason }) : t('entry.declined');
    return t('entry.confirmed');
  }
  return t('entry.received');
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
