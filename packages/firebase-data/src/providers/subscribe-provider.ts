import { onValue } from 'firebase/database';
import { firebase } from '../app';
import type { Provider } from '../model';
import { isValidKey } from '../reads/keys';
import { PUBLIC_READS } from '../reads/public-reads';
import { PUBLIC_VALUES } from '../reads/public-values';
import { specQuery } from '../reads/spec-query';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';

/**
 * One kitchen's listing, live (null when it does not exist or is malformed): a menu page or a basket follows its
 * kitchen pausing orders or changing its hours without downloading every other listing.
 */
export function subscribeProvider(
  { providerId, onData, onError, fb = firebase() }: SubscriptionOptions<Provider | null> & { providerId: string },
): Unsubscribe {
  if (!isValidKey(providerId)) {
    onData(null);
    return () => undefined;
  }
  return onValue(specQuery(fb, PUBLIC_READS.provider(providerId)), (snap) => onData(PUBLIC_VALUES.provider(snap.val(), providerId)), (e) => onError?.(e));
}
