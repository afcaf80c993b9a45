import { useLiveQuery } from '@thali/render';
import { inboxQueries, unreadCount } from '../../../shared/api/inbox-queries';
import { reportQueries } from '../../../shared/api/report-queries';
import { overviewQueries } from '../api/overview-queries';

/** A figure of the Overview: its number once read, or why it is missing. */
export type Figure = { status: 'pending' } | { status: 'error' } | { status: 'success'; value: number };

const figure = <T,>(result: { status: string; data?: T }, count: (data: T) => number): Figure =>
  result.status === 'success' ? { status: 'success', value: count(result.data as T) } : result.status === 'error' ? { status: 'error' } : { status: 'pending' };

/** The Overview's live figures: unread messages and kitchens awaiting approval. */
export function useOverview(): { unread: Figure; pending: Figure; reports: Figure } {
  const inbox = useLiveQuery(inboxQueries.messages());
  const pending = useLiveQuery(overviewQueries.pendingKitchens());
  // issue 41, Reviews: the reviews with open reports (the queue the Reviews page lists)
  const reported = useLiveQuery(reportQueries.reported());
  return { unread: figure(inbox, unreadCount), pending: figure(pending, (kitchens) => kitchens.length), reports: figure(reported, (r) => r.length) };
}
