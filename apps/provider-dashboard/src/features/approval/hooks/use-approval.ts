import { useLiveQuery } from '@thali/render';
import type { KitchenDecisions, Provider } from '@thali/firebase-data';
import { ownDecisionsQuery, ownListingQuery } from '../../../shared/own-listing-query';

/**
 * 'pending' until Thali's staff approve the kitchen, 'rejected' while they have turned it down (until it asks again);
 * 'suspended' while staff have taken the listed kitchen off the marketplace (until they unsuspend it); 'unknown' when
 * its listing could not be read.
 */
export type Approval = 'loading' | 'approved' | 'pending' | 'rejected' | 'suspended' | 'unknown';

/**
 * Whether this kitchen's own listing is approved, live (issue 41: staff approve or reject it from the operations
 * remote, and the dashboard shows it without a reload), with the listing and Thali's decisions on it. A kitchen
 * without a listing is not listed either, so it counts as pending; a failed read says nothing rather than alarming the
 * provider.
 */
export function useApproval(providerId: string): { approval: Approval; listing: Provider | null; decisions: KitchenDecisions } {
  const listing = useLiveQuery(ownListingQuery(providerId));
  const read = useLiveQuery(ownDecisionsQuery(providerId));
  const decisions = read.status === 'success' ? read.data : {};
  if (listing.status === 'pending') return { approval: 'loading', listing: null, decisions };
  if (listing.status === 'error') return { approval: 'unknown', listing: null, decisions };
  const data = listing.data;
  // a suspension un-approves the kitchen in the same write: it is no pending kitchen
  if (decisions.suspension) return { approval: 'suspended', listing: data, decisions };
  if (data?.approved) return { approval: 'approved', listing: data, decisions };
  return { approval: decisions.rejection ? 'rejected' : 'pending', listing: data, decisions };
}
