import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveQuery } from '@thali/render';
import type { Provider } from '@thali/firebase-data';
import { kitchenHoursQueries } from '../api/kitchen-hours-queries';

/** What this feature reads and writes of the kitchen's listing. */
export type KitchenSettings = Pick<Provider, 'hours' | 'holidays' | 'accepting'>;

type Change = Partial<KitchenSettings> | ((shown: KitchenSettings) => Partial<KitchenSettings>);

export interface UseKitchen {
  status: 'loading' | 'ready' | 'error';
  kitchen: KitchenSettings | undefined;
  /** What the kitchen just saved, laid over its listing as read (only the kitchen itself writes these fields). */
  saved: (change: Change) => void;
}

const settingsOf = (p: Provider): KitchenSettings => ({ hours: p.hours, holidays: p.holidays ?? [], accepting: p.accepting !== false });

/**
 * The kitchen's hours, holidays and whether it takes orders: its own listing, live (a change from another tab or
 * device shows here too), with what this page has just saved laid over it until the listing says the same.
 */
export function useKitchen(providerId: string): UseKitchen {
  const listing = useLiveQuery(kitchenHoursQueries.listing(providerId), { enabled: Boolean(providerId) });
  const [changes, setChanges] = useState<Partial<KitchenSettings>>({});
  // each new value of the listing already holds this page's saves (the SDK shows a write locally at once), and
  // maybe another tab's: what was laid over it is dropped
  useEffect(() => setChanges({}), [listing.data]);
  const base = listing.data ? settingsOf(listing.data) : undefined;
  const baseRef = useRef(base);
  baseRef.current = base;
  const saved = useCallback((change: Change) => {
    setChanges((current) => {
      const shown = { ...(baseRef.current ?? { hours: undefined, holidays: [], accepting: true }), ...current };
      return { ...current, ...(typeof change === 'function' ? change(shown) : change) };
    });
  }, []);
  const kitchen = base ? { ...base, ...changes } : undefined;
  const status = kitchen ? 'ready' : listing.status === 'error' ? 'error' : 'loading';
  return { status, kitchen, saved };
}
