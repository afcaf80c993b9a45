import type { ReactNode } from 'react';
import styled from 'styled-components';
import { kitchenTarget } from '@thali/domain/staff';
import { approvePendingKitchen, imageSrc, rejectPendingKitchen, type PendingKitchen } from '@thali/firebase-data';
import { Alert, Badge, Button, formatDateTime, isoInstant } from '@thali/ui';
import { useT as useSharedT } from '../../../shared/messages';
import { useDecision } from '../hooks/use-decision';
import { useKitchenFacts } from '../hooks/use-kitchen-queue';
import { t as text, useT } from '../messages';
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

const hidden = (words: ReactNode) => <span className="visually-hidden">{words}</span>;

/** The owner's e-mail and the menu's size, once read (a plain word meanwhile or when they could not be read). */
function KitchenFacts({ kitchen }: { kitchen: PendingKitchen }) {
  const t = useT();
  const shared = useSharedT();
  const facts = useKitchenFacts(kitchen.id);
  const read = facts.status === 'success' ? facts.data : null;
  const missing = shared(facts.status === 'error' ? 'state.notAvailable' : 'state.loading');
  return (
    <Facts>
      <dt>{t('card.ownerEmail')}</dt>
      <dd>{read ? (read.ownerEmail ? <a href={`mailto:${read.ownerEmail}`}>{read.ownerEmail}</a> : t('card.noneOnRecord')) : missing}</dd>
      <dt>{t('pending.phone')}</dt>
      <dd>{kitchen.phone ? <a href={`tel:${kitchen.phone.replace(/\s/g, '')}`}>{kitchen.phone}</a> : t('card.notGiven')}</dd>
      <dt>{t('pending.address')}</dt>
      <dd>{[kitchen.address, kitchen.area].filter(Boolean).join(', ') || t('card.notGiven')}</dd>
      <dt>{t('pending.menu')}</dt>
      <dd>{read ? t('pending.menuSize', { dishes: read.dishes, plans: read.plans }) : missing}</dd>
      <dt>{t('pending.since')}</dt>
      <dd>{kitchen.since ? <time dateTime={isoInstant(kitchen.since)}>{formatDateTime(kitchen.since)}</time> : t('pending.sinceUnknown')}</dd>
    </Facts>
  );
}

/**
 * A kitchen awaiting approval: what it told Thali, Approve (it is listed at once) or Reject with a reason its
 * dashboard shows, and what staff did to it before. A kitchen turned down shows why, and can still be approved.
 */
export function PendingKitchenCard({ kitchen }: { kitchen: PendingKitchen }) {
  const t = useT();
  const { name } = kitchen;
  const { staffUid, approval: approve, rejecting, setRejecting, rejected } = useDecision(
    (by) => approvePendingKitchen(by, kitchen.id), t('pending.approved', { name }), t('pending.approveFailed'));
  const headingId = `kitchen-${kitchen.id}-heading`;
  return (
    <Item aria-labelledby={headingId}>
      <Header>
        {kitchen.imageUrl ? <img src={imageSrc(kitchen.imageUrl)} alt={t('pending.picture', { name })} /> : null}
        <h3 id={headingId}>{kitchen.name}</h3>
      </Header>
      <KitchenFacts kitchen={kitchen} />
      {kitchen.rejection ? (
        <p>
          {t.rich('pending.rejected', { badge: (words) => <Badge $tone="warning">{words}</Badge> }, { reason: kitchen.rejection.reason })}
        </p>
      ) : null}
      {approve.error ? <Alert>{approve.error}</Alert> : null}
      {rejecting ? (
        <RejectForm
          question={t('pending.question', { name })}
          confirmLabel={t('pending.rejectConfirm')}
          reject={async (reason) => {
            await rejectPendingKitchen(staffUid, kitchen.id, reason);
            rejected(text('pending.rejectedToast', { name }));
          }}
          onKeep={() => setRejecting(false)}
        />
      ) : (
        <Actions>
          <Button type="button" onClick={() => void approve.start()} disabled={approve.status === 'busy'}>
            {t.rich('pending.approve', { hidden }, { name })}
          </Button>
          {kitchen.rejection ? null : (
            <Button type="button" $variant="secondary" onClick={() => setRejecting(true)} disabled={approve.status === 'busy'}>
              {t.rich('pending.reject', { hidden }, { name })}
            </Button>
          )}
        </Actions>
      )}
      <AuditTrail target={kitchenTarget(kitchen.id)} label={t('card.history', { name })} />
    </Item>
  );
}
