import { onValue, ref } from 'firebase/database';
import { firebase } from '../app';
import type { PlateCounts } from '../model';
import { parseChildren, plateRecordSchema } from '../schemas';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';

/** plates/{providerId} as counts by item id (a malformed count is skipped: that item reads as none sold). */
export function toPlateCounts(providerId: string, value: unknown): PlateCounts {
  const entries = parseChildren(plateRecordSchema, `plates/${providerId}`, value, (id, r) => [id, { day: r.day, sold: r.sold }] as const);
  return Object.fromEntries(entries);
}

/**
 * Live plate counts of a kitchen's limited items (public: counts only). An item without a count, or with a count of
 * another day, has sold none today: see platesLeft.
 */
export function subscribePlates(
  { providerId, onData, onError, fb = firebase() }: SubscriptionOptions<PlateCounts> & { providerId: string },
): Unsubscribe {
  return onValue(ref(fb.db, `plates/${providerId}`), (snap) => onData(toPlateCounts(providerId, snap.val())), (e) => onError?.(e));
}
