// The fake's payments (issue 42): the kitchen's UPI details, the append-only ledger, decisions, corrections, receipt
// numbers and unpaid orders over the store's `payments` table (and `subscriptions`, `orders`, `providers`), with the
// same checks, sentences and results as the real use cases; bills through the real pure billOfMonth.
import { monthLabel } from '@thali/domain';
import { compareKeys } from '@thali/domain/compare';
import { billReference, receiptNumberOf } from '@thali/domain/payments';
import type { Order, Subscription } from '../model';
import { billOfMonth, billsToShow, isEntryOfBill, kitchenDuesOf, nextMonthOf, ranInMonth } from '../payments/bill-of-month';
import {
  isPayableMonth, paymentDetailsErrors, PaymentDetailsError, PaymentInputError, paymentInputErrors, PAYMENT_MESSAGES, PaymentStateError, reasonProblem,
} from '../payments/payment-messages';
import type { BillOfMonth, CustomerBills, KitchenDues, PaymentEntry, PaymentFor, PaymentMethod, Receipt, UnpaidOrder } from '../payments/payment-types';
import { countsAsReceived } from '../payments/to-payment-entry';
import { dayStart } from '../tiffins/days';
import type { SuspensionPeriod } from '../tiffins/schedule';
import type { FakePayments, FakeStore, FakeTable, StoredPayment } from './fake-store';
import type { UseCases } from './fake-use-cases';
import type { SupportPayment } from '../staff/support-query';

export type PaymentUseCaseName = 'setPaymentDetails' | 'recordPayment' | 'reportPayment' | 'confirmPayment' | 'declinePayment' | 'correctPayment'
  | 'deliverOrder' | 'markOrderPaid' | 'markDelivered' | 'subscribeKitchenDues' | 'subscribeCustomerBills' | 'subscribeUnpaidOrders' | 'readReceipt';

type Options<T> = { onData: (v: T) => void; onError?: (e: Error) => void };

const denied = () => Object.assign(new Error('PERMISSION_DENIED: Permission denied'), { code: 'PERMISSION_DENIED' });
const paiseOfOrder = (order: Order) => Math.round(order.total * 100);

/** The store's ledger, each part present (an absent one empty). */
export function fakeLedger(store: FakeStore): FakePayments {
  const p = store.get('payments') ?? {};
  return { entries: p.entries ?? [], decisions: p.decisions ?? {}, corrections: p.corrections ?? {}, unpaid: p.unpaid ?? {}, receiptCounters: p.receiptCounters ?? {} };
}

/** A stored entry with what lives beside it (its decision, the correction that reversed it). */
export function fakeEntryOf(stored: StoredPayment, p: FakePayments): PaymentEntry {
  const decision = p.decisions[stored.id];
  const correctedBy = p.corrections[stored.id];
  return {
    ...stored,
    ...(decision ? { decision } : {}),
    ...(decision?.receipt ? { receipt: decision.receipt } : {}),
    ...(correctedBy ? { correctedBy } : {}),
    waiting: stored.kind === 'reported' && !decision,
  };
}

/** Issue 42, the Support lookup: every payment entry of a customer with any kitchen, newest first, with its kitchen's name. */
export function fakeCustomerPayments(store: FakeStore, customerId: string): SupportPayment[] {
  const p = fakeLedger(store);
  const name = (id: string) => (store.get('providers') ?? []).find((k) => k.id === id)?.name ?? 'A kitchen';
  return p.entries.filter((e) => e.customerId === customerId).map((e) => ({ ...fakeEntryOf(e, p), kitchenName: name(e.providerId) }))
    .sort((a, b) => b.at - a.at || compareKeys(b.id, a.id));
}

