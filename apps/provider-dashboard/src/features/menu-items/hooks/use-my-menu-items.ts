import { useLiveQuery, type QueryResult } from '@thali/render';
import type { MenuItem } from '@thali/firebase-data';
import { menuItemsQueries } from '../api/menu-items-queries';

/** The provider's own menu items, live, newest first (what customers see on the public menu). */
export function useMyMenuItems(providerId: string): QueryResult<MenuItem[]> {
  return useLiveQuery(menuItemsQueries.items(providerId));
}
