import { useMemo } from 'react';
import { useLiveQuery } from '@thali/render';
import type { CartLine, PlateCounts, Provider } from '@thali/firebase-data';
import { cartQueries } from '../api/cart-queries';
import { useBasketKitchenIds } from './use-basket-menus';

export interface BasketKitchens {
  /** The basket's kitchens as listed now (live: hours, holidays, "Pause orders now"); undefined until known. */
  providers: Record<string, Provider> | undefined;
  /** Plates sold today of each kitchen's limited dishes (live), by kitchen id; undefined until every count has arrived. */
  plates: Record<string, PlateCounts> | undefined;
}

/** What decides whether the basket's lines can be ordered now, besides the menus: the kitchens and their plate counts. */
export function useBasketKitchens(lines: readonly CartLine[]): BasketKitchens {
  const providerIds = useBasketKitchenIds(lines);
  const enabled = providerIds.length > 0;
  const listings = useLiveQuery(cartQueries.kitchens(providerIds), { enabled });
  const plates = useLiveQuery(cartQueries.plates(providerIds), { enabled });
  const providers = useMemo(() => (listings.data
    ? Object.fromEntries(Object.entries(listings.data).filter((e): e is [string, Provider] => e[1] !== null))
    : undefined), [listings.data]);
  return { providers, plates: plates.data };
}
