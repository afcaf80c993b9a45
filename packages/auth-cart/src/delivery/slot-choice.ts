import { useState } from 'react';
import { nextSlots, SLOT_MESSAGES, type DeliverySlot, type KitchenTimes, type OrderSlot } from '@thali/firebase-data/logic';

/** A slot's key in a picker: 'asap', or its start (ASAP's start moves with the clock; its key does not). */
export const slotKey = (slot: Pick<DeliverySlot, 'start' | 'asap'>): string => (slot.asap ? 'asap' : String(slot.start));

/** What an order stores of the slot chosen. */
export const orderSlotOf = (slot: Pick<DeliverySlot, 'start' | 'asap'>): OrderSlot => (slot.asap ? { start: slot.start, asap: true } : { start: slot.start });

export interface SlotChoice {
  /** the kitchen's next slots at `now` (nextSlots) */
  slots: DeliverySlot[];
  /** the key shown chosen: the customer's, else the first slot's (ASAP while open, else the first later slot) */
  key: string;
  choose: (key: string) => void;
  /** the slot to order, or null: none offered, or the one chosen has passed */
  slot: DeliverySlot | null;
  /** why no slot can be ordered ('' when one can) */
  problem: string;
}

function choiceOf(kitchen: KitchenTimes | null | undefined, chosen: string, choose: (key: string) => void, now: number): SlotChoice {
  const slots = kitchen ? nextSlots(kitchen, now) : [];
  const key = chosen || (slots[0] ? slotKey(slots[0]) : '');
  const slot = slots.find((s) => slotKey(s) === key) ?? null;
  const problem = slot ? '' : slots.length === 0 ? SLOT_MESSAGES.none : SLOT_MESSAGES.unavailable;
  return { slots, key, choose, slot, problem };
}

/**
 * The delivery slot of each kitchen's order (the basket's checkout: one per kitchen), by kitchen id: its next slots at
 * `now`, the first by default. A slot the customer chose that has since passed is not swapped for another behind
 * their back: the form says to choose again.
 */
export function useSlotChoices(kitchens: Record<string, KitchenTimes | null | undefined>, now: number): Record<string, SlotChoice> {
  const [chosen, setChosen] = useState<Record<string, string>>({});
  return Object.fromEntries(Object.entries(kitchens).map(([id, kitchen]) => [
    id, choiceOf(kitchen, chosen[id] ?? '', (key) => setChosen((c) => ({ ...c, [id]: key })), now),
  ]));
}

/** The delivery slot of one kitchen's order (Buy Now). */
export function useSlotChoice(kitchen: KitchenTimes | null | undefined, now: number): SlotChoice {
  return useSlotChoices({ kitchen }, now).kitchen!;
}
