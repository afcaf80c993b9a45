import { fetchOnce, peekQuery, useQueryOnce } from '@thali/render';
import { ordersQueries, type KitchenContact } from '../api/orders-queries';

export type { KitchenContact };

// A missing kitchen shows its id, with no phone (and the next visit asks again).
const lookUp = (id: string): Promise<KitchenContact> => {
  const { key, read } = ordersQueries.contact(id);
  return fetchOnce(key, read).catch(() => ({ name: id, phone: '' }));
};

/** The name and phone of each kitchen id; the id itself (no phone) until (or unless) the listing is known. */
export function useKitchenContacts(ids: string[]): (id: string) => KitchenContact {
  const unique = [...new Set(ids.filter(Boolean))].sort();
  const contacts = useQueryOnce(ordersQueries.contacts(unique, lookUp), { enabled: unique.length > 0 });
  return (id) => contacts.data?.[unique.indexOf(id)] ?? peekQuery<KitchenContact>(ordersQueries.contact(id).key).data ?? { name: id, phone: '' };
}
