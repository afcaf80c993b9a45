// Getting paid (issue 42): a kitchen's month of dues, live. What it reads is the kitchen's own and bounded by it:
// its subscriptions (the providerId index), the month's kept totals (paidTotals/{pid}/{month}), the month's entries
// (the month index of payments/{pid}) with their reports' decisions, its open reports and its suspensions. The
// payments of other kitchens are never touched, so the read costs the same at 1,000 or 100,000 of them (pnpm bench).
import { firebase } from '../app';
import type { Subscription } from '../model';
import { subscribeKitchenSuspensions } from '../staff/suspend-kitchen';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import { subscriptionsQuery } from '../subscriptions/subscription-reads';
import { toSubscriptions } from '../subscriptions/to-subscription';
import type { SuspensionPeriod } from '../tiffins/schedule';
import { isValidKey } from '../reads/keys';
import { onValue } from 'firebase/database';
import { kitchenDuesOf } from './bill-of-month';
import { answered, atPath, liveJoin, type LiveJoin, type Start } from './live-join';
import { decisionAt, entriesOf, entriesWhere, entryAt, OPEN_REPORTS, PAID_TOTALS, reportedIds } from './ledger-paths';
import type { KitchenDues, PaymentEntry } from './payment-types';
import { toPaymentEntry } from './to-payment-entry';

/** A kitchen's month of dues (IST monthStart `month`), live: every subscriber with a bill, the totals, the waiting reports. */
export function subscribeKitchenDues(
  { providerId, month, onData, onError, fb = firebase() }: SubscriptionOptions<KitchenDues> & { providerId: string; month: number },
): Unsubscribe {
  if (!isValidKey(providerId) || !Number.isFinite(month)) return answered(onData, { month, rows: [], totals: { billedPaise: 0, receivedPaise: 0, duePaise: 0 }, waiting: [] });
  // a refused read stops the whole join (LiveJoin.fail); `fail` reaches it from the reads started below (one that
  // fails before the join exists is passed on once it does)
  const held: { join?: LiveJoin; early?: Error } = {};
  const fail = (e: Error) => (held.join ? held.join.fail(e) : (held.early ??= e));
  const base = new Map<string, Start>([
    ['subs', (set) => onValue(subscriptionsQuery(fb, 'providerId', providerId), (snap) => set(toSubscriptions(snap.val(), (s) => s.providerId === providerId)), fail)],
    ['suspensions', (set) => subscribeKitchenSuspensions({ providerId, onData: set, onError: fail, fb })],
    ['totals', atPath(fb, `${PAID_TOTALS}/${providerId}/${month}`, fail)],
    ['entries', entriesWhere(fb, providerId, 'month', month, fail)],
    ['open', atPath(fb, `${OPEN_REPORTS}/${providerId}`, fail)],
  ]);
  const join = liveJoin<KitchenDues>((j) => {
    j.keep('base', base);
    const entriesRaw = j.value('base', 'entries');
    const open = Object.keys((j.value('base', 'open') as Record<string, unknown> | null) ?? {});
    j.keep('decision', new Map(reportedIds(entriesRaw).map((id) => [id, decisionAt(fb, providerId, id, fail)])));
    j.keep('waiting', new Map(open.map((id) => [id, entryAt(fb, providerId, id, fail)])));
    const subs = j.value('base', 'subs') as Subscription[] | undefined;
    const suspensions = j.value('base', 'suspensions') as SuspensionPeriod[] | undefined;
    if (!subs || !suspensions || entriesRaw === undefined || j.value('base', 'totals') === undefined) return undefined;
    if (open.some((id) => j.value('waiting', id) === undefined)) return undefined;
    const entries = entriesOf(providerId, entriesRaw, (id) => j.value('decision', id));
    // an open report is waiting by definition (its decision removes it in the same write)
    const waiting = open.filter((id) => j.value('waiting', id) !== null).map((id) => toPaymentEntry(providerId, id, j.value('waiting', id)))
      .filter((e): e is PaymentEntry => e !== undefined && e.waiting);
    return kitchenDuesOf(month, subs, suspensions, j.value('base', 'totals'), entries, waiting, Date.now());
  }, onData, onError);
  held.join = join;
  if (held.early) join.fail(held.early);
  return () => join.stop();
}
