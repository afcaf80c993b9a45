import { useQueryOnce, type QueryResult } from '@thali/render';
import { getUserProfile } from '@thali/firebase-data';

/** What Buy Now's delivery step is prefilled with from the customer's profile. */
export interface DeliveryProfile {
  address: string;
  name: string;
  /** the stored mobile (+91XXXXXXXXXX), '' when none yet (asked at the first order) */
  phone: string;
}

/** The customer's profile address, name and mobile (to prefill Buy Now's delivery step), read once when the form opens. */
export function useProfileAddress(uid: string): QueryResult<DeliveryProfile> {
  return useQueryOnce({
    key: ['checkout-profile', uid],
    query: async () => {
      try {
        const profile = await getUserProfile(uid);
        return { address: profile.address ?? '', name: profile.name ?? '', phone: profile.phone ?? '' };
      } catch {
        return { address: '', name: '', phone: '' };
      }
    },
    enabled: Boolean(uid),
  });
}
