import { equalTo, orderByChild, query, ref, type Query } from 'firebase/database';
import type { DataServices } from '../app';

/**
 * The public listing: approved kitchens only. The rules allow reading `providers` through this query alone
 * (`.indexOn: approved`), so a pending kitchen is never listed and the whole node is never downloaded.
 */
export function approvedProvidersQuery(fb: DataServices): Query {
  return query(ref(fb.db, 'providers'), orderByChild('approved'), equalTo(true));
}
