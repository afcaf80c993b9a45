import { useLiveQuery } from '@thali/render';
import type { Provider } from '@thali/firebase-data';
import { ownListingQuery } from '../../../shared/own-listing-query';

/**
 * 'pending' until Thali's staff approve the kitchen, 'rejected' while they have turned it down (until it asks again);
 * 'unknown' when its listing could not be read.
 */
export type Approval = 'loading' | 'approved' | 'pending' | 'rejected' | 'unknown';

/**
 * Whether this kitchen's own listing is approved, live (issue 41: staff approve or reject it from the operations
 * remote, and the dashboard shows it without a reload), with the listing for the rejection's reason. A kitchen without
 * a listing is not listed either, so it counts as pending; a failed read says nothing rather than alarming the provider.
 */
export function useApproval(providerId: string): { approval: Approval; listing: Provider | null } {
  const listing = useLiveQuery(ownListingQuery(providerId));
  if (listing.status === 'pending') return { approval: 'loading', listing: null };
  if (listing.status === 'error') return { approval: 'unknown', listing: null };
  const data = listing.data;
  if (data?.approved) return { approval: 'approved', listing: data };
  return { approval: data?.rejection ? 'rejected' : 'pending', listing: data };
}
