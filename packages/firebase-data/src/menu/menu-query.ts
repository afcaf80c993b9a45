import type { Query } from 'firebase/database';
import type { DataServices } from '../app';
import { PUBLIC_READS } from '../reads/public-reads';
import { specQuery } from '../reads/spec-query';

/** menu-items of one provider through the providerId index (never the whole node). */
export function menuItemsQuery(fb: DataServices, providerId: string): Query {
  return specQuery(fb, PUBLIC_READS.menuItems(providerId));
}
