import { useQueryOnce, type QueryResult } from '@thali/render';
import type { DeliveryProfile } from '@thali/firebase-data';
import { menuQueries } from '../api/menu-queries';

export type { DeliveryProfile };

/** The customer's profile address, name and mobile (to prefill Buy Now's delivery step), read once when the form opens. */
export function useProfileAddress(uid: string): QueryResult<DeliveryProfile> {
  return useQueryOnce(menuQueries.deliveryProfile(uid), { enabled: Boolean(uid) });
}
