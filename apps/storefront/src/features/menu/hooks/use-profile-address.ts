import { useQueryOnce, type QueryResult } from '@thali/auth-cart';
import { getUserProfile } from '@thali/firebase-data';

/** The customer's profile address (to prefill Buy Now's delivery address), read once when the form opens; '' when none. */
export function useProfileAddress(uid: string): QueryResult<string> {
  return useQueryOnce({
    key: ['profile-address', uid],
    query: async () => {
      try {
        return (await getUserProfile(uid)).address ?? '';
      } catch {
        return '';
      }
    },
    enabled: Boolean(uid),
  });
}
