import { subscribeAudit, type AuditEntry } from '@thali/firebase-data';
import { orderTarget } from '@thali/domain/staff';
import { queryOptions, useLiveQuery } from '@thali/render';
import { SentenceWithTime } from '../../../shared/components/sentence-with-time';
import { useT } from '../messages';

/** What staff did to this order, from the audit trail (`orders/<id>`), live: "Cancelled by you, 26 Nov, 7:15 pm: …". */
export function OrderAudit({ orderId, staffUid }: { orderId: string; staffUid: string }) {
  const t = useT();
  const target = orderTarget(orderId);
  const trail = useLiveQuery(queryOptions<AuditEntry[]>({ key: ['ops-audit', target], subscribe: (h) => subscribeAudit({ ...h, target }) }));
  if (trail.status !== 'success' || trail.data.length === 0) return null;
  return (
    <ul aria-label={t('audit.list')}>
      {trail.data.map((e) => (
        <li key={e.id}>
          <SentenceWithTime at={e.at} text={(date) => t('audit.entry', { action: e.action, who: e.by === staffUid ? 'you' : 'other', date })} />
          {e.reason ? `: ${e.reason}` : ''}
        </li>
      ))}
    </ul>
  );
}
