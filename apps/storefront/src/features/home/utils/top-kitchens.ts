import { compareNames } from '@thali/domain/compare';
import type { Provider } from '@thali/firebase-data';

/** How many kitchens the home page shows; the rest are one link away on /providers. */
export const HOME_KITCHENS = 8;

/**
 * The home page's pick: the best rated first (the data package's figure, the mean of the kitchen's reviews; an
 * unrated kitchen after every rated one), then the newest among equals, then by name so the order is stable.
 */
export function topKitchens(providers: readonly Provider[], count = HOME_KITCHENS): Provider[] {
  const rating = (p: Provider) => (typeof p.rating === 'number' && Number.isFinite(p.rating) ? p.rating : -1);
  return [...providers]
    .sort((a, b) => rating(b) - rating(a) || (b.createdAt ?? 0) - (a.createdAt ?? 0) || compareNames(a.name, b.name))
    .slice(0, count);
}
