import { dayStart } from '@thali/domain/day';

/**
 * Where a read looks: a path and, for a list, the one indexed child it is filtered on (or a range of its keys). The same spec becomes an SDK
 * query (spec-query.ts) and a REST request (rest-read.ts), so the live read and its first answer over REST cannot
 * ask for different data. Plain data, no SDK and no zod: the package entry imports it.
 */
export interface ReadSpec {
  path: string;
  /** a child's path, or '$key' (the children's keys) */
  orderBy?: string;
  /** with orderBy: the children whose ordered value is this */
  equalTo?: string | boolean;
  /** with orderBy, instead of equalTo: the children from this ordered value on, and up to `endAt` */
  startAt?: string;
  endAt?: string;
  /** with orderBy: only the last this many of them (in its order) */
  limitToLast?: number;
}

/**
 * The reads a signed-out visitor's pages make (the rules allow each to anyone). Each takes a kitchen's id, or nothing.
 */
export const PUBLIC_READS = {
  /** The public listing: approved kitchens only, through the `approved` index (never the whole node). */
  providers: (): ReadSpec => ({ path: 'providers', orderBy: 'approved', equalTo: true }),
  provider: (providerId: string): ReadSpec => ({ path: `providers/${providerId}` }),
  /**
   * Issue 40: the listed kitchens that deliver to an area (a name of @thali/domain/areas), through the area's own index
   * `deliversTo/<area>`: a listing's areas are true only while it is approved, so this finds listed kitchens only, and
   * reads only the area's kitchens however many there are elsewhere.
   */
  kitchensIn: (area: string): ReadSpec => ({ path: 'providers', orderBy: `deliversTo/${area}`, equalTo: true }),
  /** How many kitchens are listed (approved): moved with each approval, so "N more kitchens" needs no download of them. */
  listedKitchens: (): ReadSpec => ({ path: 'listedKitchens' }),
  /** menu-items of one kitchen through the providerId index. */
  menuItems: (providerId: string): ReadSpec => ({ path: 'menu-items', orderBy: 'providerId', equalTo: providerId }),
  /**
   * A kitchen's plate counts from today on (issue 40: by day, plateCounts/{p}/{dayStart}; 13-digit keys sort as their
   * days do), so the days gone by are never downloaded. "Today" is the reader's clock, Asia/Kolkata.
   */
  plates: (providerId: string, now = Date.now()): ReadSpec => ({ path: `plateCounts/${providerId}`, orderBy: '$key', startAt: String(dayStart(now)) }),
  /** plans of one kitchen through the providerId index (active and retired). */
  plans: (providerId: string): ReadSpec => ({ path: 'plans', orderBy: 'providerId', equalTo: providerId }),
  reviews: (providerId: string): ReadSpec => ({ path: 'reviews', orderBy: 'providerId', equalTo: providerId }),
} as const;
