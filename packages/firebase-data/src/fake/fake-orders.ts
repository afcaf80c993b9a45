// The fake's orders (issue 37; contract37.md): whole orders, one per kitchen per checkout, their steps, the customer's
// cancel window and the kitchen's board, over the store's `orders`, `stats`, `profiles` and `orderCounters` tables, with
// the same checks and errors as the real use cases (judged by Date.now(), so Jest's fake timers steer the window).
import { monthLabel, orderNumberOf, ORDER_STAGES } from '@thali/domain';
import type { CartLine, MenuItem, Order, OrderBoard, OrderLine, OrderStage, ProviderStats } from '../model';
import { canCustomerCancel, deliveryFields, DELIVERY_MESSAGES, OrderCancelError, type OrderDelivery } from '../orders/delivery';
import { checkDeliveryTerms, type DeliveryTerms } from '../orders/order-checks';
import { slotOf } from '../orders/order-writes';
import type { OrderSlot } from '../kitchens/slots';
import {
  DELIVERY_FEE, kitchenCancelReasonProblem, linesTotal, OrderInputError, orderStage, OrderStepError, readyByProblem,
  SUPPORT_CANCEL_MESSAGES, supportCancelReasonProblem,
} from '../orders/order-logic';
import { orderTarget } from '@thali/domain/staff';
import { emailForms, nothingFound, parseSupportQuery, SupportQueryError, type SupportCustomer, type SupportLookup } from '../staff/support-query';
import { MAX_LINES_PER_PROVIDER, MAX_QUANTITY, ORDER_BOARD_PAGE, RECENT_ORDERS, TooManyLinesError } from '../orders/order-limits';
import { slotOfOrder } from '../kitchens/slots';
import { ZERO_STATS } from '../stats/zero-stats';
import { dayStart } from '../tiffins/days';
import type { FakeStore, FakeTable } from './fake-store';
import type { fakeKitchens } from './fake-kitchens';
import type { UseCases } from './fake-use-cases';
import { fakeCustomerPayments } from './fake-payments';
import { sayer } from '../texts/say';
import { AUTH_TEXTS } from '../texts/auth-texts';
import { ORDERS_TEXTS } from '../texts/orders-texts';

const { text: dataText } = sayer({ ...AUTH_TEXTS, ...ORDERS_TEXTS });
export type OrderUseCaseName =
  | 'placeOrder' | 'checkoutCart' | 'cancelMyOrder' | 'acceptOrder' | 'markOnTheWay' | 'markDelivered' | 'kitchenCancelOrder'
  | 'subscribeCustomerOrders' | 'subscribeProviderOrders' | 'subscribeOrderBoard'
  // issue 41, the Support lookup
  | 'lookupSupport' | 'thaliCancelOrder';

type Live = <T>(table: FakeTable, value: () => T, options: { onData: (v: T) => void; onError?: (e: Error) => void }) => () => void;

// Newest first; orders of the same moment keep the order they were seeded in (the database breaks that tie by push id).
const newestFirst = (a: Order, b: Order) => b.timestamp - a.timestamp;
// The board's orders by delivery slot (issue 40; ASAP and older orders by their time), ties as above.
const latestSlotFirst = (a: Order, b: Order) => slotOfOrder(b).start - slotOfOrder(a).start;
const soonestSlotFirst = (a: Order, b: Order) => slotOfOrder(a).start - slotOfOrder(b).start;

/** An order as the fake stores it: what a test seeds may leave out what reading works out (its stage). */
const withStage = (o: Order): Order => ({ ...o, stage: orderStage(o) });

const zeroCounts = (): Record<OrderStage, number> => Object.fromEntries(ORDER_STAGES.map((s) => [s, 0])) as Record<OrderStage, number>;

