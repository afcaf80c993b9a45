import { onValue } from 'firebase/database';
import { firebase } from '../app';
import { type ProviderStats } from '../model';
import { SESSION_READS } from '../reads/session-reads';
import { SESSION_VALUES } from '../reads/session-values';
import { specQuery } from '../reads/spec-query';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';

/** A kitchen's stats, live, as shown (stats/to-stats.ts): the same read a signed-in page asks first over REST. */
export function subscribeStats(
  { providerId, onData, onError, fb = firebase() }: SubscriptionOptions<ProviderStats> & { providerId: string },
): Unsubscribe {
  return onValue(specQuery(fb, SESSION_READS.stats(providerId)), (snap) => onData(SESSION_VALUES.stats(snap.val(), providerId)), (e) => onError?.(e));
}
