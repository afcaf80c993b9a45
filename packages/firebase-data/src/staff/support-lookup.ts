import { equalTo, get, orderByChild, query, ref } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import { isValidKey } from '../reads/keys';
import { parseOrder, toOrders } from '../orders/to-orders';
import { subscriptionsQuery } from '../subscriptions/subscription-reads';
import { toSubscriptions } from '../subscriptions/to-subscription';
import type { Order } from '../model';
import {
  emailForms, nothingFound, parseSupportQuery, SupportQueryError,
  type CustomerHistory, type SupportCustomer, type SupportLookup, type SupportOrder, type SupportPayment,
} from './support-query';
import { compareKeys } from '@thali/domain/compare';
import { DECISIONS, entriesOf, PAYMENTS, reportedIds } from '../payments/ledger-paths';

function toCustomer(uid: string, value: unknown): SupportCustomer | null {
  if (!value || typeof value !== 'object') return null;
  const r = value as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { uid, name: text(r.name), email: text(r.email), role: text(r.role), ...(typeof r.phone === 'string' && r.phone ? { phone: r.phone } : {}) };
}

/** Kitchens' names by id, one read per kitchen (public listings). */
async function kitchenNames(fb: DataServices, providerIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(providerIds)].filter(isValidKey);
  return new Map(await Promise.all(ids.map(async (id) => {
    const name = (await get(ref(fb.db, `providers/${id}/name`))).val();
    return [id, typeof name === 'string' ? name : 'A kitchen'] as const;
  })));
}

/** The kitchens' names of these orders. */
async function withKitchenNames(fb: DataServices, orders: Order[]): Promise<SupportOrder[]> {
  const names = await kitchenNames(fb, orders.map((o) => o.providerId));
  return orders.map((o) => ({ ...o, kitchenName: names.get(o.providerId) ?? 'A kitchen' }));
}

/**
 * Issue 42: a customer's entries in the ledgers of these kitchens (the customerId index of each payments/{pid}; staff
 * read them), with their reports' decisions and the kitchen's name, newest first.
 */
async function paymentsOf(fb: DataServices, uid: string, providerIds: string[]): Promise<SupportPayment[]> {
  const ids = [...new Set(providerIds)].filter(isValidKey);
  const [names, ledgers] = await Promise.all([kitchenNames(fb, ids), Promise.all(ids.map(async (pid) => {
    const value = (await get(query(ref(fb.db, `${PAYMENTS}/${pid}`), orderByChild('customerId'), equalTo(uid)))).val() as unknown;
    const decisions = new Map(await Promise.all(reportedIds(value).map(async (id) =>
      [id, (await get(ref(fb.db, `${DECISIONS}/${pid}/${id}`))).val() as unknown] as const)));
    return entriesOf(pid, value, (id) => decisions.get(id)).filter((e) => e.customerId === uid);
  }))]);
  return ledgers.flat().map((e) => ({ ...e, kitchenName: names.get(e.providerId) ?? 'A kitchen' }))
    .sort((a, b) => b.at - a.at || compareKeys(b.id, a.id));
}

async function readCustomer(fb: DataServices, uid: string): Promise<SupportCustomer | null> {
  if (!isValidKey(uid)) return null;
  return toCustomer(uid, (await get(ref(fb.db, `users/${uid}`))).val());
}

/**
 * A customer's orders (indexed on userId), subscriptions (on customerId) and, issue 42, payment entries with the
 * kitchens of those (on each ledger's customerId), every one, newest first.
 */
async function historyOf(fb: DataServices, customer: SupportCustomer): Promise<CustomerHistory> {
  const [orders, subs] = await Promise.all([
    get(query(ref(fb.db, 'orders'), orderByChild('userId'), equalTo(customer.uid))),
    get(subscriptionsQuery(fb, 'customerId', customer.uid)),
  ]);
  const mine = toOrders(orders.val(), (o) => o.userId === customer.uid);
  const tiffins = toSubscriptions(subs.val(), (s) => s.customerId === customer.uid).sort((a, b) => b.createdAt - a.createdAt);
  const [named, payments] = await Promise.all([withKitchenNames(fb, mine),
    paymentsOf(fb, customer.uid, [...mine.map((o) => o.providerId), ...tiffins.map((s) => s.providerId)])]);
  return { customer, orders: named, subscriptions: tiffins, payments };
}

/** The accounts whose `field` equals one of `values` (an indexed equalTo query each; the rules allow no other). */
async function accountsBy(fb: DataServices, field: 'email' | 'phone', values: string[]): Promise<SupportCustomer[]> {
  const found = new Map<string, SupportCustomer>();
  for (const value of values) {
    const snap = await get(query(ref(fb.db, 'users'), orderByChild(field), equalTo(value)));
    snap.forEach((child) => {
      const c = child.key ? toCustomer(child.key, child.val()) : null;
      if (c) found.set(c.uid, c);
    });
  }
  return [...found.values()];
}

/**
 * The Support lookup (issue 41; staff only: the rules refuse anyone else). An order number: that order (its number's
 * claim names it) with its kitchen's name and its customer. An e-mail (as typed or in lower case) or a mobile: the
 * accounts holding it, each with ALL its orders and tiffin subscriptions, newest first. Every read is by key or by an
 * indexed equalTo: no lookup reads all orders or all accounts. Text it cannot read: a SupportQueryError.
 */
export async function lookupSupport(text: string, fb: DataServices = firebase()): Promise<SupportLookup> {
  const q = parseSupportQuery(text);
  if (!q) throw new SupportQueryError();
  if (q.kind === 'order') {
    const claim = (await get(ref(fb.db, `orderNumbers/${q.orderNumber}/order`))).val();
    const value = typeof claim === 'string' && isValidKey(claim) ? (await get(ref(fb.db, `orders/${claim}`))).val() : null;
    const order = value ? parseOrder(claim as string, value) : undefined;
    if (!order) return { kind: 'none', sentence: nothingFound(q) };
    const [[named], customer] = await Promise.all([withKitchenNames(fb, [order]), readCustomer(fb, order.userId)]);
    return { kind: 'order', order: named!, customer };
  }
  const accounts = q.kind === 'email' ? await accountsBy(fb, 'email', emailForms(q.email)) : await accountsBy(fb, 'phone', [q.mobile]);
  if (accounts.length === 0) return { kind: 'none', sentence: nothingFound(q) };
  return { kind: 'customers', found: await Promise.all(accounts.map((c) => historyOf(fb, c))) };
}
