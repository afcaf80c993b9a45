import styled from 'styled-components';
import { kitchenTarget } from '@thali/domain/staff';
import { approvePendingKitchen, imageSrc, rejectPendingKitchen, type PendingKitchen } from '@thali/firebase-data';
import { Alert, Badge, Button, formatDateTime, isoInstant } from '@thali/ui';
import { useDecision } from '../hooks/use-decision';
import { useKitchenFacts } from '../hooks/use-kitchen-queue';
import { AuditTrail } from './audit-trail';
import { Actions, Facts, Item } from './kitchen-card-parts';
import { RejectForm } from './reject-form';

const Header = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  min-width: 0;
  img { width: 4rem; height: 4rem; object-fit: cover; border-radius: 0.5rem; flex: none; }
`;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The owner's e-mail and the menu's size, once read (a plain word meanwhile or when they could not be read). */
function KitchenFacts({ kitchen }: { kitchen: PendingKitchen }) {
  const facts = useKitchenFacts(kitchen.id);
  const read = facts.status === 'success' ? facts.data : null;
  const missing = facts.status === 'error' ? 'Not available' : 'Loading…';
  return (
    <Facts>
      <dt>Owner e-mail</dt>
      <dd>{read ? (read.ownerEmail ? <a href={`mailto:${read.ownerEmail}`}>{read.ownerEmail}</a> : 'None on record') : missing}</dd>
      <dt>Phone</dt>
      <dd>{kitchen.phone ? <a href={`tel:${kitchen.phone.replace(/\s/g, '')}`}>{kitchen.phone}</a> : 'Not given'}</dd>
      <dt>Address</dt>
      <dd>{[kitchen.address, kitchen.area].filter(Boolean).join(', ') || 'Not given'}</dd>
      <dt>Menu</dt>
      <dd>{read ? `${count(read.dishes, 'dish', 'dishes')}, ${count(read.plans, 'tiffin plan', 'tiffin plans')}` : missing}</dd>
      <dt>Waiting since</dt>
      <dd>{kitchen.since ? <time dateTime={isoInstant(kitchen.since)}>{formatDateTime(kitchen.since)}</time> : 'Before signup times were kept'}</dd>
    </Facts>
  );
}

/**
 * A kitchen awaiting approval: what it told Thali, Approve (it is listed at once) or Reject with a reason its
 * dashboard shows, and what staff did to it before. A kitchen turned down shows why, and can still be approved.
 */
export function PendingKitchenCard({ kitchen }: { kitchen: PendingKitchen }) {
  const { staffUid, approval: approve, rejecting, setRejecting, rejected } = useDecision(
    (by) => approvePendingKitchen(by, kitchen.id), `${kitchen.name} is approved and listed.`, 'The kitchen could not be approved. Please try again.');
  const headingId = `kitchen-${kitchen.id}-heading`;
  return (
    <Item aria-labelledby={headingId}>
      <Header>
        {kitchen.imageUrl ? <img src={imageSrc(kitchen.imageUrl)} alt={`Picture of ${kitchen.name}`} /> : null}
        <h3 id={headingId}>{kitchen.name}</h3>
      </Header>
      <KitchenFacts kitchen={kitchen} />
      {kitchen.rejection ? (
        <p>
          <Badge $tone="warning">Rejected</Badge>{' '}
          {`Waiting for the kitchen to edit its details and ask again. Reason: ${kitchen.rejection.reason}`}
        </p>
      ) : null}
      {approve.error ? <Alert>{approve.error}</Alert> : null}
      {rejecting ? (
        <RejectForm
          question={`Reject ${kitchen.name}? The kitchen sees your reason on its dashboard and can ask again.`}
          confirmLabel="Reject the kitchen"
          reject={async (reason) => {
            await rejectPendingKitchen(staffUid, kitchen.id, reason);
            rejected(`${kitchen.name} is rejected; the kitchen sees your reason.`);
          }}
          onKeep={() => setRejecting(false)}
        />
      ) : (
        <Actions>
          <Button type="button" onClick={() => void approve.start()} disabled={approve.status === 'busy'}>
            Approve<span className="visually-hidden">{` ${kitchen.name}`}</span>
          </Button>
          {kitchen.rejection ? null : (
            <Button type="button" $variant="secondary" onClick={() => setRejecting(true)} disabled={approve.status === 'busy'}>
              Reject<span className="visually-hidden">{` ${kitchen.name}`}</span>
            </Button>
          )}
        </Actions>
      )}
      <AuditTrail target={kitchenTarget(kitchen.id)} label={`History of ${kitchen.name}`} />
    </Item>
  );
}
