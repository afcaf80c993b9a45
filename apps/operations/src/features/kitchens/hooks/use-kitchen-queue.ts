import { useLiveQuery, useQueryOnce, type QueryResult } from '@thali/render';
import type { AuditEntry, KitchenFacts, ListedKitchen, NameRequest, PendingKitchen } from '@thali/firebase-data';
import { kitchenQueries } from '../../../shared/api/kitchen-queries';

/** The Kitchens page's two live lists: kitchens awaiting approval (oldest first) and listed kitchens' new names. */
export function useKitchenQueue(): { pending: QueryResult<PendingKitchen[]>; names: QueryResult<NameRequest[]> } {
  return { pending: useLiveQuery(kitchenQueries.pendingKitchens()), names: useLiveQuery(kitchenQueries.nameRequests()) };
}

/** A kitchen's owner's e-mail and its number of dishes and plans. */
export function useKitchenFacts(uid: string): QueryResult<KitchenFacts> {
  return useQueryOnce(kitchenQueries.facts(uid));
}

/** The audit trail of one record, live, newest first. */
export function useAudit(target: string): QueryResult<AuditEntry[]> {
  return useLiveQuery(kitchenQueries.audit(target));
}

/** A staff member's e-mail, for an audit entry (none for 'cli', the admin script, which the entry names itself). */
export function useStaffEmail(uid: string): string | null {
  const email = useQueryOnce(kitchenQueries.staffEmail(uid), { enabled: uid !== 'cli' });
  if (uid === 'cli') return null;
  return email.status === 'success' ? email.data : null;
}

/** The listed and suspended kitchens, live, by name. */
export function useListedKitchens(): QueryResult<ListedKitchen[]> {
  return useLiveQuery(kitchenQueries.listed());
}

/** A kitchen owner's e-mail (users/{uid}/email), read once. */
export function useOwnerEmail(uid: string): QueryResult<string | null> {
  return useQueryOnce(kitchenQueries.staffEmail(uid));
}
