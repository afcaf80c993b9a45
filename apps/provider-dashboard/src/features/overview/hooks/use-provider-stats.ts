import { useLiveQuery, type QueryResult } from '@thali/render';
import { subscribeStats, type ProviderStats } from '@thali/firebase-data';

/** Live stats of one provider (zeros until its first order). */
export function useProviderStats(providerId: string): QueryResult<ProviderStats> {
  return useLiveQuery({ key: ['stats', providerId], subscribe: (h) => subscribeStats({ providerId, ...h }) });
}
