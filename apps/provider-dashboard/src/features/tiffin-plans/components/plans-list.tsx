import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { formatPrice } from '@thali/auth-cart';
import { retirePlan, type Plan } from '@thali/firebase-data';
import { Alert, Button, ColumnGrid, DietMark } from '@thali/ui';
import { useMutation } from '@thali/ui/mutation';
import { usePlanWords } from '@thali/ui/plan-words';
import { StatusBadge } from '@thali/ui/status';
import { useT } from '../messages';
import { Notice } from './notice';

const Item = styled.li`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h4 {
    margin: 0 0 0.25rem;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.25rem;
    margin: 0.5rem 0;
  }
  dt {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  dd {
    margin: 0;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  p {
    margin: 0;
    flex-basis: 100%;
  }
`;

interface Props {
  plans: Plan[];
  onEdit: (plan: Plan) => void;
}

/** The kitchen's plans, active first: what customers see, seats taken, and Edit / Retire (after a confirmation). */
export function PlansList({ plans, onEdit }: Props) {
  const t = useT();
  const words = usePlanWords();
  // Retire asks first; a refused retire keeps its question open with the reason, for another try or Keep it.
  const retire = useMutation({
    confirm: true,
    run: (plan: Plan) => retirePlan(plan.providerId, plan.id),
    successNotice: (_, plan) => t('plans.retired', { name: plan.name }),
    errorMessage: (_, plan) => t('plans.retireFailed', { name: plan.name }),
  });
  const busy = retire.status === 'busy';
  const confirming = retire.status === 'confirming' || busy || retire.status === 'error' ? retire.args?.[0].id ?? null : null;
  const confirmButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const sorted = [...plans].sort((a, b) => (a.status === b.status ? 0 : a.status === 'active' ? -1 : 1));
  return (
    <>
      <Notice role="status">{retire.notice}</Notice>
      {retire.error ? <Alert>{retire.error}</Alert> : null}
      {sorted.length === 0 ? (
        <p>{t('plans.empty')}</p>
      ) : (
        <ColumnGrid $gap={3} aria-label={t('plans.label')}>
          {sorted.map((plan) => (
            <Item key={plan.id}>
              <Head>
                <h4>{plan.name}</h4>
                <StatusBadge status={plan.status}>{t(`plans.status.${plan.status}`)}</StatusBadge>
              </Head>
              <dl>
                <dt>{t('plans.meals')}</dt>
                <dd>{t(`meals.${plan.meals}`)}</dd>
                <dt>{t('plans.days')}</dt>
                <dd>{words.days(plan.days)}</dd>
                <dt>{t('plans.diet')}</dt>
                <dd>
                  <DietMark diet={plan.diet} />
                </dd>
                <dt>{t('plans.price')}</dt>
                <dd>{t('plans.perMonth', { price: formatPrice(plan.price) })}</dd>
                <dt>{t('plans.seats')}</dt>
                <dd>{t('plans.seatsTaken', { taken: plan.seatsTaken, capacity: plan.capacity })}</dd>
              </dl>
              {plan.status === 'active' ? (
                confirming === plan.id ? (
                  <Actions role="group" aria-label={t('plans.retireQuestion', { name: plan.name })}>
                    <p>{t('plans.retireConsequence', { name: plan.name, count: plan.seatsTaken })}</p>
                    <Button ref={confirmButton} type="button" $variant="danger" disabled={busy} onClick={() => void retire.confirm()}>
                      {busy ? t('plans.retiring') : t('plans.yesRetire')}
                    </Button>
                    <Button type="button" $variant="secondary" disabled={busy} onClick={retire.cancel}>
                      {t('plans.keep')}
                    </Button>
                  </Actions>
                ) : (
                  <Actions>
                    <Button type="button" $variant="secondary" aria-label={t('plans.editLabel', { name: plan.name })} onClick={() => onEdit(plan)}>
                      {t('plans.edit')}
                    </Button>
                    <Button
                      type="button"
                      $variant="ghost"
                      aria-label={t('plans.retireLabel', { name: plan.name })}
                      onClick={() => void retire.start(plan)}
                    >
                      {t('plans.retire')}
                    </Button>
                  </Actions>
                )
              ) : null}
            </Item>
          ))}
        </ColumnGrid>
      )}
    </>
  );
}
