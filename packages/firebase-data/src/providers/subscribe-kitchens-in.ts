import { onValue } from 'firebase/database';
import type { AreaName } from '@thali/domain/areas';
import { firebase } from '../app';
import type { Provider } from '../model';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import { PUBLIC_READS } from '../reads/public-reads';
import { PUBLIC_VALUES } from '../reads/public-values';
import { specQuery } from '../reads/spec-query';

/**
 * Live list of the listed kitchens that deliver to `area`, by name: one indexed query (`deliversTo/<area>` equal to
 * true, which the rules keep true only while the kitchen is approved), so a customer's list costs what that area's
 * kitchens cost, however many kitchens Thali lists.
 */
export function subscribeKitchensIn({ area, onData, onError, fb = firebase() }: SubscriptionOptions<Provider[]> & { area: AreaName }): Unsubscribe {
  return onValue(specQuery(fb, PUBLIC_READS.kitchensIn(area)), (snap) => onData(PUBLIC_VALUES.kitchensIn(snap.val())), (error) => onError?.(error));
}

/** Live count of the listed kitchens ("3 more kitchens don't deliver to 440010"). */
export function subscribeListedKitchens({ onData, onError, fb = firebase() }: SubscriptionOptions<number>): Unsubscribe {
  return onValue(specQuery(fb, PUBLIC_READS.listedKitchens()), (snap) => onData(PUBLIC_VALUES.listedKitchens(snap.val())), (error) => onError?.(error));
}
