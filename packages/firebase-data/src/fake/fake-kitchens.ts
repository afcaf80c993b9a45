// The fake's kitchens (issue 16): hours, holidays, "Pause orders now" and plate counts (issue 40: by day, the `plates`
// table holding each kitchen's PlateCounts) over the store's `providers` and `plates` tables, with the same checks and errors as the real use cases (and as the database rules), judged by
// Date.now().
import type { CartLine, MenuItem, Order, OrderLine, PlateCounts, Provider } from '../model';
import { dayStart } from '../tiffins/days';
import { cleanDayHours, KitchenHoursError, validateHoliday, validateHours } from '../kitchens/hours';
import { KitchenClosedError, SoldOutError } from '../kitchens/errors';
import { openState } from '../kitchens/open-state';
import { plateDayOf, plateDayWords, platesLeft } from '../kitchens/plates';
import { slotProblem, type OrderSlot } from '../kitchens/slots';
import { SlotUnavailableError } from '../kitchens/errors';
import { WEEKDAY_KEYS } from '@thali/domain';
import { AREA_NAMES } from '@thali/domain/areas';
import { DeliveryAreasError, deliveryAreasErrors } from '../kitchens/delivery-areas';
import type { FakeStore } from './fake-store';
import type { UseCases } from './fake-use-cases';
import { sayer } from '../texts/say';
import { AUTH_TEXTS } from '../texts/auth-texts';
import { STAFF_TEXTS } from '../texts/staff-texts';

const { text: dataText } = sayer({ ...AUTH_TEXTS, ...STAFF_TEXTS });
export type KitchenUseCaseName = 'setKitchenHours' | 'addHoliday' | 'removeHoliday' | 'setAcceptingOrders' | 'subscribePlates'
  | 'setDeliveryAreas' | 'approveKitchen';

/** What an order line asks of a kitchen; `slot`: its order's delivery slot (issue 40; none: as soon as possible). */
export interface PlateTake { providerId: string; itemId: string; quantity: number; slot?: OrderSlot }

