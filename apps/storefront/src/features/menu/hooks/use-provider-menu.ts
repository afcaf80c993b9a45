import { useMemo } from 'react';
import { useLiveQuery, useQueryOnce, type QueryResult } from '@thali/render';
import type { MenuItem, Provider } from '@thali/firebase-data';
import { menuQueries } from '../api/menu-queries';

export interface ProviderMenu {
  provider: Provider;
  items: MenuItem[];
}

/**
 * The provider (read once) and its menu items on sale (live: an item its kitchen hides or deletes goes at once);
 * pending until both have arrived, an error if either failed.
 */
export function useProviderMenu(providerId: string): QueryResult<ProviderMenu> {
  const provider = useQueryOnce(menuQueries.provider(providerId));
  const items = useLiveQuery(menuQueries.items(providerId));
  return useMemo((): QueryResult<ProviderMenu> => {
    const error = provider.error ?? items.error;
    if (error) return { status: 'error', data: undefined, error };
    if (provider.status === 'success' && items.status === 'success') {
      return { status: 'success', data: { provider: provider.data, items: items.data.filter((item) => item.status === 'active') }, error: null };
    }
    return { status: 'pending', data: undefined, error: null };
  }, [provider, items]);
}
