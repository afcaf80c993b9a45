import { useLiveQuery, type QueryResult } from '@thali/render';
import type { ProviderStats } from '@thali/firebase-data';
import { overviewQueries } from '../api/overview-queries';

/** Live stats of one provider (zeros until its first order). */
export function useProviderStats(providerId: string): QueryResult<ProviderStats> {
  return useLiveQuery(overviewQueries.stats(providerId));
}
