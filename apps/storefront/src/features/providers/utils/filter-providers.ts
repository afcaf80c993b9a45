import { CUISINES, cuisineOf } from '@thali/domain/cuisines';
import type { Provider } from '@thali/firebase-data';

export interface ProviderFilters {
  /** Free text matched against name, cuisine and address (the provider's location). */
  q: string;
  /** A cuisine of the list (its value; a link with its label works too), or '' for all. */
  cuisine: string;
  /** Minimum rating: 0 (any), 3, 4 or 4.5. */
  rating: number;
  /** Only kitchens offering tiffin plans (?plans=1). */
  plans?: boolean;
  /** Only pure-veg kitchens: every dish they have on sale is veg (?veg=1). */
  veg?: boolean;
}

/** The Minimum rating choices: 0 is any rating (the page words each choice). */
export const RATING_OPTIONS: readonly number[] = [0, 3, 4, 4.5];

/** A rating threshold from the URL; anything not offered in the dropdown means "any". */
export function parseRating(value: string | null): number {
  const n = Number(value);
  return RATING_OPTIONS.includes(n) ? n : 0;
}

/**
 * A text as search compares it (issue 44: a kitchen may name itself in Devanagari): Unicode NFC, so a letter typed as
 * one code point or as a base and a combining mark (a Devanagari nukta: ड़ from U+095C or from ड + ़) is the same; the
 * joiners (ZWJ, ZWNJ) some keyboards put inside a conjunct and others do not dropped; Latin letters case-folded,
 * Devanagari (which has no case) as typed; runs of spaces one.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200c\u200d]/g, '')
    .replace(/\p{Script=Latin}+/gu, (latin) => latin.toLowerCase())
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The providers matching the filters. `withPlans` is the set of kitchens with an active tiffin plan; while it is
 * not known (null) the "Offers tiffin plans" filter narrows nothing.
 */
export function filterProviders(providers: Provider[], { q, cuisine, rating, plans = false, veg = false }: ProviderFilters, withPlans: ReadonlySet<string> | null = null): Provider[] {
  const needle = searchKey(q);
  const wantedCuisine = cuisineOf(cuisine);
  return providers.filter((p) => {
    if (needle && ![p.name, p.cuisine, p.address].some((field) => searchKey(field).includes(needle))) return false;
    if (wantedCuisine && cuisineKeyOf(p) !== wantedCuisine) return false;
    if (rating > 0 && (p.rating === null || p.rating < rating)) return false;
    if (plans && withPlans && !withPlans.has(p.id)) return false;
    if (veg && !p.pureVeg) return false;
    return true;
  });
}

/** The cuisine of the list a kitchen has: its listing's, or for a listing read without it, the one its text spells. */
const cuisineKeyOf = (p: Provider) => p.cuisineKey ?? cuisineOf(p.cuisine);

/**
 * The Cuisine filter's options (issue 39): the cuisines of the list (@thali/domain/cuisines, the one signup and the
 * kitchen's profile choose from) that a listed kitchen has, in the list's order, Other gathering the kitchens that
 * cook something else. One option per cuisine, however the kitchens once typed it.
 */
export function cuisineOptions(providers: Provider[]): { value: string; label: string }[] {
  const present = new Set(providers.map(cuisineKeyOf));
  return CUISINES.filter((c) => present.has(c.value)).map((c) => ({ value: c.value, label: c.label }));
}
