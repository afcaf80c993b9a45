import { useId } from 'react';
import styled from 'styled-components';
import { formatPrice } from '@thali/auth-cart';
import {
  cancelSubscription, pauseSubscription, resumeSubscription, skipMeal, undoSkip, type Subscription,
} from '@thali/firebase-data';
import {
  addDays, dayOfIsoDate, dayStart, isoDateOfDay, monthBill, monthStart, nextDays, pauseRangeProblem, cutoffMinutes, type UpcomingMeal,
} from '@thali/firebase-data/logic';
import { Alert, Button, Card, formatTimeOfDay } from '@thali/ui';
import { StatusBadge } from '@thali/ui/status';
import { Input, useForm } from '@thali/ui/form';
import { useMutation } from '@thali/ui/mutation';
import { dataSentence } from '@thali/ui/data-message';
import { formatDate, formatDay, useTiffinWords } from '../../../shared/utils/tiffin-words';
import { useKitchenSuspensions, usePlan } from '../hooks/use-tiffins';
import { useT, t as text } from '../messages';
import { BillPayment, type CustomerBill } from './bill-payment';
import { formatMonth, formatPaise } from '../../../shared/utils/payment-words';

const Box = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-width: 0;
  header { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: flex-start; gap: 0.5rem; }
  h2 { font-size: 1.25rem; margin: 0; overflow-wrap: anywhere; }
  h3 { font-size: 1.0625rem; margin: 0 0 0.5rem; }
  dl { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 0.25rem 0.75rem; margin: 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Days = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  > li { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: baseline; padding-bottom: 0.5rem; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const DayName = styled.span`
  font-weight: 600;
  min-width: 6.5rem;
`;

const Meals = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  > li { display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; align-items: center; }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: flex-end;
  > div { flex: 1 1 10rem; margin-bottom: 0; }
`;

const Small = styled(Button)`
  padding: 0.25rem 0.75rem;
  min-height: 2.25rem;
`;

interface Props {
  sub: Subscription;
  uid: string;
  now: number;
  /** issue 42: this subscription's bills this month and last month (when it ran then), with their payments */
  bills?: CustomerBill[];
  /** the bills could not be read */
  billsError?: unknown;
}

const errorText = (error: unknown) => dataSentence(error, text('sub.failed'));

// A Skip button's visible verb and its hidden meal and day are one text, in each language's word order. One text per
// meal rather than a select: a tagged text's values reach it as plain text (t.rich), which a select cannot choose by.
const SKIP_TEXT = {
  skip: { lunch: 'week.skipLunch', dinner: 'week.skipDinner' },
  undo: { lunch: 'week.undoSkipLunch', dinner: 'week.undoSkipDinner' },
} as const;

/** What one click changes: a meal skipped or back on, the pause ended, or the subscription cancelled. */
type Change = { to: 'skip' | 'undo'; day: number; meal: UpcomingMeal['meal'] } | { to: 'resume' } | { to: 'cancel' };

export function SubscriptionCard({ sub, uid, now, bills = [], billsError }: Props) {
  const t = useT();
  const words = useTiffinWords();
  const id = useId();
  const plan = usePlan(sub.planId).data ?? undefined;
  const active = sub.status === 'active';
  const today = dayStart(now);
  const tomorrow = addDays(today, 1);
  // issue 41: days its kitchen was suspended by Thali are neither cooked nor billed
  const suspensions = useKitchenSuspensions(sub.providerId).data ?? [];
  const scheduled = { ...sub, suspensions };
  const rows = nextDays(scheduled, plan, now, 7, now);
  const bill = monthBill(scheduled, monthStart(now), now);
  const suspendedNow = active && suspensions.some((p) => p.to === undefined);
  const pauses = Object.values(sub.pauses ?? {}).filter((p) => p.to >= today).sort((a, b) => a.from - b.from);
  const pausedNow = pauses.length > 0;
  const thisMonth = monthStart(now);
  const billNow = bills.find((b) => b.month === thisMonth);
  const billBefore = bills.find((b) => b.month < thisMonth);

  // Skip, Undo skip, Resume now and Cancel (asked first) share one state: one at a time, one status line, one error.
  const change = useMutation({
    confirm: (c: Change) => c.to === 'cancel',
    run: (c: Change) => {
      if (c.to === 'skip') return skipMeal(uid, sub.id, c.day, c.meal);
      if (c.to === 'undo') return undoSkip(uid, sub.id, c.day, c.meal);
      return c.to === 'resume' ? resumeSubscription(uid, sub.id) : cancelSubscription(uid, sub.id);
    },
    successNotice: (_, c) => {
      if (c.to === 'resume') return t('sub.resumed');
      if (c.to === 'cancel') return t('sub.cancelledNotice');
      const meal = { meal: c.meal, day: formatDay(c.day) };
      return c.to === 'undo' ? t('sub.backOn', meal) : t('sub.skipped', meal);
    },
    errorMessage: errorText,
  });
  const busy = change.status === 'busy';
  const confirming = change.status === 'confirming';

  const pause = useForm<{ from: string; to: string }>({
    initialValues: { from: isoDateOfDay(tomorrow), to: isoDateOfDay(tomorrow) },
    validate: ({ from, to }) => {
      if (!Number.isFinite(dayOfIsoDate(from))) return { from: t('pause.chooseFrom') };
      const problem = pauseRangeProblem(dayOfIsoDate(from), dayOfIsoDate(to));
      return problem ? { to: problem } : {};
    },
    onSubmit: async ({ from, to }, { setFormError, setNotice }) => {
      change.reset();
      try {
        await pauseSubscription(uid, sub.id, dayOfIsoDate(from), dayOfIsoDate(to));
        setNotice(t('pause.done', { from: formatDay(dayOfIsoDate(from)), to: formatDay(dayOfIsoDate(to)) }));
      } catch (e) {
        setFormError(errorText(e));
      }
    },
  });

  const headingId = `${id}-name`;
  return (
    <Box aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{sub.planName}</h2>
        <StatusBadge status={sub.status}>{t(active ? 'sub.active' : sub.cancelledBy === 'provider' ? 'sub.cancelledByKitchen' : 'sub.cancelled')}</StatusBadge>
      </header>
      {sub.cancelledBy === 'provider' ? (
        <p>
          {sub.cancelReason
            ? t.rich('sub.cancelledByKitchenWhy', { b: (words) => <strong>{words}</strong> }, { reason: sub.cancelReason })
            : t.rich('sub.cancelledByKitchenNoWhy', { b: (words) => <strong>{words}</strong> })}
        </p>
      ) : null}
      <dl>
        <dt>{t('sub.meals')}</dt>
        <dd>{words.mealsOn(sub.meals, sub.days)}</dd>
        <dt>{t('sub.diet')}</dt>
        <dd>{words.diet(sub.diet)}</dd>
        <dt>{t('sub.since')}</dt>
        <dd>{formatDate(sub.startDay)}</dd>
        {sub.endDay !== undefined ? (
          <>
            <dt>{t('sub.mealsUntil')}</dt>
            <dd>{formatDate(addDays(sub.endDay, -1))}</dd>
          </>
        ) : null}
        <dt>{t('sub.deliverTo')}</dt>
        <dd>{sub.address}</dd>
        <dt>{t('sub.perMeal')}</dt>
        <dd>{formatPrice(sub.pricePerMeal)}</dd>
      </dl>

      {suspendedNow ? <Alert tone="warning">{t('sub.suspended')}</Alert> : null}
      <div role="status">{change.notice}</div>
      {change.error ? <Alert>{change.error}</Alert> : null}

      <section aria-labelledby={`${id}-week`}>
        <h3 id={`${id}-week`}>{t('week.title')}</h3>
        <Days>
          {rows.map((row) => (
            <li key={row.day}>
              <DayName>{formatDay(row.day)}</DayName>
              {row.meals.length === 0 ? (
                <Muted>{t('week.noMeals')}</Muted>
              ) : (
                <Meals>
                  {row.meals.map((meal) => (
                    <li key={meal.meal}>
                      <span>{t('week.meal', { meal: meal.meal, state: meal.state })}</span>
                      {active && (meal.state === 'due' || meal.state === 'skipped') ? (
                        meal.canChange ? (
                          <>
                            <Small
                              type="button"
                              $variant="secondary"
                              disabled={busy}
                              aria-describedby={`${id}-${row.day}-${meal.meal}`}
                              onClick={() => void change.start({ to: meal.state === 'skipped' ? 'undo' : 'skip', day: row.day, meal: meal.meal })}
                            >
                              {/* the visible verb and the hidden meal and day are one sentence, in each language's order */}
                              {t.rich(SKIP_TEXT[meal.state === 'skipped' ? 'undo' : 'skip'][meal.meal], {
                                shown: (words) => words,
                                hidden: (words) => <span className="visually-hidden">{words}</span>,
                              }, { day: formatDay(row.day) })}
                            </Small>
                            <Muted id={`${id}-${row.day}-${meal.meal}`}>{t('week.until', { time: formatTimeOfDay(cutoffMinutes(plan, meal.meal)) })}</Muted>
                          </>
                        ) : (
                          <Muted>{t('week.cutoffPassed')}</Muted>
                        )
                      ) : null}
                    </li>
                  ))}
                </Meals>
              )}
            </li>
          ))}
        </Days>
      </section>

      <section aria-labelledby={`${id}-bill`}>
        <h3 id={`${id}-bill`}>{t('bill.thisMonth')}</h3>
        <p>
          {t('bill.meals', { count: bill.mealsDue, price: formatPrice(sub.pricePerMeal) })} <strong>{formatPrice(bill.amount)}</strong>
        </p>
        <p>
          <Muted>
            {bill.mealsSuspended > 0
              ? t('bill.notBilledWithThali', { skipped: bill.mealsSkipped, paused: bill.mealsPaused, suspended: bill.mealsSuspended })
              : t('bill.notBilled', { skipped: bill.mealsSkipped, paused: bill.mealsPaused })}{' '}
            {t('bill.paid')}
          </Muted>
        </p>
        {billNow ? <BillPayment bill={billNow} uid={uid} now={now} /> : null}
        {billsError ? <Alert>{dataSentence(billsError, t('bill.failed'))}</Alert> : null}
      </section>

      {billBefore ? (
        <section aria-labelledby={`${id}-last-bill`}>
          <h3 id={`${id}-last-bill`}>{t('bill.lastMonth')}</h3>
          <p>
            {t('bill.monthMeals', { month: formatMonth(billBefore.month), count: billBefore.bill.mealsDue, price: formatPrice(sub.pricePerMeal) })}{' '}
            <strong>{formatPaise(billBefore.billedPaise)}</strong>
          </p>
          <BillPayment bill={billBefore} uid={uid} now={now} />
        </section>
      ) : null}

      {active ? (
        <section aria-labelledby={`${id}-pause`}>
          <h3 id={`${id}-pause`}>{t('pause.title')}</h3>
          <form noValidate onSubmit={pause.handleSubmit} aria-labelledby={`${id}-pause`}>
            <Row>
              <Input label={t('pause.from')} type="date" min={isoDateOfDay(today)} {...pause.field('from')} />
              <Input label={t('pause.to')} type="date" min={isoDateOfDay(today)} {...pause.field('to')} />
              <Button type="submit" $variant="secondary" disabled={pause.submitting}>
                {t('pause.submit')}
              </Button>
            </Row>
            {pause.formError ? <Alert>{pause.formError}</Alert> : null}
            <div role="status">{pause.notice}</div>
          </form>
          {pausedNow ? (
            <ul aria-label={t('pause.list')}>
              {pauses.map((p) => (
                <li key={`${p.from}-${p.to}`}>{t('pause.range', { from: formatDay(p.from), to: formatDay(p.to) })}</li>
              ))}
            </ul>
          ) : null}
          {pausedNow ? (
            <p>
              <Button type="button" disabled={busy} onClick={() => void change.start({ to: 'resume' })}>
                {t('pause.resume')}
              </Button>
            </p>
          ) : null}
        </section>
      ) : null}

      {active ? (
        <section aria-labelledby={`${id}-cancel`}>
          <h3 id={`${id}-cancel`}>{t('cancel.title')}</h3>
          {confirming ? (
            <div role="group" aria-labelledby={`${id}-confirm`}>
              <p id={`${id}-confirm`}>{t('cancel.question', { plan: sub.planName, day: formatDay(Math.max(sub.startDay, tomorrow)) })}</p>
              <Row>
                <Button type="button" $variant="danger" disabled={busy} onClick={() => void change.confirm()}>
                  {t('cancel.yes')}
                </Button>
                <Button type="button" $variant="secondary" onClick={change.cancel}>
                  {t('cancel.keep')}
                </Button>
              </Row>
            </div>
          ) : (
            <Button type="button" $variant="secondary" disabled={busy} onClick={() => void change.start({ to: 'cancel' })}>
              {t('cancel.button')}
            </Button>
          )}
        </section>
      ) : null}
    </Box>
  );
}
