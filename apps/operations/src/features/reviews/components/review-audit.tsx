import type { AuditEntry } from '@thali/firebase-data';
import { formatDateTime, isoInstant } from '@thali/ui';
import { useReviewAudit } from '../hooks/use-moderated-reviews';

const DONE: Partial<Record<AuditEntry['action'], string>> = { hide: 'Hidden', restore: 'Restored', dismiss: 'Reports dismissed' };

/** What staff did to this review, newest first, from the audit trail (`reviews/<id>`): who, what, when, why. */
export function ReviewAudit({ reviewId, staffUid }: { reviewId: string; staffUid: string }) {
  const trail = useReviewAudit(reviewId);
  if (trail.status === 'error') return <p>The history of this review could not be loaded.</p>;
  if (trail.status !== 'success' || trail.data.length === 0) return null;
  return (
    <details>
      <summary>{`History (${trail.data.length})`}</summary>
      <ul>
        {trail.data.map((e) => (
          <li key={e.id}>
            {`${DONE[e.action] ?? e.action} by ${e.by === staffUid ? 'you' : e.by === 'cli' ? 'the admin script' : 'another staff member'}, `}
            <time dateTime={isoInstant(e.at)}>{formatDateTime(e.at)}</time>
            {e.reason ? `: ${e.reason}` : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}
