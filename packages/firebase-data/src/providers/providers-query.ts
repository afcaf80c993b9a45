import type { Query } from 'firebase/database';
import type { DataServices } from '../app';
import { PUBLIC_READS } from '../reads/public-reads';
import { specQuery } from '../reads/spec-query';

/**
 * The public listing: approved kitchens only. The rules allow reading `providers` through this query alone
 * (`.indexOn: approved`), so a pending kitchen is never listed and the whole node is never downloaded.
 */
export function approvedProvidersQuery(fb: DataServices): Query {
  return specQuery(fb, PUBLIC_READS.providers());
}
