/**
 * Where a read looks: a path and, for a list, the one indexed child it is filtered on. The same spec becomes an SDK
 * query (spec-query.ts) and a REST request (rest-read.ts), so the live read and its first answer over REST cannot
 * ask for different data. Plain data, no SDK and no zod: the package entry imports it.
 */
export interface ReadSpec {
  path: string;
  orderBy?: string;
  equalTo?: string | boolean;
}

/**
 * The reads a signed-out visitor's pages make (the rules allow each to anyone). Each takes a kitchen's id, or nothing.
 */
export const PUBLIC_READS = {
  /** The public listing: approved kitchens only, through the `approved` index (never the whole node). */
  providers: (): ReadSpec => ({ path: 'providers', orderBy: 'approved', equalTo: true }),
  provider: (providerId: string): ReadSpec => ({ path: `providers/${providerId}` }),
  /** menu-items of one kitchen through the providerId index. */
  menuItems: (providerId: string): ReadSpec => ({ path: 'menu-items', orderBy: 'providerId', equalTo: providerId }),
  plates: (providerId: string): ReadSpec => ({ path: `plates/${providerId}` }),
  /** plans of one kitchen through the providerId index (active and retired). */
  plans: (providerId: string): ReadSpec => ({ path: 'plans', orderBy: 'providerId', equalTo: providerId }),
  reviews: (providerId: string): ReadSpec => ({ path: 'reviews', orderBy: 'providerId', equalTo: providerId }),
  /** The listed kitchens delivering to an area, through its `deliversTo/<area>` index (true only while approved). */
  kitchensIn: (area: string): ReadSpec => ({ path: 'providers', orderBy: `deliversTo/${area}`, equalTo: true }),
  /** How many kitchens are listed (a number moved with each approval). */
  listedKitchens: (): ReadSpec => ({ path: 'listedKitchens' }),
} as const;
