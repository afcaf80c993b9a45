import { useQueryOnce, type QueryResult } from '@thali/render';
import { getUserProfile } from '@thali/firebase-data';

/** What the checkout form is prefilled with from the customer's profile. */
export interface CheckoutProfile {
  address: string;
  name: string;
  /** the stored mobile (+91XXXXXXXXXX), '' when none yet (asked at the first order) */
  phone: string;
}

const NONE: CheckoutProfile = { address: '', name: '', phone: '' };

/** The customer's profile address, name and mobile (to prefill the checkout), read once; empty fields when none. */
export function useProfileAddress(uid: string | undefined): QueryResult<CheckoutProfile> {
  return useQueryOnce({
    key: ['checkout-profile', uid],
    query: async () => {
      try {
        const profile = await getUserProfile(uid ?? '');
        return { address: profile.address ?? '', name: profile.name ?? '', phone: profile.phone ?? '' };
      } catch {
        // no profile record (an account made elsewhere): the customer types them
        return NONE;
      }
    },
    enabled: Boolean(uid),
  });
}
