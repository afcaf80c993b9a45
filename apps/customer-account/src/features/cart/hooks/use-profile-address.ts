import { useQueryOnce, type QueryResult } from '@thali/render';
import { cartQueries, type CheckoutProfile } from '../api/cart-queries';

export type { CheckoutProfile };

/** The customer's profile address, name and mobile (to prefill the checkout), read once; empty fields when none. */
export function useProfileAddress(uid: string | undefined): QueryResult<CheckoutProfile> {
  return useQueryOnce(cartQueries.checkoutProfile(uid ?? ''), { enabled: Boolean(uid) });
}
