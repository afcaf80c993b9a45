import { useMemo } from 'react';
import { useLiveQuery } from '@thali/render';
import { subscribePlates, subscribeProvider, type CartLine, type PlateCounts, type Provider } from '@thali/firebase-data';
import { useBasketKitchenIds } from './use-basket-menus';

export interface BasketKitchens {
  /** The basket's kitchens as listed now (live: hours, holidays, "Pause orders now"); undefined until known. */
  providers: Record<string, Provider> | undefined;
  /** Plates sold today of each kitchen's limited dishes (live), by kitchen id; undefined until every count has arrived. */
  plates: Record<string, PlateCounts> | undefined;
}

type Handlers<T> = { onData: (value: T) => void; onError?: (error: Error) => void };

/**
 * One live value per kitchen, joined into one record by kitchen id: answered once every kitchen has answered, then at
 * each change. Each kitchen is followed alone (its listing, its plates), never the whole list of kitchens.
 */
function perKitchen<T>(providerIds: string[], follow: (providerId: string, handlers: Handlers<T>) => () => void) {
  return ({ onData, onError }: Handlers<Record<string, T>>) => {
    const loaded = new Map<string, T>();
    const stops = providerIds.map((providerId) => follow(providerId, {
      onData: (value) => {
        loaded.set(providerId, value);
        if (loaded.size === providerIds.length) onData(Object.fromEntries(loaded));
      },
      onError,
    }));
    return () => stops.forEach((stop) => stop());
  };
}

/** What decides whether the basket's lines can be ordered now, besides the menus: the kitchens and their plate counts. */
export function useBasketKitchens(lines: readonly CartLine[]): BasketKitchens {
  const providerIds = useBasketKitchenIds(lines);
  const enabled = providerIds.length > 0;
  const listings = useLiveQuery<Record<string, Provider | null>>({
    key: ['basket-kitchens', ...providerIds],
    enabled,
    subscribe: perKitchen<Provider | null>(providerIds, (providerId, h) => subscribeProvider({ providerId, ...h })),
  });
  const plates = useLiveQuery<Record<string, PlateCounts>>({
    key: ['basket-plates', ...providerIds],
    enabled,
    subscribe: perKitchen<PlateCounts>(providerIds, (providerId, h) => subscribePlates({ providerId, ...h })),
  });
  const providers = useMemo(() => (listings.data
    ? Object.fromEntries(Object.entries(listings.data).filter((e): e is [string, Provider] => e[1] !== null))
    : undefined), [listings.data]);
  return { providers, plates: plates.data };
}
