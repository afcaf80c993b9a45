import { Fragment, useId, useState } from 'react';
import styled from 'styled-components';
import { type Plan, type Subscription } from '@thali/firebase-data';
import { dayOfIsoDate, dayStart, calendarDate, monthBill } from '@thali/firebase-data/logic';
import { Button } from '@thali/ui';
import { StatusBadge } from '@thali/ui/status';
import { useT } from '../messages';
import { shortDay } from '../utils/labels';
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
  const t = useT();
  const captionId = useId();
  const month = monthStartOf(now);
  const active = subscriptions.filter((s) => s.status === 'active').length;
  return (
    <Scroll role="region" aria-labelledby={captionId} tabIndex={0}>
      <SheetTable>
        <caption id={captionId}>{t('subs.caption', { name: plan.name, count: active })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('subs.name')}</th>
            <th scope="col">{t('subs.since')}</th>
            <th scope="col">{t('subs.status')}</th>
            <th scope="col">{t('subs.meals')}</th>
            <th scope="col">{t('subs.skips')}</th>
            <th scope="col">{t('subs.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {subscriptions.map((sub) => {
            const bill = monthBill(sub, month, now);
            return (
              <Fragment key={sub.id}>
                <tr>
                  <td data-label={t('subs.name')}>{sub.customerName}</td>
                  <td data-label={t('subs.since')}>{shortDay(sub.startDay)}</td>
                  <td data-label={t('subs.status')}>
                    <StatusBadge status={sub.status}>{t(`subs.status.${sub.status}`)}</StatusBadge>
                  </td>
                  <td data-label={t('subs.meals')}>{bill.mealsDue}</td>
                  <td data-label={t('subs.skips')}>{bill.mealsSkipped}</td>
                  <td data-label={t('subs.actions')}>
                    {sub.status === 'active' && cancelling !== sub.id ? (
                      <Button type="button" $variant="ghost" aria-label={t('subs.cancelLabel', { customer: sub.customerName })} onClick={() => onCancel(sub.id)}>
                        {t('subs.cancel')}
                      </Button>
                    ) : sub.cancelledBy === 'provider' ? (
                      t('subs.cancelledByYou')
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
  const t = useT();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const groups = plans
    .map((plan) => ({ plan, subs: subscriptions.filter((s) => s.planId === plan.id) }))
    .filter((g) => g.subs.length > 0);
  if (groups.length === 0) return <p>{t('subs.none')}</p>;
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
