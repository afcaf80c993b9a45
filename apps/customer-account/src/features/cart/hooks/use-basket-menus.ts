import { useMemo } from 'react';
import { useLiveQuery, type QueryResult } from '@thali/render';
import type { CartLine, MenuItem } from '@thali/firebase-data';
import { cartQueries } from '../api/cart-queries';

/** The ids of the kitchens a basket holds lines of, sorted (a stable key for their live reads). */
export function useBasketKitchenIds(lines: readonly CartLine[]): string[] {
  return useMemo(() => [...new Set(lines.map((l) => l.providerId).filter(Boolean))].sort(), [lines]);
}

/** The menus of the basket's kitchens (live), by kitchen id; pending until every one has arrived. */
export function useBasketMenus(lines: readonly CartLine[]): QueryResult<Record<string, MenuItem[]>> {
  const providerIds = useBasketKitchenIds(lines);
  return useLiveQuery(cartQueries.menus(providerIds), { enabled: providerIds.length > 0 });
}
