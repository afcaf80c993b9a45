import { useMemo } from 'react';
import { useLiveQuery, useQueryOnce, type QueryResult } from '@thali/render';
import { getProvider, subscribeMenuItems, type MenuItem, type Provider } from '@thali/firebase-data';
import { menuKeys } from '../api/menu-keys';

export interface ProviderMenu {
  provider: Provider;
  items: MenuItem[];
}

/**
 * The provider (read once) and its menu items on sale (live: an item its kitchen hides or deletes goes at once);
 * pending until both have arrived, an error if either failed.
 */
export function useProviderMenu(providerId: string): QueryResult<ProviderMenu> {
  const provider = useQueryOnce({ key: menuKeys.provider(providerId), query: () => getProvider(providerId) });
  const items = useLiveQuery<MenuItem[]>({ key: menuKeys.items(providerId), subscribe: (h) => subscribeMenuItems({ providerId, ...h }) });
  return useMemo((): QueryResult<ProviderMenu> => {
    const error = provider.error ?? items.error;
    if (error) return { status: 'error', data: undefined, error };
    if (provider.status === 'success' && items.status === 'success') {
      return { status: 'success', data: { provider: provider.data, items: items.data.filter((item) => item.status === 'active') }, error: null };
    }
    return { status: 'pending', data: undefined, error: null };
  }, [provider, items]);
}
