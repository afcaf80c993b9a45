import { queryOptions, type LiveSource } from '@thali/render';
import {
  subscribeMenuItems, subscribePlates, subscribeProvider, type MenuItem, type PlateCounts, type Provider,
} from '@thali/firebase-data';

type Handlers<T> = { onData: (value: T) => void; onError?: (error: Error) => void };

/**
 * One live value per kitchen, joined into one record by kitchen id: answered once every kitchen has answered, then at
 * each change. Each kitchen is followed alone (its listing, its plates), never the whole list of kitchens.
 */
function perKitchen<T>(providerIds: string[], follow: (providerId: string, handlers: Handlers<T>) => () => void): LiveSource<Record<string, T>> {
  return ({ onData, onError }) => {
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

/** What the basket page reads, for the kitchens its lines come from (`providerIds` sorted: a stable key). */
export const cartQueries = {
  /** The kitchens' menus (live), by kitchen id. */
  menus: (providerIds: string[]) => queryOptions<Record<string, MenuItem[]>>({
    key: ['basket-menus', ...providerIds],
    subscribe: perKitchen<MenuItem[]>(providerIds, (providerId, h) => subscribeMenuItems({ providerId, ...h })),
  }),
  /** The kitchens as listed now (live: hours, holidays, "Pause orders now"), null for one that is gone. */
  kitchens: (providerIds: string[]) => queryOptions<Record<string, Provider | null>>({
    key: ['basket-kitchens', ...providerIds],
    subscribe: perKitchen<Provider | null>(providerIds, (providerId, h) => subscribeProvider({ providerId, ...h })),
  }),
  /** Plates sold today of each kitchen's limited dishes (live), by kitchen id. */
  plates: (providerIds: string[]) => queryOptions<Record<string, PlateCounts>>({
    key: ['basket-plates', ...providerIds],
    subscribe: perKitchen<PlateCounts>(providerIds, (providerId, h) => subscribePlates({ providerId, ...h })),
  }),
};
