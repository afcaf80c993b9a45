import { kitchenNameTarget } from '@thali/domain/staff';
import { approveNameRequest, rejectNameRequest, type NameRequest } from '@thali/firebase-data';
import { Alert, Button, formatDateTime, isoInstant } from '@thali/ui';
import { useDecision } from '../hooks/use-decision';
import { AuditTrail } from './audit-trail';
import { Actions, Facts, Item } from './kitchen-card-parts';
import { RejectForm } from './reject-form';

/** A listed kitchen asking for a new name: its old and new names, Approve (applied at once) or Reject with a reason. */
export function NameRequestCard({ request }: { request: NameRequest }) {
  const { staffUid, approval: approve, rejecting, setRejecting, rejected } = useDecision(
    (by) => approveNameRequest(by, request.id), `${request.name} is now called ${request.newName}.`, 'The new name could not be approved. Please try again.');
  const headingId = `name-${request.id}-heading`;
  return (
    <Item aria-labelledby={headingId}>
      <h3 id={headingId}>{`${request.name} asks to be called ${request.newName}`}</h3>
      <Facts>
        <dt>Current name</dt>
        <dd>{request.name}</dd>
        <dt>New name</dt>
        <dd>{request.newName}</dd>
        <dt>Asked</dt>
        <dd>{request.requestedAt ? <time dateTime={isoInstant(request.requestedAt)}>{formatDateTime(request.requestedAt)}</time> : 'Unknown'}</dd>
      </Facts>
      {approve.error ? <Alert>{approve.error}</Alert> : null}
      {rejecting ? (
        <RejectForm
          question={`Keep the name ${request.name}? The kitchen sees your reason on its dashboard.`}
          confirmLabel="Reject the new name"
          reject={async (reason) => {
            await rejectNameRequest(staffUid, request.id, reason);
            rejected(`${request.name} keeps its name; the kitchen sees your reason.`);
          }}
          onKeep={() => setRejecting(false)}
        />
      ) : (
        <Actions>
          <Button type="button" onClick={() => void approve.start()} disabled={approve.status === 'busy'}>
            Approve the new name<span className="visually-hidden">{` ${request.newName}`}</span>
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setRejecting(true)} disabled={approve.status === 'busy'}>
            Reject the new name<span className="visually-hidden">{` ${request.newName}`}</span>
          </Button>
        </Actions>
      )}
      <AuditTrail target={kitchenNameTarget(request.id)} label={`Name changes of ${request.name}`} />
    </Item>
  );
}
