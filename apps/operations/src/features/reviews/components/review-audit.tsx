import { SentenceWithTime } from '../../../shared/components/sentence-with-time';
import { useReviewAudit } from '../hooks/use-moderated-reviews';
import { useT } from '../messages';

/** What staff did to this review, newest first, from the audit trail (`reviews/<id>`): who, what, when, why. */
export function ReviewAudit({ reviewId, staffUid }: { reviewId: string; staffUid: string }) {
  const t = useT();
  const trail = useReviewAudit(reviewId);
  if (trail.status === 'error') return <p>{t('audit.failed')}</p>;
  if (trail.status !== 'success' || trail.data.length === 0) return null;
  return (
    <details>
      <summary>{t('audit.summary', { count: trail.data.length })}</summary>
      <ul>
        {trail.data.map((e) => (
          <li key={e.id}>
            <SentenceWithTime at={e.at} text={(date) => t('audit.entry', {
              action: e.action, who: e.by === staffUid ? 'you' : e.by === 'cli' ? 'cli' : 'other', date,
            })} />
            {e.reason ? `: ${e.reason}` : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}
