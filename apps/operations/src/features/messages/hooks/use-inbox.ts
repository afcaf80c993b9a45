import { useLiveQuery, type QueryResult } from '@thali/render';
import type { ContactMessage } from '@thali/firebase-data';
import { inboxQueries } from '../../../shared/api/inbox-queries';

/** The contact-form inbox, live, newest first. */
export function useInbox(): QueryResult<ContactMessage[]> {
  return useLiveQuery(inboxQueries.messages());
}
