import { Fragment, useId, useState } from 'react';
import styled from 'styled-components';
import { type Plan, type Subscription } from '@thali/firebase-data';
import { dayOfIsoDate, dayStart, calendarDate, monthBill } from '@thali/firebase-data/logic';
import { Button } from '@thali/ui';
import { StatusBadge } from '@thali/ui/status';
import { shortDay, SUBSCRIPTION_STATUS_LABELS } from '../utils/labels';
import { SheetTable } from '../../../shared/card-table';
import { CancelSubscriptionForm } from './cancel-subscription-form';
import { Notice } from './notice';

const Scroll = styled.div`
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The first day of the Asia/Kolkata month holding `now`. */
export function monthStartOf(now: number): number {
  const { year, month } = calendarDate(dayStart(now));
  return dayOfIsoDate(`${year}-${String(month).padStart(2, '0')}-01`);
}

interface PlanSubscribersProps {
  plan: Pick<Plan, 'id' | 'name'>;
  subscriptions: Subscription[];
  now: number;
  cancelling: string | null;
  onCancel: (subId: string | null) => void;
  onCancelled: (message: string) => void;
}

function PlanSubscribers({ plan, subscriptions, now, cancelling, onCancel, onCancelled }: PlanSubscribersProps) {
  const captionId = useId();
  const month = monthStartOf(now);
  const active = subscriptions.filter((s) => s.status === 'active').length;
  return (
    <Scroll role="region" aria-labelledby={captionId} tabIndex={0}>
      <SheetTable>
        <caption id={captionId}>
          {plan.name}: {active} active {active === 1 ? 'subscriber' : 'subscribers'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Since</th>
            <th scope="col">Status</th>
            <th scope="col">Meals this month</th>
            <th scope="col">Skips this month</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {subscriptions.map((sub) => {
            const bill = monthBill(sub, month, now);
            return (
              <Fragment key={sub.id}>
                <tr>
                  <td data-label="Name">{sub.customerName}</td>
                  <td data-label="Since">{shortDay(sub.startDay)}</td>
                  <td data-label="Status">
                    <StatusBadge status={sub.status}>{SUBSCRIPTION_STATUS_LABELS[sub.status]}</StatusBadge>
                  </td>
                  <td data-label="Meals this month">{bill.mealsDue}</td>
                  <td data-label="Skips this month">{bill.mealsSkipped}</td>
                  <td data-label="Actions">
                    {sub.status === 'active' && cancelling !== sub.id ? (
                      <Button type="button" $variant="ghost" aria-label={`Cancel ${sub.customerName}'s subscription`} onClick={() => onCancel(sub.id)}>
                        Cancel subscription
                      </Button>
                    ) : sub.cancelledBy === 'provider' ? (
                      'Cancelled by you'
                    ) : null}
                  </td>
                </tr>
                {cancelling === sub.id ? (
                  <tr>
                    <td colSpan={6}>
                      <CancelSubscriptionForm sub={sub} onDone={onCancelled} onKeep={() => onCancel(null)} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </SheetTable>
    </Scroll>
  );
}

/**
 * Per plan, who subscribes: name, since, status, and this month's meals (delivered or due) and skips; an active
 * subscription can be cancelled by the kitchen (a seat squatter, a customer who left) after a confirmation with a reason.
 */
export function SubscribersList({ plans, subscriptions, now = Date.now() }: { plans: Plan[]; subscriptions: Subscription[]; now?: number }) {
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const groups = plans
    .map((plan) => ({ plan, subs: subscriptions.filter((s) => s.planId === plan.id) }))
    .filter((g) => g.subs.length > 0);
  if (groups.length === 0) return <p>No one has subscribed to your plans yet.</p>;
  return (
    <>
      <Notice role="status">{notice}</Notice>
      {groups.map(({ plan, subs }) => (
        <PlanSubscribers
          key={plan.id}
          plan={plan}
          subscriptions={subs}
          now={now}
          cancelling={cancelling}
          onCancel={(id) => {
            setNotice('');
            setCancelling(id);
          }}
          onCancelled={(message) => {
            setCancelling(null);
            setNotice(message);
          }}
        />
      ))}
    </>
  );
}
