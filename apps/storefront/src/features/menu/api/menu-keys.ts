import type { QueryKey } from '@thali/render';

/**
 * The menu page's queries by name. Its hooks read under these keys, and the server's copy of the page hands its
 * data to them under the same keys (first-data.ts), so the live page starts from what the copy showed.
 */
export const menuKeys = {
  /** The listing, read once. */
  provider: (providerId: string): QueryKey => ['provider', providerId],
  /** The listing, live: hours, holidays, "Pause orders now". */
  liveProvider: (providerId: string): QueryKey => ['provider-live', providerId],
  items: (providerId: string): QueryKey => ['menu-items', providerId],
  plans: (providerId: string): QueryKey => ['active-plans', providerId],
  plates: (providerId: string): QueryKey => ['plates', providerId],
  reviews: (providerId: string): QueryKey => ['reviews', providerId],
};
