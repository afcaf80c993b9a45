import { onValue } from 'firebase/database';
import { firebase } from '../app';
import type { PlateCounts } from '../model';
import { PUBLIC_READS } from '../reads/public-reads';
import { PUBLIC_VALUES } from '../reads/public-values';
import { specQuery } from '../reads/spec-query';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';

/**
 * Live plate counts of a kitchen's limited items (public: counts only). An item without a count, or with a count of
 * another day, has sold none today: see platesLeft.
 */
export function subscribePlates(
  { providerId, onData, onError, fb = firebase() }: SubscriptionOptions<PlateCounts> & { providerId: string },
): Unsubscribe {
  return onValue(specQuery(fb, PUBLIC_READS.plates(providerId)), (snap) => onData(PUBLIC_VALUES.plates(snap.val(), providerId)), (e) => onError?.(e));
}
