import { useQueryOnce } from '@thali/render';
import { approvalQueries } from '../api/approval-queries';

/** 'pending' until a Thali admin approves the kitchen; 'unknown' when its listing could not be read. */
export type Approval = 'loading' | 'approved' | 'pending' | 'unknown';

/**
 * Whether this kitchen's own listing is approved, read once (as the menu page reads a provider). A kitchen
 * without a listing is not listed either, so it counts as pending; a failed read says nothing rather than
 * alarming the provider.
 */
export function useApproval(providerId: string): Approval {
  const listing = useQueryOnce(approvalQueries.listing(providerId));
  if (listing.status === 'pending') return 'loading';
  if (listing.status === 'error') return listing.error.message === 'Provider not found' ? 'pending' : 'unknown';
  return listing.data.approved ? 'approved' : 'pending';
}
