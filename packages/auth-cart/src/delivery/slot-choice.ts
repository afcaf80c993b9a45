import { useState } from 'react';
import { nextSlots, SLOT_MESSAGES, type DeliverySlot, type KitchenTimes, type OrderSlot } from '@thali/firebase-data/logic';

/** A slot as a picker holds it: its start, and whether it is "as soon as possible" (whose start moves with the clock). */
export interface ChosenSlot { start: number; asap: boolean }

const sameSlot = (a: ChosenSlot, b: ChosenSlot) => (a.asap ? b.asap : !b.asap && a.start === b.start);

/** What an order stores of the slot chosen. */
export const orderSlotOf = (slot: ChosenSlot): OrderSlot => (slot.asap ? { start: slot.start, asap: true } : { start: slot.start });

export interface KitchenSlotChoice {
  /** the kitchen's next slots at `now` (nextSlots) */
  slots: DeliverySlot[];
  /**
   * the slot shown chosen: the customer's, else the first the caller prefers (a day with plates left), else the first
   * (ASAP while open, else the first later slot); null: none offered
   */
  value: ChosenSlot | null;
  choose: (slot: ChosenSlot) => void;
  /** the slot to order, or null: none offered, or the one chosen has passed */
  slot: DeliverySlot | null;
  /** why no slot can be ordered ('' when one can) */
  problem: string;
}

/** Which slots make a good default: e.g. a day whose plates are not sold out (today's sold out: tomorrow's first). */
export type SlotPreference = (slot: DeliverySlot) => boolean;

function choiceOf(
  kitchen: KitchenTimes | null | undefined, chosen: ChosenSlot | undefined, choose: (slot: ChosenSlot) => void, now: number,
  prefer: SlotPreference | undefined,
): KitchenSlotChoice {
  const slots = kitchen ? nextSlots(kitchen, now) : [];
  const value = chosen ?? (prefer && slots.find(prefer)) ?? slots[0] ?? null;
  const slot = value ? (slots.find((s) => sameSlot(s, value)) ?? null) : null;
  const problem = slot ? '' : slots.length === 0 ? SLOT_MESSAGES.none : SLOT_MESSAGES.unavailable;
  return { slots, value, choose, slot, problem };
}

/**
 * The delivery slot of each kitchen's order (the basket's checkout: one per kitchen), by kitchen id: its next slots at
 * `now`, the first by default. A slot the customer chose that has since passed is not swapped for another behind
 * their back: the form says to choose again.
 */
export function useSlotChoices(
  kitchens: Record<string, KitchenTimes | null | undefined>, now: number, prefer?: (kitchenId: string, slot: DeliverySlot) => boolean,
): Record<string, KitchenSlotChoice> {
  const [chosen, setChosen] = useState<Record<string, ChosenSlot>>({});
  return Object.fromEntries(Object.entries(kitchens).map(([id, kitchen]) => [
    id, choiceOf(kitchen, chosen[id], (slot) => setChosen((c) => ({ ...c, [id]: slot })), now, prefer && ((slot) => prefer(id, slot))),
  ]));
}

/** The delivery slot of one kitchen's order (Buy Now). */
export function useSlotChoice(kitchen: KitchenTimes | null | undefined, now: number, prefer?: SlotPreference): KitchenSlotChoice {
  return useSlotChoices({ kitchen }, now, prefer && ((_id, slot) => prefer(slot))).kitchen!;
}
