import { queryOptions } from '@thali/render';
import { subscribeMenuItems, subscribePlates, type MenuItem, type PlateCounts } from '@thali/firebase-data';

/** What the kitchen's menu section reads. */
export const menuItemsQueries = {
  /** Its own menu items, live, newest first (what customers see on the public menu). */
  items: (providerId: string) => queryOptions<MenuItem[]>({ key: ['menu-items', providerId], subscribe: (h) => subscribeMenuItems({ providerId, ...h }) }),
  /** The plates sold of its limited items, live, by item id (a count of an earlier day counts as none today). */
  plates: (providerId: string) => queryOptions<PlateCounts>({ key: ['plates', providerId], subscribe: (h) => subscribePlates({ providerId, ...h }) }),
};
