import { queryOptions } from '@thali/render';
import { subscribePendingKitchens, type PendingKitchen } from '@thali/firebase-data';

/** What the Overview reads besides the inbox (shared/api/inbox-queries.ts). */
export const overviewQueries = {
  /** The kitchens awaiting approval, live (a staff query on `approved`: listed kitchens are not downloaded). */
  pendingKitchens: () => queryOptions<PendingKitchen[]>({
    key: ['ops-pending-kitchens'],
    subscribe: (h) => subscribePendingKitchens(h),
  }),
};