export function fakeOrders(store: FakeStore, newId: (prefix: string) => string, live: Live, kitchens: ReturnType<typeof fakeKitchens>) {
  const orders = () => (store.get('orders') ?? []).map(withStage);
  const stored = async (id: string) => (await store.read('orders')).find((o) => o.id === id);
  const setOrder = (id: string, change: (o: Order) => Partial<Order>) =>
    store.write('orders', (all) => (all ?? []).map((o) => (o.id === id ? withStage({ ...o, ...change(o) }) : o)));
  const bumpStats = (providerId: string, change: (s: ProviderStats) => Partial<ProviderStats>) =>
    store.write('stats', (all) => {
      const current = all?.[providerId] ?? { ...ZERO_STATS };
      return { ...all, [providerId]: { ...current, ...change(current) } };
    });
  const saveToProfile = (uid: string, changes: { phone: string; address?: string; place?: Order['place'] }) =>
    store.write('profiles', (profiles) => (profiles?.[uid] ? { ...profiles, [uid]: { ...profiles[uid]!, ...changes } } : profiles ?? {}));
  // the month's numbers in sequence (the database's counter): a checkout of two kitchens takes two consecutive ones
  const nextOrderNumber = () => {
    const month = monthLabel();
    const seq = (store.get('orderCounters')?.[month] ?? 0) + 1;
    store.write('orderCounters', (counters) => ({ ...counters, [month]: seq }));
    return orderNumberOf(month, seq);
  };

  type Wanted = Pick<CartLine, 'id' | 'providerId' | 'name' | 'price' | 'quantity' | 'diet'>;

  /**
   * The areas and minimum of the kitchens the store holds (issue 40). A listing seeded without `deliversTo` (a test from
   * before delivery areas) is not checked; one with none delivers nowhere, as in the database.
   */
  const termsOf = (providerIds: string[]) => {
    const terms = new Map<string, DeliveryTerms>();
    for (const id of providerIds) {
      const p = store.get('providers')?.find((k) => k.id === id) as { name: string; deliversTo?: string[]; minOrder?: number } | undefined;
      if (p?.deliversTo) terms.set(id, { name: p.name, deliversTo: p.deliversTo, minOrder: p.minOrder ?? 0 });
    }
    return terms;
  };

  /**
   * One order per kitchen, as the real checkout writes them in one update, each for its kitchen's slot in `slots`
   * (none: as soon as possible); the checks first, nothing written on a refusal.
   */
  const place = (uid: string, wanted: Wanted[], delivery: OrderDelivery, slots: Record<string, OrderSlot | undefined>) => {
    if (!uid) throw new Error(dataText('auth.loginRequired'));
    const where = deliveryFields(delivery);
    for (const w of wanted) {
      if (!w.providerId || !(w.quantity >= 1)) throw new Error(`Invalid basket line '${w.id}'`);
      if (w.quantity > MAX_QUANTITY) throw new Error(`At most ${MAX_QUANTITY} of one item per order ('${w.name || w.id}')`);
    }
    const groups = new Map<string, Wanted[]>();
    for (const w of wanted) groups.set(w.providerId, [...(groups.get(w.providerId) ?? []), w]);
    for (const [providerId, group] of groups) if (group.length > MAX_LINES_PER_PROVIDER) throw new TooManyLinesError(providerId, group.length);
    checkDeliveryTerms(termsOf([...groups.keys()]), [...groups].map(([providerId, group]) => ({ providerId, lines: group })), where.place);
    kitchens.checkOrderable(wanted.map((w) => ({ providerId: w.providerId, itemId: w.id, quantity: w.quantity, slot: slotOf(slots[w.providerId]) })));
    const now = Date.now();
    const placed = [...groups].map(([providerId, group]) => {
      const slot = slotOf(slots[providerId]);
      const lines: OrderLine[] = group.map((w) => ({
        itemId: w.id, itemName: w.name, price: Number(w.price), quantity: w.quantity,
        ...kitchens.takePlates({ providerId, itemId: w.id, quantity: w.quantity, diet: w.diet, slot }, now),
      }));
      const itemsTotal = linesTotal(lines);
      const order: Order = {
        id: newId('order'), orderNumber: nextOrderNumber(), userId: uid, providerId, lines, itemsTotal, fee: DELIVERY_FEE,
        total: itemsTotal + DELIVERY_FEE, status: 'pending', step: 'new', stage: 'new', timestamp: now, ...where,
        slotStart: slot.asap ? now : slot.start, ...(slot.asap ? { asap: true } : {}),
      };
      store.write('orders', (all) => [...(all ?? []), order]);
      bumpStats(providerId, (s) => ({
        totalOrders: s.totalOrders + 1, totalRevenue: s.totalRevenue + order.total, monthlyOrders: s.monthlyOrders + 1,
        monthlyRevenue: s.monthlyRevenue + order.total, pendingOrders: s.pendingOrders + 1,
      }));
      return { id: order.id, orderNumber: order.orderNumber!, providerId, total: order.total };
    });
    saveToProfile(uid, { phone: where.customerPhone, ...(delivery.saveToProfile ? { address: where.address, place: where.place } : {}) });
    return placed;
  };

  /** A pending order settled: its status, its stats (orders counted, the total out of revenue on a cancel), plates back on a cancel. */
  const settle = (order: Order, status: 'completed' | 'cancelled', extra: Partial<Order>) => {
    setOrder(order.id, () => ({ status, updatedAt: Date.now(), ...extra }));
    if (status === 'cancelled') kitchens.givePlatesBack(order);
    bumpStats(order.providerId, (s) => ({
      pendingOrders: s.pendingOrders - 1,
      ...(status === 'completed'
        ? { completedOrders: s.completedOrders + 1 }
        : { cancelledOrders: s.cancelledOrders + 1, totalRevenue: s.totalRevenue - order.total, monthlyRevenue: s.monthlyRevenue - order.total }),
    }));
  };

  /** The stored order when it is pending at one of `steps`; else the order has moved on. */
  const pendingAt = async (order: Pick<Order, 'id'>, steps: Order['step'][]) => {
    const now = await stored(order.id);
    if (!now || now.status !== 'pending' || !steps.includes(now.step ?? 'new')) throw new OrderStepError();
    return withStage(now);
  };

  /** Every order of the board's kitchen (and day) as the board reads them, newest first. */
  const board = (providerId: string, filter: string, day: number | undefined, shown: number): OrderBoard => {
    // as the database's board: by the delivery slot's day, open orders soonest slot first, final ones latest first
    const mine = orders().filter((o) => o.providerId === providerId && (day === undefined || dayStart(slotOfOrder(o).start) === dayStart(day)))
      .sort(latestSlotFirst);
    const counts = zeroCounts();
    mine.forEach((o) => (counts[o.stage] += 1));
    const pending = mine.filter((o) => o.status === 'pending' && (filter === 'all' || filter === o.stage)).sort(soonestSlotFirst);
    const final = mine.filter((o) => o.status !== 'pending' && (filter === 'all' || filter === o.stage));
    const history = day === undefined ? final.slice(0, shown) : final;
    return { pending, history, hasMore: history.length < final.length, counts };
  };

  const useCases: Pick<UseCases, OrderUseCaseName> = {
    placeOrder: async (uid, item: Pick<MenuItem, 'id' | 'providerId' | 'name' | 'price'> & { diet?: MenuItem['diet'] }, quantity, delivery, slot) => {
      const q = Math.floor(Number(quantity));
      if (!(q >= 1)) throw new Error(dataText('order.quantityMin'));
      if (q > MAX_QUANTITY) throw new Error(dataText('order.quantityMax', { max: MAX_QUANTITY }));
      return place(uid, [{ id: item.id, providerId: item.providerId, name: item.name, price: item.price, quantity: q, diet: item.diet }], delivery, { [item.providerId]: slot })[0]!;
    },
    checkoutCart: async (uid, lines, delivery, slots) => {
      if (lines.length === 0) return [];
      const placed = place(uid, lines, delivery, slots ?? {});
      store.write('carts', (carts) => ({ ...carts, [uid]: (carts?.[uid] ?? []).filter((l) => !lines.some((done) => done.id === l.id)) }));
      return placed;
    },
    cancelMyOrder: async (uid, order) => {
      const now = await stored(order.id);
      if (!now || now.userId !== uid) throw new OrderCancelError();
      if (now.status === 'pending' && (now.step ?? 'new') !== 'new') throw new OrderCancelError(DELIVERY_MESSAGES.acceptedCallKitchen);
      if (!canCustomerCancel(now, Date.now())) throw new OrderCancelError();
      settle(withStage(now), 'cancelled', { cancelledBy: 'customer' });
    },
    acceptOrder: async (order, readyBy) => {
      const now = Date.now();
      const problem = readyByProblem(readyBy, now);
      if (problem) throw new OrderInputError('readyBy', problem);
      await pendingAt(order, ['new']);
      setOrder(order.id, () => ({ step: 'accepted', acceptedAt: now, readyBy }));
    },
    markOnTheWay: async (order) => {
      await pendingAt(order, ['accepted']);
      setOrder(order.id, () => ({ step: 'on_the_way', onTheWayAt: Date.now() }));
    },
    markDelivered: async (order) => {
      settle(await pendingAt(order, ['accepted', 'on_the_way']), 'completed', {});
    },
    kitchenCancelOrder: async (order, reason) => {
      const problem = kitchenCancelReasonProblem(reason);
      if (problem) throw new OrderInputError('reason', problem);
      settle(await pendingAt(order, ['new', 'accepted', 'on_the_way']), 'cancelled', { cancelledBy: 'provider', cancelReason: reason.trim() });
    },
    // issue 41: the Support lookup over the same tables (staff only, as the rules), and Thali's cancel with its audit entry
    lookupSupport: async (text) => {
      const q = parseSupportQuery(text);
      if (!q) throw new SupportQueryError();
      const profiles = store.get('profiles') ?? {};
      const customerOf = (uid: string): SupportCustomer | null => {
        const p = profiles[uid];
        return p ? { uid, name: p.name, email: p.email, role: p.role, ...(p.phone ? { phone: p.phone } : {}) } : null;
      };
      const kitchenName = (id: string) => store.get('providers')?.find((k) => k.id === id)?.name ?? 'A kitchen';
      const named = (o: Order) => ({ ...o, kitchenName: kitchenName(o.providerId) });
      if (q.kind === 'order') {
        const order = orders().find((o) => o.orderNumber === q.orderNumber);
        return order ? { kind: 'order', order: named(order), customer: customerOf(order.userId) } : { kind: 'none', sentence: nothingFound(q) };
      }
      const forms = q.kind === 'email' ? emailForms(q.email) : [q.mobile];
      const found = Object.keys(profiles).filter((uid) => forms.includes((q.kind === 'email' ? profiles[uid]!.email : profiles[uid]!.phone) ?? ''))
        .map((uid) => customerOf(uid)!);
      if (found.length === 0) return { kind: 'none', sentence: nothingFound(q) } satisfies SupportLookup;
      return {
        kind: 'customers',
        found: found.map((customer) => ({
          customer,
          orders: orders().filter((o) => o.userId === customer.uid).sort(newestFirst).map(named),
          subscriptions: (store.get('subscriptions') ?? []).filter((s) => s.customerId === customer.uid).sort((a, b) => b.createdAt - a.createdAt),
          payments: fakeCustomerPayments(store, customer.uid),
        })),
      };
    },
    thaliCancelOrder: async (staffUid, order, reason) => {
      const problem = supportCancelReasonProblem(reason);
      if (problem) throw new OrderInputError('reason', problem);
      if (store.get('admins')?.[staffUid] !== true) throw Object.assign(new Error('PERMISSION_DENIED: Permission denied'), { code: 'PERMISSION_DENIED' });
      const now = await stored(order.id);
      if (!now || now.status !== 'pending') throw new OrderStepError(SUPPORT_CANCEL_MESSAGES.final);
      const auditId = newId('audit');
      store.write('audit', (entries) => [...(entries ?? []), { id: auditId, by: staffUid, action: 'cancel', target: orderTarget(order.id), reason: reason.trim(), at: Date.now() }]);
      settle(withStage(now), 'cancelled', { cancelledBy: 'thali', cancelReason: reason.trim(), cancelAudit: auditId });
    },
    subscribeCustomerOrders: (options) => {
      const uid = 'userId' in options ? options.userId : options.uid;
      return live('orders', () => orders().filter((o) => o.userId === uid).sort(newestFirst), options);
    },
    subscribeProviderOrders: ({ providerId, limit = RECENT_ORDERS, ...options }) =>
      live('orders', () => orders().filter((o) => o.providerId === providerId).sort(newestFirst).slice(0, limit), options),
    subscribeOrderBoard: ({ providerId, filter = 'all', day, pageSize = ORDER_BOARD_PAGE, ...options }) => {
      let pages = 1;
      let stopped = false;
      const value = () => board(providerId, filter, day, pages * pageSize);
      const unsubscribe = live('orders', value, options);
      return {
        unsubscribe: () => {
          stopped = true;
          unsubscribe();
        },
        loadMore: () => {
          if (stopped || !store.has('orders')) return;
          pages += 1;
          store.wrapDelivery(() => options.onData(value()));
        },
      };
    },
  };
  return { useCases };
}