export function fakePayments(
  store: FakeStore,
  newId: (prefix: string) => string,
  completeOrder: (order: Pick<Order, 'id'>) => Promise<void>,
): Pick<UseCases, PaymentUseCaseName> {
  const ledger = () => fakeLedger(store);
  const putLedger = (change: (p: FakePayments) => Partial<FakePayments>) => store.write('payments', () => {
    const now = ledger();
    return { ...now, ...change(now) };
  });
  const subs = () => store.get('subscriptions') ?? [];
  const orders = () => store.get('orders') ?? [];
  const provider = (id: string) => (store.get('providers') ?? []).find((p) => p.id === id);

  const entryOf = (stored: StoredPayment, p: FakePayments = ledger()) => fakeEntryOf(stored, p);
  const entriesOf = (providerId: string) => {
    const p = ledger();
    return p.entries.filter((e) => e.providerId === providerId).map((e) => entryOf(e, p));
  };
  const receivedOf = (entries: readonly PaymentEntry[], subscriptionId: string, month: number) => entries
    .filter((e) => isEntryOfBill(e, subscriptionId, month) && countsAsReceived(e)).reduce((sum, e) => sum + e.amountPaise, 0);
  // the running suspension only, as the fake's subscribeKitchenSuspensions
  const suspensionsOf = (providerId: string): SuspensionPeriod[] => {
    const running = store.get('kitchenDecisions')?.[providerId]?.suspension;
    return running ? [{ from: running.at }] : [];
  };
  const billOf = (sub: Subscription, month: number, entries: readonly PaymentEntry[], now: number): BillOfMonth =>
    billOfMonth(sub, suspensionsOf(sub.providerId), month, receivedOf(entries, sub.id, month), entries, now);

  /** A live read over several tables: delivers once `primary` has answered, and after every change of any. */
  function liveOver<T>(primary: FakeTable, others: FakeTable[], value: () => T, options: Options<T>) {
    let ready = false;
    const deliver = () => { if (ready && store.has(primary)) options.onData(value()); };
    const stops = [primary, ...others].map((t) => store.listen(t, deliver, (e) => options.onError?.(e)));
    ready = true;
    deliver();
    return () => stops.forEach((stop) => stop());
  }

  /** The next receipt number of the month (TH-R-YYMM-NNNN), claimed. */
  const claimReceipt = (now: number) => {
    const yymm = monthLabel(now);
    const seq = (ledger().receiptCounters[yymm] ?? 0) + 1;
    putLedger((p) => ({ receiptCounters: { ...p.receiptCounters, [yymm]: seq } }));
    return receiptNumberOf(yymm, seq);
  };

  /**
   * What an entry is for, checked as the rules do: a subscription (or order) of this kitchen and this customer; a bill
   * of a month it ran in, not after this one; a delivered order not paid yet.
   */
  function checkFor(providerId: string, customerId: string, what: PaymentFor, now: number): { customerId: string; order?: Order } {
    if (what.kind === 'tiffin') {
      const sub = subs().find((s) => s.id === what.subscriptionId);
      if (!sub || sub.providerId !== providerId || sub.customerId !== customerId) throw new PaymentStateError(PAYMENT_MESSAGES.notYours);
      if (!isPayableMonth(what.month, now)) throw new PaymentStateError(PAYMENT_MESSAGES.monthAhead);
      if (!ranInMonth(sub, what.month, nextMonthOf(what.month))) throw new PaymentStateError(PAYMENT_MESSAGES.monthOutside);
      return { customerId };
    }
    const order = orders().find((o) => o.id === what.orderId);
    if (!order || order.providerId !== providerId || order.userId !== customerId) throw new PaymentStateError(PAYMENT_MESSAGES.notYours);
    if (order.status !== 'completed') throw new PaymentStateError(PAYMENT_MESSAGES.orderNotDelivered);
    if (order.paid) throw new PaymentStateError(PAYMENT_MESSAGES.orderPaid);
    return { customerId, order };
  }

  const addEntry = (entry: StoredPayment) => putLedger((p) => ({ entries: [...p.entries, entry] }));
  const setOrderPaid = (orderId: string, paid: Order['paid'] | null, unpaid: { providerId: string; totalPaise: number; at: number } | null) => {
    putLedger((p) => {
      const { [orderId]: _gone, ...rest } = p.unpaid;
      return { unpaid: unpaid ? { ...rest, [orderId]: unpaid } : rest };
    });
    store.write('orders', (all) => (all ?? []).map((o) => {
      if (o.id !== orderId) return o;
      const { paid: _old, ...order } = o;
      return paid ? { ...order, paid } : order;
    }));
  };

  const findEntry = (providerId: string, paymentId: string) => {
    const stored = ledger().entries.find((e) => e.id === paymentId && e.providerId === providerId);
    if (!stored) throw new PaymentStateError(PAYMENT_MESSAGES.notFound);
    return entryOf(stored);
  };

  async function received(providerUid: string, customerId: string, what: PaymentFor, amountPaise: number, method: PaymentMethod, paidOn: number,
    words: { ref?: string; note?: string }) {
    const now = Date.now();
    const { order } = checkFor(providerUid, customerId, what, now);
    const amount = order ? paiseOfOrder(order) : amountPaise;
    const receipt = claimReceipt(now);
    const id = newId('payment');
    addEntry({ id, providerId: providerUid, customerId, by: providerUid, kind: 'received', for: what, amountPaise: amount, method, paidOn: dayStart(paidOn),
      ...cleanWords(words), at: now, receipt });
    if (order) setOrderPaid(order.id, { payment: id, method, receipt, at: now }, null);
    return { id, receipt };
  }

  return {
    setPaymentDetails: async (uid, details) => {
      if (!provider(uid)) throw denied();
      if (details) {
        const errors = paymentDetailsErrors(details);
        if (Object.keys(errors).length > 0) throw new PaymentDetailsError(errors);
      }
      store.write('providers', (all) => (all ?? []).map((p) => {
        if (p.id !== uid) return p;
        const { upi: _old, ...rest } = p;
        return details ? { ...rest, upi: { upiId: details.upiId.trim(), payee: details.payee.trim() } } : rest;
      }));
    },
    recordPayment: async (providerUid, input) => {
      const errors = paymentInputErrors({ ...input, amountPaise: input.for.kind === 'order' ? undefined : input.amountPaise });
      if (Object.keys(errors).length > 0) throw new PaymentInputError(errors);
      return received(providerUid, input.customerId, input.for, input.amountPaise, input.method, input.paidOn, input);
    },
    reportPayment: async (customerUid, input) => {
      const errors = paymentInputErrors({ ...input, amountPaise: input.for.kind === 'order' ? undefined : input.amountPaise });
      if (Object.keys(errors).length > 0) throw new PaymentInputError(errors);
      const now = Date.now();
      const { order } = checkFor(input.providerId, customerUid, input.for, now);
      const id = newId('payment');
      addEntry({ id, providerId: input.providerId, customerId: customerUid, by: customerUid, kind: 'reported', for: input.for,
        amountPaise: order ? paiseOfOrder(order) : input.amountPaise, method: input.method, paidOn: dayStart(input.paidOn), ...cleanWords(input), at: now });
      return { id };
    },
    confirmPayment: async (providerUid, paymentId) => {
      const entry = findEntry(providerUid, paymentId);
      if (entry.kind !== 'reported') throw new PaymentStateError(PAYMENT_MESSAGES.notFound);
      if (entry.decision) throw new PaymentStateError(PAYMENT_MESSAGES.decided);
      const order = entry.for.kind === 'order' ? orders().find((o) => o.id === (entry.for as { orderId: string }).orderId) : undefined;
      if (order?.paid) throw new PaymentStateError(PAYMENT_MESSAGES.orderPaid);
      const now = Date.now();
      const receipt = claimReceipt(now);
      putLedger((p) => ({ decisions: { ...p.decisions, [paymentId]: { status: 'confirmed', at: now, receipt } } }));
      if (order) setOrderPaid(order.id, { payment: paymentId, method: entry.method, receipt, at: now }, null);
      return { receipt };
    },
    declinePayment: async (providerUid, paymentId, reason) => {
      const problem = reasonProblem(reason);
      if (problem) throw new PaymentInputError({ reason: problem });
      const entry = findEntry(providerUid, paymentId);
      if (entry.kind !== 'reported') throw new PaymentStateError(PAYMENT_MESSAGES.notFound);
      if (entry.decision) throw new PaymentStateError(PAYMENT_MESSAGES.decided);
      const text = reason.trim();
      putLedger((p) => ({ decisions: { ...p.decisions, [paymentId]: { status: 'declined', at: Date.now(), ...(text ? { reason: text } : {}) } } }));
    },
    correctPayment: async (providerUid, paymentId, note) => {
      const errors = paymentInputErrors({ paidOn: Date.now(), note });
      if (errors.note) throw new PaymentInputError({ note: errors.note });
      const entry = findEntry(providerUid, paymentId);
      if (!countsAsReceived(entry) || entry.kind === 'correction') throw new PaymentStateError(PAYMENT_MESSAGES.notCorrectable);
      if (entry.correctedBy) throw new PaymentStateError(PAYMENT_MESSAGES.corrected);
      const now = Date.now();
      const id = newId('payment');
      addEntry({ id, providerId: providerUid, customerId: entry.customerId, by: providerUid, kind: 'correction', for: entry.for, amountPaise: -entry.amountPaise,
        method: entry.method, paidOn: dayStart(now), ...cleanWords({ note }), at: now, corrects: paymentId });
      putLedger((p) => ({ corrections: { ...p.corrections, [paymentId]: id } }));
      if (entry.for.kind === 'order') setOrderPaid(entry.for.orderId, null, { providerId: providerUid, totalPaise: entry.amountPaise, at: now });
      return { id };
    },
    deliverOrder: async (order, paid) => {
      await completeOrder(order);
      const done = orders().find((o) => o.id === order.id)!;
      if (paid) await received(done.providerId, done.userId, { kind: 'order', orderId: done.id }, paiseOfOrder(done), paid, Date.now(), {});
      else setOrderPaid(done.id, null, { providerId: done.providerId, totalPaise: paiseOfOrder(done), at: Date.now() });
    },
    // "Delivered" without the question is "Not yet" (the contract: markDelivered is deliverOrder(order, null))
    markDelivered: async (order) => {
      await completeOrder(order);
      const done = orders().find((o) => o.id === order.id)!;
      setOrderPaid(done.id, null, { providerId: done.providerId, totalPaise: paiseOfOrder(done), at: Date.now() });
    },
    markOrderPaid: async (providerUid, orderId, method) => {
      const order = orders().find((o) => o.id === orderId);
      if (!order || order.providerId !== providerUid) throw new PaymentStateError(PAYMENT_MESSAGES.notYours);
      return received(providerUid, order.userId, { kind: 'order', orderId }, paiseOfOrder(order), method, Date.now(), {});
    },
    subscribeKitchenDues: ({ providerId, month, ...options }) => liveOver('subscriptions', ['payments', 'kitchenDecisions'], (): KitchenDues => {
      const entries = entriesOf(providerId);
      const ofMonth = entries.filter((e) => e.for.kind === 'tiffin' && e.for.month === month);
      // the kept totals: what the month's entries moved, by subscription (as paidTotals/{pid}/{month})
      const totals = Object.fromEntries([...new Set(ofMonth.map((e) => (e.for as { subscriptionId: string }).subscriptionId))]
        .map((id) => [id, { paise: receivedOf(ofMonth, id, month) }]));
      return kitchenDuesOf(month, subs().filter((s) => s.providerId === providerId), suspensionsOf(providerId), totals, ofMonth,
        entries.filter((e) => e.waiting), Date.now());
    }, options),
    subscribeCustomerBills: ({ customerId, ...options }) => liveOver('subscriptions', ['payments', 'providers', 'kitchenDecisions'], (): CustomerBills => {
      const now = Date.now();
      return {
        bills: billsToShow(subs().filter((s) => s.customerId === customerId), now).map(({ sub, month }) => {
          const kitchen = provider(sub.providerId);
          const entries = entriesOf(sub.providerId).filter((e) => e.customerId === customerId);
          return { ...billOf(sub, month, entries, now), kitchenName: kitchen?.name ?? 'Your kitchen', ...(kitchen?.upi ? { payTo: kitchen.upi } : {}) };
        }),
      };
    }, options),
    subscribeUnpaidOrders: ({ providerId, ...options }) => liveOver('orders', ['payments'], (): UnpaidOrder[] => Object.entries(ledger().unpaid)
      .filter(([, u]) => u.providerId === providerId)
      .sort(([a, x], [b, y]) => x.at - y.at || compareKeys(a, b))
      .map(([orderId, u]) => {
        const order = orders().find((o) => o.id === orderId);
        return {
          orderId, customerId: order?.userId ?? '', totalPaise: u.totalPaise,
          ...(order?.orderNumber ? { orderNumber: order.orderNumber } : {}), ...(order?.customerName ? { customerName: order.customerName } : {}),
          ...(order?.updatedAt ? { deliveredAt: order.updatedAt } : {}),
        };
      }), options),
    readReceipt: async ({ providerId, paymentId }) => {
      await store.read('payments');
      const stored = ledger().entries.find((e) => e.id === paymentId && e.providerId === providerId);
      if (!stored) return null;
      const entry = entryOf(stored);
      if (!entry.receipt || entry.kind === 'correction') return null;
      const kitchen = provider(providerId);
      const correction = entry.correctedBy ? ledger().entries.find((e) => e.id === entry.correctedBy) : undefined;
      let what: Receipt['for'];
      let customerName: string | undefined;
      if (entry.for.kind === 'tiffin') {
        const { subscriptionId, month } = entry.for;
        const sub = subs().find((s) => s.id === subscriptionId);
        customerName = sub?.customerName;
        what = { kind: 'tiffin', planName: sub?.planName ?? 'Tiffin', month, reference: billReference(monthLabel(month), sub?.billNo, subscriptionId) };
      } else {
        const { orderId } = entry.for;
        const order = orders().find((o) => o.id === orderId);
        customerName = order?.customerName;
        what = { kind: 'order', ...(order?.orderNumber ? { orderNumber: order.orderNumber } : {}) };
      }
      return {
        number: entry.receipt, providerId, paymentId,
        kitchen: { name: kitchen?.name ?? 'Kitchen', ...(kitchen?.address ? { address: kitchen.address } : {}), ...(kitchen?.phone ? { phone: kitchen.phone } : {}) },
        customer: { name: customerName ?? store.get('profiles')?.[entry.customerId]?.name ?? 'Customer' },
        for: what, amountPaise: entry.amountPaise, method: entry.method, paidOn: entry.paidOn,
        issuedAt: entry.decision?.at ?? entry.at,
        ...(correction ? { reversedOn: correction.at } : {}),
      };
    },
  };
}

/** The optional words of an entry, trimmed; empty ones left out. */
function cleanWords({ ref, note }: { ref?: string; note?: string }): { ref?: string; note?: string } {
  const r = ref?.trim();
  const n = note?.trim();
  return { ...(r ? { ref: r } : {}), ...(n ? { note: n } : {}) };
}
