import { useQueryOnce, type QueryResult } from '@thali/auth-cart';
import { getUserProfile } from '@thali/firebase-data';

/** The customer's profile address (to prefill the delivery address), read once; '' when there is none. */
export function useProfileAddress(uid: string | undefined): QueryResult<string> {
  return useQueryOnce({
    key: ['profile-address', uid],
    query: async () => {
      try {
        return (await getUserProfile(uid ?? '')).address ?? '';
      } catch {
        // no profile record (an account made elsewhere): the customer types the address
        return '';
      }
    },
    enabled: Boolean(uid),
  });
}
