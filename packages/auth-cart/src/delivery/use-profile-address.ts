import { queryOptions, useQueryOnce, type QueryResult } from '@thali/render';
import { getDeliveryProfile, type DeliveryProfile } from '@thali/firebase-data';

export type { DeliveryProfile };

/**
 * The customer's delivery details from the profile (its place, the old one-line address, name and mobile), read once:
 * what Buy Now (storefront), the basket's checkout and Subscribe (customer-account) are prefilled with. One key for
 * all of them, so a page that read it hands it to the next form in the same tab.
 */
export const profileAddressQuery = (uid: string) => queryOptions<DeliveryProfile>({
  key: ['checkout-profile', uid],
  read: () => getDeliveryProfile(uid),
});

/** The customer's delivery details from the profile, read once when a form opens; nothing is read without a uid. */
export function useProfileAddress(uid: string | null | undefined): QueryResult<DeliveryProfile> {
  return useQueryOnce(profileAddressQuery(uid ?? ''), { enabled: Boolean(uid) });
}
