import { subscribeAudit, type AuditEntry } from '@thali/firebase-data';
import { orderTarget } from '@thali/domain/staff';
import { queryOptions, useLiveQuery } from '@thali/render';
import { formatDateTime, isoInstant } from '@thali/ui';

/** What staff did to this order, from the audit trail (`orders/<id>`), live: "Cancelled by you, 26 Nov, 7:15 pm: …". */
export function OrderAudit({ orderId, staffUid }: { orderId: string; staffUid: string }) {
  const target = orderTarget(orderId);
  const trail = useLiveQuery(queryOptions<AuditEntry[]>({ key: ['ops-audit', target], subscribe: (h) => subscribeAudit({ ...h, target }) }));
  if (trail.status !== 'success' || trail.data.length === 0) return null;
  return (
    <ul aria-label="What Thali did">
      {trail.data.map((e) => (
        <li key={e.id}>
          {`${e.action === 'cancel' ? 'Cancelled' : e.action} by ${e.by === staffUid ? 'you' : 'a staff member'}, `}
          <time dateTime={isoInstant(e.at)}>{formatDateTime(e.at)}</time>
          {e.reason ? `: ${e.reason}` : ''}
        </li>
      ))}
    </ul>
  );
}