export function fakeKitchens(store: FakeStore) {
  const setProvider = (uid: string, change: (p: Provider) => Provider) => {
    if (!uid) throw new Error(dataText('auth.loginRequired'));
    store.write('providers', (all) => (all ?? []).map((p) => (p.id === uid ? change(p) : p)));
  };
  const soldOf = (providerId: string, day: number, itemId: string) => store.get('plates')?.[providerId]?.[String(day)]?.[itemId] ?? 0;
  const setPlate = (providerId: string, day: number, itemId: string, sold: number) =>
    store.write('plates', (all) => ({ ...all, [providerId]: { ...all?.[providerId], [String(day)]: { ...all?.[providerId]?.[String(day)], [itemId]: sold } } }));
  const itemOf = (itemId: string): MenuItem | undefined => store.get('menuItems')?.find((i) => i.id === itemId);

  /** The kitchen's pure-veg flag from its items as they are now (kept by every fake menu write). */
  const keepPureVeg = (providerId: string) => {
    if (!store.get('providers')?.some((p) => p.id === providerId)) return;
    const active = (store.get('menuItems') ?? []).filter((i) => i.providerId === providerId && i.status === 'active');
    const pureVeg = active.length > 0 && active.every((i) => i.diet === 'veg');
    setProvider(providerId, (p) => (p.pureVeg === pureVeg ? p : { ...p, pureVeg }));
  };

  /**
   * Refuses, before anything is written, lines of a kitchen closed now (KitchenClosedError; issue 40: for an "as soon
   * as possible" order, or a paused kitchen), lines for a later slot the rules would refuse (SlotUnavailableError) and
   * lines asking more plates than are left for their slot's day (SoldOutError). A kitchen or item the store does not hold (a table
   * never seeded) is not checked.
   */
  const checkOrderable = (lines: PlateTake[], now = Date.now()) => {
    for (const line of lines) {
      const provider = store.get('providers')?.find((p) => p.id === line.providerId);
      if (!provider) continue;
      const state = openState(provider, now);
      if (!line.slot || line.slot.asap || provider.accepting === false) {
        if (!state.open) throw new KitchenClosedError(provider.id, state.reason);
        continue;
      }
      const problem = slotProblem(provider, line.slot, now);
      if (problem) throw new SlotUnavailableError(provider.id, problem);
    }
    for (const line of lines) {
      const item = itemOf(line.itemId);
      if (!item) continue;
      const day = plateDayOf(line.slot, now);
      const left = platesLeft(item, store.get('plates')?.[line.providerId], day);
      if (left !== null && left < line.quantity) throw new SoldOutError(line.itemId, left, plateDayWords(day, now), day);
    }
  };

  /** What a new order line copies of its item (its diet) and the plates it takes (plateDay: its slot's day), taking them. */
  const takePlates = (line: PlateTake & { diet?: CartLine['diet'] }, now = Date.now()): Pick<OrderLine, 'diet' | 'plateDay'> => {
    const item = itemOf(line.itemId);
    const diet = item?.diet ?? line.diet;
    const extra: Pick<OrderLine, 'diet' | 'plateDay'> = diet ? { diet } : {};
    if (typeof item?.platesPerDay !== 'number') return extra;
    const day = plateDayOf(line.slot, now);
    setPlate(line.providerId, day, line.itemId, soldOf(line.providerId, day, line.itemId) + line.quantity);
    return { ...extra, plateDay: day };
  };

  /** A cancelled order gives back the plates of each of its lines to their day's count. */
  const givePlatesBack = (order: Pick<Order, 'providerId' | 'lines'>) => {
    for (const line of order.lines) {
      if (typeof line.plateDay !== 'number') continue;
      setPlate(order.providerId, line.plateDay, line.itemId, Math.max(0, soldOf(order.providerId, line.plateDay, line.itemId) - line.quantity));
    }
  };

  const useCases: Pick<UseCases, KitchenUseCaseName> = {
    setKitchenHours: async (uid, hours) => {
      if (hours !== null) {
        const errors = validateHours(hours);
        if (Object.keys(errors).length > 0) throw new KitchenHoursError(errors);
      }
      setProvider(uid, (p) => {
        const { hours: _old, ...rest } = p;
        return hours === null ? rest : { ...rest, hours: Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, cleanDayHours(hours[k])])) as Provider['hours'] };
      });
    },
    addHoliday: async (uid, input) => {
      const errors = validateHoliday(input, Date.now());
      if (Object.keys(errors).length > 0) throw new KitchenHoursError(errors);
      const day = dayStart(input.day);
      const note = (input.note ?? '').trim();
      setProvider(uid, (p) => ({ ...p, holidays: [...(p.holidays ?? []).filter((h) => h.day !== day), { day, note }].sort((a, b) => a.day - b.day) }));
      return day;
    },
    removeHoliday: async (uid, day) => {
      setProvider(uid, (p) => ({ ...p, holidays: (p.holidays ?? []).filter((h) => h.day !== dayStart(day)) }));
    },
    setAcceptingOrders: async (uid, accepting) => {
      setProvider(uid, (p) => ({ ...p, accepting: accepting === true }));
    },
    // issue 40: the same checks as the real use case (and the rules); the areas kept in the list's order
    setDeliveryAreas: async (uid, areas, minOrder) => {
      const errors = deliveryAreasErrors(areas, minOrder);
      if (Object.keys(errors).length > 0) throw new DeliveryAreasError(errors);
      setProvider(uid, (p) => ({ ...p, deliversTo: AREA_NAMES.filter((a) => areas.includes(a)), minOrder }));
    },
    approveKitchen: async (uid) => {
      if (!store.get('providers')?.some((p) => p.id === uid)) throw new Error(dataText('staff.noListing'));
      setProvider(uid, (p) => (p.approved ? p : { ...p, approved: true }));
    },
    // A database that never answered for plates answers "none sold" at once (tests seed `plates` to set counts by
    // kitchen, then day, then item).
    subscribePlates: ({ providerId, ...options }) => {
      const value = (): PlateCounts => store.get('plates')?.[providerId] ?? {};
      if (!store.has('plates')) options.onData({});
      return store.listen('plates', () => options.onData(value()), (error) => options.onError?.(error));
    },
  };
  return { useCases, keepPureVeg, checkOrderable, takePlates, givePlatesBack };
}
