// What a public read's raw value becomes: the same conversion (and schema checks) for the SDK's live read and for its
// first answer over REST. Loaded as its own chunk by first-read.ts, beside the REST request.
import type { MenuItem, Plan, PlateCounts, Provider, Review } from '../model';
import { parseRecord, providerRecordSchema } from '../schemas';
import { toMenuItems } from '../menu/to-menu-item';
import { toPlans } from '../plans/to-plan';
import { toPlateCounts } from '../providers/to-plate-counts';
import { toProvider, toProviders } from '../providers/to-provider';
import { toReviews } from '../reviews/to-review';

export const PUBLIC_VALUES = {
  providers: (value: unknown): Provider[] => toProviders(value),
  /** One kitchen's listing; null when it does not exist or is malformed. */
  provider: (value: unknown, providerId: string): Provider | null => {
    const path = `providers/${providerId}`;
    const record = value === null || value === undefined ? undefined : parseRecord(providerRecordSchema, path, value);
    return record ? toProvider(providerId, record) : null;
  },
  /** The listed kitchens delivering to an area, by name. */
  kitchensIn: (value: unknown): Provider[] => toProviders(value),
  /** The number of listed kitchens (0 before the first approval). */
  listedKitchens: (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0),
  menuItems: (value: unknown, providerId: string): MenuItem[] => toMenuItems(value, providerId),
  plates: (value: unknown, providerId: string): PlateCounts => toPlateCounts(providerId, value),
  /** What a visitor sees of a kitchen's plans: the active ones, by name. */
  plans: (value: unknown, providerId: string): Plan[] => toPlans(value, (p) => p.providerId === providerId && p.status === 'active'),
  /** A kitchen's reviews, latest first, without those staff hid (issue 41). */
  reviews: (value: unknown, providerId: string): Review[] => toReviews(value, (r) => r.providerId === providerId && r.moderation?.hidden !== true),
} as const;

export type PublicReadName = keyof typeof PUBLIC_VALUES;
export type PublicValue<N extends PublicReadName> = ReturnType<(typeof PUBLIC_VALUES)[N]>;
