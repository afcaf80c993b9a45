import { fetchOnce, peekQuery, useQueryOnce } from '@thali/render';
import { getProvider } from '@thali/firebase-data';

/** What an order card shows of its kitchen: its name, and its phone for Call and WhatsApp ('' when it gave none). */
export interface KitchenContact {
  name: string;
  phone: string;
}

// A kitchen's listing rarely changes: once found it is kept for the page's lifetime, across visits. A missing
// kitchen is not kept (its id shows, with no phone, and the next visit asks again).
const contactKey = (id: string) => ['provider-contact', id];
const lookUp = (id: string): Promise<KitchenContact> => fetchOnce(contactKey(id), () => getProvider(id).then((p) => ({ name: p.name, phone: p.phone ?? '' })))
  .catch(() => ({ name: id, phone: '' }));

/** The name and phone of each kitchen id; the id itself (no phone) until (or unless) the listing is known. */
export function useKitchenContacts(ids: string[]): (id: string) => KitchenContact {
  const unique = [...new Set(ids.filter(Boolean))].sort();
  const contacts = useQueryOnce({ key: ['provider-contacts', ...unique], query: () => Promise.all(unique.map(lookUp)), enabled: unique.length > 0 });
  return (id) => contacts.data?.[unique.indexOf(id)] ?? peekQuery<KitchenContact>(contactKey(id)).data ?? { name: id, phone: '' };
}
