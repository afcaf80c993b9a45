import { useId, useMemo, useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { type Plan, type Subscription, type SuspensionPeriod } from '@thali/firebase-data';
import { DIET_LABELS, addDays, dayOfIsoDate, dayStart, isSuspendedDay, isoDateOfDay, kitchenSheet } from '@thali/firebase-data/logic';
import { Button, DietMark } from '@thali/ui';
import { Input } from '@thali/ui/form';
import { SheetTable } from '../../../shared/card-table';
import { useT } from '../messages';
import { longDay } from '../utils/labels';

/** When printing, only the sheet shows (and its controls do not). */
const PrintOnlySheet = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    [data-print-sheet],
    [data-print-sheet] * {
      visibility: visible;
    }
    [data-print-sheet] {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
      color: #000;
      background: #fff;
    }
    [data-print-sheet] [data-no-print] {
      display: none;
    }
    [data-print-sheet] table {
      min-width: 0;
    }
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 0.75rem;
  > div {
    flex: 1 1 12rem;
  }
  button {
    margin-bottom: 1rem;
  }
`;

const Counts = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: grid;
  gap: 0.25rem;
  li {
    overflow-wrap: anywhere;
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const NONE: readonly SuspensionPeriod[] = [];

interface Props {
  plans: Plan[];
  subscriptions: Subscription[];
  /** today, as the sheet opens (tests pass a fixed time) */
  now?: number;
  /** the times Thali suspended the kitchen (issue 41): nothing is cooked those days */
  suspensions?: readonly SuspensionPeriod[];
}

/**
 * What to cook and deliver on a chosen day (today by default, Asia/Kolkata): meals per plan, the diet split and the
 * delivery list; skipped and paused meals left out. Live: a customer's skip changes it at once. Prints on its own.
 */
export function KitchenSheet({ plans, subscriptions, now = Date.now(), suspensions = NONE }: Props) {
  const t = useT();
  const today = dayStart(now);
  const [day, setDay] = useState(today);
  const [dateText, setDateText] = useState(isoDateOfDay(today));
  const captionId = useId();
  const sheet = useMemo(() => kitchenSheet(subscriptions.map((s) => ({ ...s, suspensions })), plans, day), [subscriptions, plans, day, suspensions]);
  const paused = isSuspendedDay(suspensions, day);
  const choose = (next: number) => {
    setDay(next);
    setDateText(isoDateOfDay(next));
  };

  return (
    <div data-print-sheet="">
      <PrintOnlySheet />
      <Controls data-no-print="">
        <Input
          label={t('sheet.date')}
          type="date"
          value={dateText}
          onChange={(e) => {
            setDateText(e.target.value);
            const picked = dayOfIsoDate(e.target.value);
            if (Number.isFinite(picked)) setDay(picked);
          }}
        />
        <Button type="button" $variant="secondary" onClick={() => choose(today)} aria-pressed={day === today}>
          {t('sheet.today')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => choose(addDays(today, 1))} aria-pressed={day === addDays(today, 1)}>
          {t('sheet.tomorrow')}
        </Button>
        <Button type="button" onClick={() => window.print()}>
          {t('sheet.print')}
        </Button>
      </Controls>
      <div role="status" aria-live="polite">
        <p>
          {t.rich('sheet.line', { day: (text) => <strong>{text}</strong> }, { day: longDay(day), summary: paused ? t('sheet.paused') : t('sheet.total', { count: sheet.total }) })}
        </p>
      </div>
      <Counts aria-label={t('sheet.perPlan')}>
        {sheet.perPlan.map((row) => (
          <li key={row.planId}>
            {row.name}:{' '}
            <strong>{t('sheet.planCounts', { lunch: row.lunch, dinner: row.dinner })}</strong>
          </li>
        ))}
      </Counts>
      <Counts aria-label={t('sheet.byDiet')}>
        <li>
          {(Object.keys(DIET_LABELS) as (keyof typeof DIET_LABELS)[]).map((diet, i) => (
            <span key={diet}>
              {i > 0 ? ' · ' : null}
              <DietMark diet={diet} /> <strong>{sheet.diet[diet]}</strong>
            </span>
          ))}
        </li>
      </Counts>
      {sheet.deliveries.length === 0 ? (
        <p>{t('sheet.noDeliveries')}</p>
      ) : (
        <Scroll role="region" aria-labelledby={captionId} tabIndex={0}>
          <SheetTable>
            <caption id={captionId}>{t('sheet.caption', { day: longDay(day) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('sheet.customer')}</th>
                <th scope="col">{t('sheet.address')}</th>
                <th scope="col">{t('sheet.phone')}</th>
                <th scope="col">{t('sheet.plan')}</th>
                <th scope="col">{t('sheet.meal')}</th>
              </tr>
            </thead>
            <tbody>
              {sheet.deliveries.map((d) => (
                <tr key={`${d.subscriptionId}-${d.meal}`}>
                  <td data-label={t('sheet.customer')}>{d.customerName}</td>
                  <td data-label={t('sheet.address')}>{d.address}</td>
                  <td data-label={t('sheet.phone')}>{d.phone || '—'}</td>
                  <td data-label={t('sheet.plan')}>{d.planName}</td>
                  <td data-label={t('sheet.meal')}>{t(`meals.${d.meal}`)}</td>
                </tr>
              ))}
            </tbody>
          </SheetTable>
        </Scroll>
      )}
    </div>
  );
}
