import { useId } from 'react';
import styled from 'styled-components';
import { formatPrice } from '@thali/auth-cart';
import {
  cancelSubscription, pauseSubscription, resumeSubscription, skipMeal, undoSkip, type Subscription,
} from '@thali/firebase-data';
import {
  addDays, dayOfIsoDate, dayStart, isoDateOfDay, monthBill, monthStart, nextDays, pauseRangeProblem, cutoffMinutes, DIET_LABELS, MEAL_WORDS, PLAN_MEAL_LABELS, daysInWords, type UpcomingMeal,
} from '@thali/firebase-data/logic';
import { Alert, Button, Card, formatTimeOfDay } from '@thali/ui';
import { StatusBadge } from '@thali/ui/status';
import { Input, useForm } from '@thali/ui/form';
import { useMutation } from '@thali/ui/mutation';
import { dataSentence } from '@thali/ui/data-message';
import { formatDate, formatDay } from '../../../shared/utils/tiffin-words';
import { useKitchenSuspensions, usePlan } from '../hooks/use-tiffins';
import { BillPayment, type CustomerBill } from './bill-payment';
import { formatMonth, formatPaise } from '../../../shared/utils/payment-words';

export const TIFFIN_TEXTS = {
  cutoffPassed: 'Cut-off passed',
  paused: 'Paused',
  thali: 'Paused by Thali',
  suspended: 'Paused by Thali: the kitchen is not taking orders right now. You are not billed for these days.',
  skipped: 'Skipped',
  due: 'Coming',
  noMeals: 'No meals',
  paid: 'You pay the kitchen directly each month, in cash or by UPI on delivery.',
  billsFailed: 'Your payments could not be loaded. Please try again.',
} as const;

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

const errorText = (error: unknown) => dataSentence(error, 'Something went wrong. Please try again.');

/** What one click changes: a meal skipped or back on, the pause ended, or the subscription cancelled. */
type Change = { to: 'skip' | 'undo'; day: number; meal: UpcomingMeal['meal'] } | { to: 'resume' } | { to: 'cancel' };

