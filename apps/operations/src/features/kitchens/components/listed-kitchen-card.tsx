import { kitchenTarget, SUPPORT_CANCEL_LIMITS } from '@thali/domain/staff';
import { suspendKitchen, unsuspendKitchen, type ListedKitchen } from '@thali/firebase-data';
import { Alert, Badge, Button, formatDateTime, isoInstant } from '@thali/ui';
import { useDecision } from '../hooks/use-decision';
import { useOwnerEmail } from '../hooks/use-kitchen-queue';
import { AuditTrail } from './audit-trail';
import { Actions, Facts, Item } from './kitchen-card-parts';
import { RejectForm } from './reject-form';

/** How many of its orders not yet accepted the suspension cancelled (their customers see the reason). */
export const cancelledWords = (n: number) => (n === 0 ? 'It had no orders waiting to be accepted.'
  : `${n} ${n === 1 ? 'order' : 'orders'} not yet accepted ${n === 1 ? 'was' : 'were'} cancelled with your reason.`);

/** The owner's e-mail, once read (a plain word meanwhile or when it could not be read). */
function OwnerEmail({ uid }: { uid: string }) {
  const email = useOwnerEmail(uid);
  if (email.status === 'pending') return <>Loading…</>;
  if (email.status === 'error') return <>Not available</>;
  return email.data ? <a href={`mailto:${email.data}`}>{email.data}</a> : <>None on record</>;
}

/**
 * A listed kitchen (Suspend, with a reason its dashboard shows) or a suspended one (why and since when, Unsuspend),
 * with what staff did to it before.
 */
export function ListedKitchenCard({ kitchen }: { kitchen: ListedKitchen }) {
  const { suspension } = kitchen;
  const { staffUid, approval: unsuspend, rejecting: suspending, setRejecting: setSuspending, rejected: suspended } = useDecision(
    (by) => unsuspendKitchen(by, kitchen.id), `${kitchen.name} is listed again.`, 'The kitchen could not be unsuspended. Please try again.');
  const headingId = `listed-${kitchen.id}-heading`;
  return (
    <Item aria-labelledby={headingId}>
      <h3 id={headingId}>{kitchen.name}</h3>
      <Facts>
        <dt>Owner e-mail</dt>
        <dd><OwnerEmail uid={kitchen.id} /></dd>
        <dt>Area</dt>
        <dd>{kitchen.area ?? 'Not given'}</dd>
        <dt>State</dt>
        <dd>
          {suspension ? (
            <>
              <Badge $tone="warning">Suspended</Badge>{' since '}
              <time dateTime={isoInstant(suspension.at)}>{formatDateTime(suspension.at)}</time>
            </>
          ) : <Badge $tone="success">Listed</Badge>}
        </dd>
        {suspension ? (
          <>
            <dt>Reason</dt>
            <dd>{suspension.reason}</dd>
          </>
        ) : null}
      </Facts>
      {unsuspend.error ? <Alert>{unsuspend.error}</Alert> : null}
      {suspending ? (
        <RejectForm
          question={`Suspend ${kitchen.name}? It leaves the marketplace at once, new orders and subscriptions to it are refused, its orders not yet accepted are cancelled with your reason, and the kitchen sees your reason on its dashboard.`}
          confirmLabel="Suspend the kitchen"
          failure="The kitchen could not be suspended. Please try again."
          reasonMax={SUPPORT_CANCEL_LIMITS.reasonMax}
          reject={async (reason) => {
            const { cancelled } = await suspendKitchen(staffUid, kitchen.id, reason);
            suspended(`${kitchen.name} is suspended; the kitchen sees your reason. ${cancelledWords(cancelled)}`);
          }}
          onKeep={() => setSuspending(false)}
        />
      ) : (
        <Actions>
          {suspension ? (
            <Button type="button" onClick={() => void unsuspend.start()} disabled={unsuspend.status === 'busy'}>
              Unsuspend<span className="visually-hidden">{` ${kitchen.name}`}</span>
            </Button>
          ) : (
            <Button type="button" $variant="secondary" onClick={() => setSuspending(true)}>
              Suspend<span className="visually-hidden">{` ${kitchen.name}`}</span>
            </Button>
          )}
        </Actions>
      )}
      <AuditTrail target={kitchenTarget(kitchen.id)} label={`History of ${kitchen.name}`} />
    </Item>
  );
}
