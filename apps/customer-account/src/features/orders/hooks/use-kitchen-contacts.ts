import { fetchOnce, peekQuery, useQueryOnce } from '@thali/auth-cart';
import { getProvider } from '@thali/firebase-data';

// A provider's name rarely changes: once found it is kept for the page's lifetime, across visits. A missing
// provider is not kept (its id shows, and the next visit asks again).
const nameKey = (id: string) => ['provider-name', id];
const lookUp = (id: string) => fetchOnce(nameKey(id), () => getProvider(id).then((p) => p.name)).catch(() => id);

/** The display name of each provider id; the id itself until (or unless) the name is known. */
export function useProviderNames(ids: string[]): (id: string) => string {
  const unique = [...new Set(ids.filter(Boolean))].sort();
  const names = useQueryOnce({ key: ['provider-names', ...unique], query: () => Promise.all(unique.map(lookUp)), enabled: unique.length > 0 });
  return (id) => names.data?.[unique.indexOf(id)] ?? peekQuery<string>(nameKey(id)).data ?? id;
}