export function SubscriptionCard({ sub, uid, now, bills = [], billsError }: Props) {
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
      if (c.to === 'resume') return 'Your meals resume.';
      if (c.to === 'cancel') return 'Your subscription is cancelled.';
      const words = `${MEAL_WORDS[c.meal]} on ${formatDay(c.day)}`;
      return c.to === 'undo' ? `Your ${words} is back on.` : `Skipped ${words}.`;
    },
    errorMessage: errorText,
  });
  const busy = change.status === 'busy';
  const confirming = change.status === 'confirming';

  const pause = useForm<{ from: string; to: string }>({
    initialValues: { from: isoDateOfDay(tomorrow), to: isoDateOfDay(tomorrow) },
    validate: ({ from, to }) => {
      if (!Number.isFinite(dayOfIsoDate(from))) return { from: 'Please choose the first day of the pause' };
      const problem = pauseRangeProblem(dayOfIsoDate(from), dayOfIsoDate(to));
      return problem ? { to: problem } : {};
    },
    onSubmit: async ({ from, to }, { setFormError, setNotice }) => {
      change.reset();
      try {
        await pauseSubscription(uid, sub.id, dayOfIsoDate(from), dayOfIsoDate(to));
        setNotice(`Paused from ${formatDay(dayOfIsoDate(from))} to ${formatDay(dayOfIsoDate(to))}.`);
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
        <StatusBadge status={sub.status}>{active ? 'Active' : sub.cancelledBy === 'provider' ? 'Cancelled by the kitchen' : 'Cancelled'}</StatusBadge>
      </header>
      {sub.cancelledBy === 'provider' ? (
        <p>
          <strong>Cancelled by the kitchen</strong>
          {sub.cancelReason ? <>: &ldquo;{sub.cancelReason}&rdquo;</> : '.'}
        </p>
      ) : null}
      <dl>
        <dt>Meals</dt>
        <dd>
          {PLAN_MEAL_LABELS[sub.meals]}, {daysInWords(sub.days)}
        </dd>
        <dt>Diet</dt>
        <dd>{DIET_LABELS[sub.diet]}</dd>
        <dt>Since</dt>
        <dd>{formatDate(sub.startDay)}</dd>
        {sub.endDay !== undefined ? (
          <>
            <dt>Meals until</dt>
            <dd>{formatDate(addDays(sub.endDay, -1))}</dd>
          </>
        ) : null}
        <dt>Deliver to</dt>
        <dd>{sub.address}</dd>
        <dt>Per meal</dt>
        <dd>{formatPrice(sub.pricePerMeal)}</dd>
      </dl>

      {suspendedNow ? <Alert tone="warning">{TIFFIN_TEXTS.suspended}</Alert> : null}
      <div role="status">{change.notice}</div>
      {change.error ? <Alert>{change.error}</Alert> : null}

      <section aria-labelledby={`${id}-week`}>
        <h3 id={`${id}-week`}>Next 7 days</h3>
        <Days>
          {rows.map((row) => (
            <li key={row.day}>
              <DayName>{formatDay(row.day)}</DayName>
              {row.meals.length === 0 ? (
                <Muted>{TIFFIN_TEXTS.noMeals}</Muted>
              ) : (
                <Meals>
                  {row.meals.map((meal) => (
                    <li key={meal.meal}>
                      <span>
                        {PLAN_MEAL_LABELS[meal.meal]}: {meal.state === 'due' ? TIFFIN_TEXTS.due : meal.state === 'skipped' ? TIFFIN_TEXTS.skipped : meal.state === 'thali' ? TIFFIN_TEXTS.thali : TIFFIN_TEXTS.paused}
                      </span>
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
                              {meal.state === 'skipped' ? 'Undo skip' : 'Skip'}
                              <span className="visually-hidden">
                                {' '}
                                {MEAL_WORDS[meal.meal]} on {formatDay(row.day)}
                              </span>
                            </Small>
                            <Muted id={`${id}-${row.day}-${meal.meal}`}>until {formatTimeOfDay(cutoffMinutes(plan, meal.meal))}</Muted>
                          </>
                        ) : (
                          <Muted>{TIFFIN_TEXTS.cutoffPassed}</Muted>
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
        <h3 id={`${id}-bill`}>This month&apos;s bill</h3>
        <p>
          {bill.mealsDue} {bill.mealsDue === 1 ? 'meal' : 'meals'} × {formatPrice(sub.pricePerMeal)} = <strong>{formatPrice(bill.amount)}</strong>
        </p>
        <p>
          <Muted>
            Not billed: {bill.mealsSkipped} skipped, {bill.mealsPaused} paused{bill.mealsSuspended > 0 ? `, ${bill.mealsSuspended} paused by Thali` : ''}. {TIFFIN_TEXTS.paid}
          </Muted>
        </p>
        {billNow ? <BillPayment bill={billNow} uid={uid} now={now} /> : null}
        {billsError ? <Alert>{dataSentence(billsError, TIFFIN_TEXTS.billsFailed)}</Alert> : null}
      </section>

      {billBefore ? (
        <section aria-labelledby={`${id}-last-bill`}>
          <h3 id={`${id}-last-bill`}>Last month&apos;s bill</h3>
          <p>
            {formatMonth(billBefore.month)}: {billBefore.bill.mealsDue} {billBefore.bill.mealsDue === 1 ? 'meal' : 'meals'} × {formatPrice(sub.pricePerMeal)} ={' '}
            <strong>{formatPaise(billBefore.billedPaise)}</strong>
          </p>
          <BillPayment bill={billBefore} uid={uid} now={now} />
        </section>
      ) : null}

      {active ? (
        <section aria-labelledby={`${id}-pause`}>
          <h3 id={`${id}-pause`}>Pause</h3>
          <form noValidate onSubmit={pause.handleSubmit} aria-labelledby={`${id}-pause`}>
            <Row>
              <Input label="Pause from" type="date" min={isoDateOfDay(today)} {...pause.field('from')} />
              <Input label="Pause until" type="date" min={isoDateOfDay(today)} {...pause.field('to')} />
              <Button type="submit" $variant="secondary" disabled={pause.submitting}>
                Pause meals
              </Button>
            </Row>
            {pause.formError ? <Alert>{pause.formError}</Alert> : null}
            <div role="status">{pause.notice}</div>
          </form>
          {pausedNow ? (
            <ul aria-label="Pauses">
              {pauses.map((p) => (
                <li key={`${p.from}-${p.to}`}>
                  No meals {formatDay(p.from)} – {formatDay(p.to)}
                </li>
              ))}
            </ul>
          ) : null}
          {pausedNow ? (
            <p>
              <Button type="button" disabled={busy} onClick={() => void change.start({ to: 'resume' })}>
                Resume now
              </Button>
            </p>
          ) : null}
        </section>
      ) : null}

      {active ? (
        <section aria-labelledby={`${id}-cancel`}>
          <h3 id={`${id}-cancel`}>Cancel</h3>
          {confirming ? (
            <div role="group" aria-labelledby={`${id}-confirm`}>
              <p id={`${id}-confirm`}>
                Cancel {sub.planName}? Meals stop from {formatDay(Math.max(sub.startDay, tomorrow))}.
              </p>
              <Row>
                <Button type="button" $variant="danger" disabled={busy} onClick={() => void change.confirm()}>
                  Yes, cancel
                </Button>
                <Button type="button" $variant="secondary" onClick={change.cancel}>
                  Keep my subscription
                </Button>
              </Row>
            </div>
          ) : (
            <Button type="button" $variant="secondary" disabled={busy} onClick={() => void change.start({ to: 'cancel' })}>
              Cancel subscription
            </Button>
          )}
        </section>
      ) : null}
    </Box>
  );
}
