import { kitchenTarget, SUPPORT_CANCEL_LIMITS } from '@thali/domain/staff';
import { suspendKitchen, unsuspendKitchen, type ListedKitchen } from '@thali/firebase-data';
import type { ReactNode } from 'react';
import { Alert, Badge, Button, formatDateTime, isoInstant } from '@thali/ui';
import { useT as useSharedT } from '../../../shared/messages';
import { useDecision } from '../hooks/use-decision';
import { useOwnerEmail } from '../hooks/use-kitchen-queue';
import { t as text, useT } from '../messages';
import { AuditTrail } from './audit-trail';
import { Actions, Facts, Item } from './kitchen-card-parts';
import { RejectForm } from './reject-form';

const hidden = (words: ReactNode) => <span className="visually-hidden">{words}</span>;

/** The owner's e-mail, once read (a plain word meanwhile or when it could not be read). */
function OwnerEmail({ uid }: { uid: string }) {
  const t = useT();
  const shared = useSharedT();
  const email = useOwnerEmail(uid);
  if (email.status === 'pending') return <>{shared('state.loading')}</>;
  if (email.status === 'error') return <>{shared('state.notAvailable')}</>;
  return email.data ? <a href={`mailto:${email.data}`}>{email.data}</a> : <>{t('card.noneOnRecord')}</>;
}

/**
 * A listed kitchen (Suspend, with a reason its dashboard shows) or a suspended one (why and since when, Unsuspend),
 * with what staff did to it before.
 */
export function ListedKitchenCard({ kitchen }: { kitchen: ListedKitchen }) {
  const t = useT();
  const { suspension, name } = kitchen;
  const { staffUid, approval: unsuspend, rejecting: suspending, setRejecting: setSuspending, rejected: suspended } = useDecision(
    (by) => unsuspendKitchen(by, kitchen.id), t('listed.unsuspended', { name }), t('listed.unsuspendFailed'));
  const headingId = `listed-${kitchen.id}-heading`;
  return (
    <Item aria-labelledby={headingId}>
      <h3 id={headingId}>{kitchen.name}</h3>
      <Facts>
        <dt>{t('card.ownerEmail')}</dt>
        <dd><OwnerEmail uid={kitchen.id} /></dd>
        <dt>{t('listed.area')}</dt>
        <dd>{kitchen.area ?? t('card.notGiven')}</dd>
        <dt>{t('listed.state')}</dt>
        <dd>
          {suspension ? t.rich('listed.suspendedSince', {
            badge: (words) => <Badge $tone="warning">{words}</Badge>,
            time: (words) => <time dateTime={isoInstant(suspension.at)}>{words}</time>,
          }, { date: formatDateTime(suspension.at) }) : <Badge $tone="success">{t('listed.listedBadge')}</Badge>}
        </dd>
        {suspension ? (
          <>
            <dt>{t('listed.reason')}</dt>
            <dd>{suspension.reason}</dd>
          </>
        ) : null}
      </Facts>
      {unsuspend.error ? <Alert>{unsuspend.error}</Alert> : null}
      {suspending ? (
        <RejectForm
          question={t('listed.suspendQuestion', { name })}
          confirmLabel={t('listed.suspendConfirm')}
          failure={t('listed.suspendFailed')}
          reasonMax={SUPPORT_CANCEL_LIMITS.reasonMax}
          reject={async (reason) => {
            const { cancelled } = await suspendKitchen(staffUid, kitchen.id, reason);
            // the write's answer arrives later: its sentence in the language on screen then
            suspended(text('listed.suspended', { name, cancelled }));
          }}
          onKeep={() => setSuspending(false)}
        />
      ) : (
        <Actions>
          {suspension ? (
            <Button type="button" onClick={() => void unsuspend.start()} disabled={unsuspend.status === 'busy'}>
              {t.rich('listed.unsuspend', { hidden }, { name })}
            </Button>
          ) : (
            <Button type="button" $variant="secondary" onClick={() => setSuspending(true)}>
              {t.rich('listed.suspend', { hidden }, { name })}
            </Button>
          )}
        </Actions>
      )}
      <AuditTrail target={kitchenTarget(kitchen.id)} label={t('card.history', { name })} />
    </Item>
  );
}
