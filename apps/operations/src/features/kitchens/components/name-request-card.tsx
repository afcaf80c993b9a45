import { kitchenNameTarget } from '@thali/domain/staff';
import { approveNameRequest, rejectNameRequest, type NameRequest } from '@thali/firebase-data';
import type { ReactNode } from 'react';
import { Alert, Button, formatDateTime, isoInstant } from '@thali/ui';
import { useDecision } from '../hooks/use-decision';
import { t as text, useT } from '../messages';
import { AuditTrail } from './audit-trail';
import { Actions, Facts, Item } from './kitchen-card-parts';
import { RejectForm } from './reject-form';

const hidden = (words: ReactNode) => <span className="visually-hidden">{words}</span>;

/** A listed kitchen asking for a new name: its old and new names, Approve (applied at once) or Reject with a reason. */
export function NameRequestCard({ request }: { request: NameRequest }) {
  const t = useT();
  const { name, newName } = request;
  const { staffUid, approval: approve, rejecting, setRejecting, rejected } = useDecision(
    (by) => approveNameRequest(by, request.id), t('name.approved', { name, newName }), t('name.approveFailed'));
  const headingId = `name-${request.id}-heading`;
  return (
    <Item aria-labelledby={headingId}>
      <h3 id={headingId}>{t('name.heading', { name, newName })}</h3>
      <Facts>
        <dt>{t('name.current')}</dt>
        <dd>{request.name}</dd>
        <dt>{t('name.new')}</dt>
        <dd>{request.newName}</dd>
        <dt>{t('name.asked')}</dt>
        <dd>{request.requestedAt ? <time dateTime={isoInstant(request.requestedAt)}>{formatDateTime(request.requestedAt)}</time> : t('name.unknown')}</dd>
      </Facts>
      {approve.error ? <Alert>{approve.error}</Alert> : null}
      {rejecting ? (
        <RejectForm
          question={t('name.question', { name })}
          confirmLabel={t('name.rejectConfirm')}
          reject={async (reason) => {
            await rejectNameRequest(staffUid, request.id, reason);
            rejected(text('name.rejected', { name }));
          }}
          onKeep={() => setRejecting(false)}
        />
      ) : (
        <Actions>
          <Button type="button" onClick={() => void approve.start()} disabled={approve.status === 'busy'}>
            {t.rich('name.approve', { hidden }, { newName })}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setRejecting(true)} disabled={approve.status === 'busy'}>
            {t.rich('name.reject', { hidden }, { newName })}
          </Button>
        </Actions>
      )}
      <AuditTrail target={kitchenNameTarget(request.id)} label={t('name.history', { name })} />
    </Item>
  );
}
