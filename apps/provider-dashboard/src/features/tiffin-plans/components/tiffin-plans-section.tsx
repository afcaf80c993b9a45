import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { Plan } from '@thali/firebase-data';
import { Alert, Skeleton } from '@thali/ui';
import { useProviderPlans, useProviderSubscriptions, useKitchenSuspensions } from '../hooks/use-tiffin-data';
import { KitchenSheet } from './kitchen-sheet';
import { PlanForm } from './plan-form';
import { PlansList } from './plans-list';
import { SubscribersList } from './subscribers-list';
import { SplitColumns as Columns } from '../../../shared/split-columns';
import { useT } from '../messages';


const Part = styled.section`
  min-width: 0;
  margin-top: ${({ theme }) => theme.space(6)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

const Saved = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

/** A part's placeholder while its data is on its way, named for a screen reader ('Loading your plans'). */
function Loading({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <Skeleton $height="4.5rem" />
    </div>
  );
}

/**
 * The dashboard's "Tiffin plans" section (h2, then h3 parts): add or edit a plan, the plans with Edit and Retire, the
 * kitchen sheet of a day and the subscribers of each plan; all live through the data package.
 */
export function TiffinPlansSection({ providerId, now }: { providerId: string; now?: number }) {
  const t = useT();
  const plans = useProviderPlans(providerId);
  const subs = useProviderSubscriptions(providerId);
  const suspensions = useKitchenSuspensions(providerId).data ?? [];
  const [editing, setEditing] = useState<Plan | null>(null);
  const [saved, setSaved] = useState('');
  const formHeading = useRef<HTMLHeadingElement>(null);
  const error = plans.error ?? subs.error;

  const edit = (plan: Plan) => {
    setSaved('');
    setEditing(plan);
    // the form is above the list: take the keyboard there
    requestAnimationFrame(() => formHeading.current?.focus());
  };
  const stopEditing = () => setEditing(null);

  return (
    <section aria-labelledby="tiffin-plans-heading">
      <h2 id="tiffin-plans-heading">{t('section.heading')}</h2>
      {error ? <Alert>{t('section.loadFailed')}</Alert> : null}
      <Columns $even>
        <Part aria-labelledby="plan-form-heading">
          <h3 id="plan-form-heading" ref={formHeading} tabIndex={-1}>
            {editing ? t('section.editHeading', { name: editing.name }) : t('section.addHeading')}
          </h3>
          <Saved role="status">{saved}</Saved>
          <PlanForm
            key={editing?.id ?? 'new'}
            providerId={providerId}
            headingId="plan-form-heading"
            plan={editing}
            onSaved={(message) => {
              if (!editing) return;
              setSaved(message);
              stopEditing();
            }}
            onCancel={editing ? stopEditing : undefined}
          />
        </Part>
        <Part aria-labelledby="your-plans-heading">
          <h3 id="your-plans-heading">{t('section.yourPlans')}</h3>
          {plans.data ? <PlansList plans={plans.data} onEdit={edit} /> : error ? null : <Loading label={t('loading.plans')} />}
        </Part>
      </Columns>
      <Part aria-labelledby="kitchen-sheet-heading">
        <h3 id="kitchen-sheet-heading">{t('section.sheet')}</h3>
        {plans.data && subs.data ? (
          <KitchenSheet plans={plans.data} subscriptions={subs.data} now={now} suspensions={suspensions} />
        ) : error ? null : (
          <Loading label={t('loading.sheet')} />
        )}
      </Part>
      <Part aria-labelledby="subscribers-heading">
        <h3 id="subscribers-heading">{t('section.subscribers')}</h3>
        {plans.data && subs.data ? (
          <SubscribersList plans={plans.data} subscriptions={subs.data} now={now} />
        ) : error ? null : (
          <Loading label={t('loading.subscribers')} />
        )}
      </Part>
    </section>
  );
}
