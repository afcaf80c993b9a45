import { useLiveQuery, type QueryResult } from '@thali/render';
import { subscribeMenuItems, type MenuItem } from '@thali/firebase-data';

/** The provider's own menu items, live, newest first (what customers see on the public menu). */
export function useMyMenuItems(providerId: string): QueryResult<MenuItem[]> {
  return useLiveQuery({ key: ['menu-items', providerId], subscribe: (h) => subscribeMenuItems({ providerId, ...h }) });
}
