import { equalTo, orderByChild, query, ref, type Query } from 'firebase/database';
import type { DataServices } from '../app';

/** plans of one kitchen through the providerId index (never the whole node). */
export function providerPlansQuery(fb: DataServices, providerId: string): Query {
  return query(ref(fb.db, 'plans'), orderByChild('providerId'), equalTo(providerId));
}
