import { onValue, ref } from 'firebase/database';
import { firebase } from '../app';
import type { Provider } from '../model';
import { parseRecord, providerRecordSchema } from '../schemas';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import { toProvider } from './to-provider';

/**
 * One kitchen's listing, live (null when it does not exist or is malformed): a menu page or a basket follows its
 * kitchen pausing orders or changing its hours without downloading every other listing.
 */
export function subscribeProvider(
  { providerId, onData, onError, fb = firebase() }: SubscriptionOptions<Provider | null> & { providerId: string },
): Unsubscribe {
  if (!providerId || /[.#$[\]/]/.test(providerId)) {
    onData(null);
    return () => undefined;
  }
  const path = `providers/${providerId}`;
  return onValue(ref(fb.db, path), (snap) => {
    const record = snap.exists() ? parseRecord(providerRecordSchema, path, snap.val()) : undefined;
    onData(record ? toProvider(providerId, record) : null);
  }, (e) => onError?.(e));
}
