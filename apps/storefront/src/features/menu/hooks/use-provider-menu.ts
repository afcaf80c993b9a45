import { useEffect, useState } from 'react';
import { getProvider, subscribeMenuItems, type MenuItem, type Provider } from '@thali/firebase-data';

export interface ProviderMenuState {
  provider: Provider | null;
  items: MenuItem[];
  loading: boolean;
  error: Error | null;
}

const toError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

/** The provider (once) and its menu items (live); loading until both have arrived. */
export function useProviderMenu(providerId: string): ProviderMenuState {
  const [provider, setProvider] = useState<{ id: string; value: Provider } | null>(null);
  const [items, setItems] = useState<{ id: string; value: MenuItem[] } | null>(null);
  const [error, setError] = useState<{ id: string; value: Error } | null>(null);

  useEffect(() => {
    let active = true;
    getProvider(providerId).then(
      (value) => active && setProvider({ id: providerId, value }),
      (e: unknown) => active && setError({ id: providerId, value: toError(e) }),
    );
    const unsubscribe = subscribeMenuItems(
      providerId,
      (value) => active && setItems({ id: providerId, value }),
      (e) => active && setError({ id: providerId, value: toError(e) }),
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, [providerId]);

  // Results are tagged with their provider id, so a previous provider's data never shows for a new one.
  const current = <T,>(r: { id: string; value: T } | null) => (r && r.id === providerId ? r.value : null);
  const err = current(error);
  const prov = current(provider);
  const list = current(items);
  return {
    provider: prov,
    items: list ?? [],
    loading: !err && (!prov || !list),
    error: err,
  };
}
