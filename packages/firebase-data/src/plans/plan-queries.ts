import type { Query } from 'firebase/database';
import type { DataServices } from '../app';
import { PUBLIC_READS } from '../reads/public-reads';
import { specQuery } from '../reads/spec-query';

/** plans of one kitchen through the providerId index (never the whole node). */
export function providerPlansQuery(fb: DataServices, providerId: string): Query {
  return specQuery(fb, PUBLIC_READS.plans(providerId));
}
