import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseRating, type ProviderFilters } from '../utils/filter-providers';

type FilterKey = keyof ProviderFilters;

/**
 * Search and filters live in the URL query (?q=&cuisine=&rating=&plans=1&veg=1), so a filtered list survives a
 * reload and can be shared. Empty values are dropped to keep the URL clean.
 */
export function useProviderFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const cuisine = params.get('cuisine') ?? '';
  const rating = parseRating(params.get('rating'));
  const plans = params.get('plans') === '1';
  const veg = params.get('veg') === '1';
  const filters = useMemo<ProviderFilters>(() => ({ q, cuisine, rating, plans, veg }), [q, cuisine, rating, plans, veg]);

  const update = useCallback(
    (changes: Partial<Record<FilterKey, string>>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value && value !== '0') next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        // Typing should not fill the history with one entry per keystroke.
        { replace: true },
      );
    },
    [setParams],
  );

  return { filters, update };
}
