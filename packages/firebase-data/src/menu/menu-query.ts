import { equalTo, orderByChild, query, ref, type Query } from 'firebase/database';
import type { DataServices } from '../app';

/** menu-items of one provider through the providerId index (never the whole node). */
export function menuItemsQuery(fb: DataServices, providerId: string): Query {
  return query(ref(fb.db, 'menu-items'), orderByChild('providerId'), equalTo(providerId));
}
