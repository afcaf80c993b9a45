import { get, ref } from 'firebase/database';
import type { DataServices } from '../app';
import { linesTotal } from './cart-totals';
import { DeliveryAreaError, MinimumOrderError, minimumShortfall, placeProblemMessage, type DeliveryPlace } from './place';

// Where and how much (issue 40), judged before an order is written as the database rules judge it: the kitchen
// delivers to the place's area (providers/{p}/deliversTo/{area} exists) and the dishes reach its minimum
// (providers/{p}/minOrder, absent 0). When (the slot) is judged with the kitchen's hours in kitchen-checks.ts.


/** What an order must respect of its kitchen: its name (for the sentences), its areas, its minimum. */
export interface DeliveryTerms { name: string; deliversTo: string[]; minOrder: number }

async function readTerms(fb: DataServices, providerId: string): Promise<DeliveryTerms> {
  const base = `providers/${providerId}`;
  const [name, areas, min] = await Promise.all(['name', 'deliversTo', 'minOrder'].map((f) => get(ref(fb.db, `${base}/${f}`))));
  const stored: unknown = areas!.val();
  const deliversTo = stored && typeof stored === 'object' ? Object.keys(stored) : [];
  const minOrder: unknown = min!.val();
  return { name: typeof name!.val() === 'string' ? name!.val() : 'This kitchen', deliversTo, minOrder: typeof minOrder === 'number' ? minOrder : 0 };
}

/** The terms of each kitchen, by id (a listing's fields are public by id). */
export async function readDeliveryTerms(fb: DataServices, providers: string[]): Promise<Map<string, DeliveryTerms>> {
  const unique = [...new Set(providers)];
  const terms = await Promise.all(unique.map((p) => readTerms(fb, p)));
  return new Map(unique.map((p, i) => [p, terms[i]!]));
}

/**
 * Throws for the first order whose kitchen does not deliver to `place` (DeliveryAreaError, naming the kitchen's areas)
 * or whose dishes come to less than its minimum (MinimumOrderError, 'Add ₹60 more to order from …').
 */
export function checkDeliveryTerms(
  terms: Map<string, DeliveryTerms>, orders: { providerId: string; lines: { price: number; quantity: number }[] }[],
  place: Pick<DeliveryPlace, 'area'>,
): void {
  for (const o of orders) {
    const kitchen = terms.get(o.providerId);
    if (!kitchen) continue;
    const problem = placeProblemMessage(place, kitchen);
    if (problem) throw new DeliveryAreaError(o.providerId, problem);
  }
  for (const o of orders) {
    const kitchen = terms.get(o.providerId);
    if (!kitchen) continue;
    const short = minimumShortfall(linesTotal(o.lines), kitchen.minOrder);
    if (short > 0) throw new MinimumOrderError(o.providerId, short, kitchen.name);
  }
}
