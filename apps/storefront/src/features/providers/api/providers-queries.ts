import { queryOptions } from '@thali/render';
import { listProvidersWithPlans } from '@thali/firebase-data';

/** What the providers page reads besides the kitchens (shared/api/kitchens-queries.ts). */
export const providersQueries = {
  /** The kitchens with an active tiffin plan, read once (plans are public and few per kitchen). */
  withPlans: () => queryOptions<Set<string>>({ key: ['providers-with-plans'], read: () => listProvidersWithPlans() }),
};
