// The basket's money (issue 37), pure and on its own: the shell's cart provider needs it on every page's first load, so it
// takes the fee from '@thali/domain/fees' and nothing else (the domain's main entry is CommonJS and comes whole).
import { DELIVERY_FEE } from '@thali/domain/fees';
import type { CartLine } from '../model';

export { DELIVERY_FEE };

/**
 * Σ price × quantity over the lines in their order, starting from 0: the same float the rules compute over lines
 * 0, 1, 2, … (so the stored itemsTotal is exactly what the rules expect, to the last bit).
 */
export function linesTotal(lines: readonly { price: number; quantity: number }[]): number {
  let sum = 0;
  for (const line of lines) sum += Number(line.price) * Number(line.quantity);
  return sum;
}

/** One kitchen's part of a basket: its lines, their sum, its one delivery fee, and what that order will cost. */
export interface KitchenTotals<L> { providerId: string; lines: L[]; itemsTotal: number; fee: number; total: number }

/**
 * The basket as checkout will place it: one order per kitchen (in the order the kitchens first appear), each with its
 * lines, their sum, one DELIVERY_FEE and its total; `fees` and `total` over all of them (`itemsTotal` too). Empty
 * basket: no kitchens, nothing to pay. What the basket shows, the orders record and the kitchens' revenue counts.
 */
export function orderCartTotals<L extends Pick<CartLine, 'providerId' | 'price' | 'quantity'>>(
  lines: readonly L[],
): { kitchens: KitchenTotals<L>[]; itemsTotal: number; fees: number; total: number } {
  const groups = new Map<string, L[]>();
  for (const line of lines) {
    const group = groups.get(line.providerId);
    if (group) group.push(line);
    else groups.set(line.providerId, [line]);
  }
  const kitchens = [...groups].map(([providerId, group]) => {
    const itemsTotal = linesTotal(group);
    return { providerId, lines: group, itemsTotal, fee: DELIVERY_FEE, total: itemsTotal + DELIVERY_FEE };
  });
  return {
    kitchens,
    itemsTotal: kitchens.reduce((sum, k) => sum + k.itemsTotal, 0),
    fees: kitchens.reduce((sum, k) => sum + k.fee, 0),
    total: kitchens.reduce((sum, k) => sum + k.total, 0),
  };
}

