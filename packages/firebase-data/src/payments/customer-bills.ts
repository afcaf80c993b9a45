// Getting paid (issue 42): a customer's bills, live: for each of its subscriptions this month's and last month's bill
// (when it ran then), with the kitchen's name and UPI details. It reads what is the customer's own: its subscriptions
// (the customerId index), per kitchen its entries (the customerId index of payments/{pid}) with their reports'
// decisions, each bill's kept total (a leaf of paidTotals), the kitchen's listing and suspensions.
import { onValue, ref } from 'firebase/database';
import { firebase } from '../app';
import type { Provider, Subscription } from '../model';
import { toProvider } from '../providers/to-provider';
import { isValidKey } from '../reads/keys';
import { parseRecord, providerRecordSchema } from '../schemas';
import { subscribeKitchenSuspensions } from '../staff/suspend-kitchen';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import { subscriptionsQuery } from '../subscriptions/subscription-reads';
import { toSubscriptions } from '../subscriptions/to-subscription';
import type { SuspensionPeriod } from '../tiffins/schedule';
import { billOfMonth, billsToShow, paiseOf } from './bill-of-month';
import { answered, atPath, liveJoin, type LiveJoin, type Start } from './live-join';
import { decisionAt, entriesOf, entriesWhere, PAID_TOTALS, reportedIds } from './ledger-paths';
import type { CustomerBills } from './payment-types';

/** A customer's bills (this month's and last month's of each subscription), live. */
export function subscribeCustomerBills(
  { customerId, onData, onError, fb = firebase() }: SubscriptionOptions<CustomerBills> & { customerId: string },
): Unsubscribe {
  if (!isValidKey(customerId)) return answered(onData, { bills: [] });

  // a refused read stops the whole join (LiveJoin.fail); `fail` reaches it from the reads started below (one that
  // fails before the join exists is passed on once it does)
  const held: { join?: LiveJoin; early?: Error } = {};
  const fail = (e: Error) => (held.join ? held.join.fail(e) : (held.early ??= e));
  const subsRead: Start = (set) => onValue(subscriptionsQuery(fb, 'customerId', customerId),
    (snap) => set(toSubscriptions(snap.val(), (s) => s.customerId === customerId)), fail);
  const listing = (pid: string): Start => (set) => onValue(ref(fb.db, `providers/${pid}`), (snap) => {
    const record = snap.val() === null ? undefined : parseRecord(providerRecordSchema, `providers/${pid}`, snap.val());
    set(record ? toProvider(pid, record) : null);
  }, fail);
  const join = liveJoin<CustomerBills>((j) => {
    j.keep('subs', new Map([['all', subsRead]]));
    const subs = j.value('subs', 'all') as Subscription[] | undefined;
    if (!subs) return undefined;
    const now = Date.now();
    const shown = billsToShow(subs, now);
    const kitchens = [...new Set(shown.map((b) => b.sub.providerId))].filter(isValidKey);
    j.keep('entries', new Map(kitchens.map((pid) => [pid, entriesWhere(fb, pid, 'customerId', customerId, fail)])));
    j.keep('listing', new Map(kitchens.map((pid) => [pid, listing(pid)])));
    j.keep('suspensions', new Map(kitchens.map((pid): [string, Start] => [pid, (set) => subscribeKitchenSuspensions({ providerId: pid, onData: set, onError: fail, fb })])));
    j.keep('total', new Map(shown.filter((b) => isValidKey(b.sub.id)).map(({ sub, month }) =>
      [`${sub.providerId}/${month}/${sub.id}`, atPath(fb, `${PAID_TOTALS}/${sub.providerId}/${month}/${sub.id}`, fail)])));
    j.keep('decision', new Map(kitchens.flatMap((pid) => reportedIds(j.value('entries', pid))
      .map((id): [string, Start] => [`${pid}/${id}`, decisionAt(fb, pid, id, fail)]))));
    if (kitchens.some((pid) => j.value('entries', pid) === undefined || j.value('listing', pid) === undefined || j.value('suspensions', pid) === undefined)) {
      return undefined;
    }
    const entries = new Map(kitchens.map((pid) => [pid, entriesOf(pid, j.value('entries', pid), (id) => j.value('decision', `${pid}/${id}`))]));
    return {
      bills: shown.filter(({ sub }) => entries.has(sub.providerId)).map(({ sub, month }) => {
        const kitchen = j.value('listing', sub.providerId) as Provider | null;
        const bill = billOfMonth(sub, j.value('suspensions', sub.providerId) as SuspensionPeriod[], month,
          paiseOf(j.value('total', `${sub.providerId}/${month}/${sub.id}`)), entries.get(sub.providerId)!, now);
        return { ...bill, kitchenName: kitchen?.name ?? 'Your kitchen', ...(kitchen?.upi ? { payTo: kitchen.upi } : {}) };
      }),
    };
  }, onData, onError);
  held.join = join;
  if (held.early) join.fail(held.early);
  return () => join.stop();
}
