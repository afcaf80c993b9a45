import { compareNames } from '@thali/domain/compare';
import type { Provider } from '@thali/firebase-data';

export interface ProviderFilters {
  /** Free text matched against name, cuisine and address (the provider's location). */
  q: string;
  /** Exact cuisine, or '' for all. */
  cuisine: string;
  /** Minimum rating: 0 (any), 3, 4 or 4.5. */
  rating: number;
  /** Only kitchens offering tiffin plans (?plans=1). */
  plans?: boolean;
  /** Only pure-veg kitchens: every dish they have on sale is veg (?veg=1). */
  veg?: boolean;
}

export const RATING_OPTIONS: { value: number; label: string }[] = [
  { value: 0, label: 'Any' },
  { value: 3, label: '3+' },
  { value: 4, label: '4+' },
  { value: 4.5, label: '4.5+' },
];

/** A rating threshold from the URL; anything not offered in the dropdown means "any". */
export function parseRating(value: string | null): number {
  const n = Number(value);
  return RATING_OPTIONS.some((o) => o.value === n) ? n : 0;
}

/**
 * The providers matching the filters. `withPlans` is the set of kitchens with an active tiffin plan; while it is
 * not known (null) the "Offers tiffin plans" filter narrows nothing.
 */
export function filterProviders(providers: Provider[], { q, cuisine, rating, plans = false, veg = false }: ProviderFilters, withPlans: ReadonlySet<string> | null = null): Provider[] {
  const needle = q.trim().toLowerCase();
  const wantedCuisine = cuisine.toLowerCase();
  return providers.filter((p) => {
    if (needle && ![p.name, p.cuisine, p.address].some((field) => field.toLowerCase().includes(needle))) return false;
    if (wantedCuisine && p.cuisine.toLowerCase() !== wantedCuisine) return false;
    if (rating > 0 && (p.rating === null || p.rating < rating)) return false;
    if (plans && withPlans && !withPlans.has(p.id)) return false;
    if (veg && !p.pureVeg) return false;
    return true;
  });
}

/** The distinct cuisines, alphabetically, for the cuisine dropdown. */
export function cuisineOptions(providers: Provider[]): string[] {
  return [...new Set(providers.map((p) => p.cuisine))].sort(compareNames);
}
