import { queryOptions } from '@thali/render';
import { subscribeCustomerSubscriptions, subscribePlan, type Plan, type Subscription } from '@thali/firebase-data';
import { subscribeKitchenSuspensions, type SuspensionPeriod } from '@thali/firebase-data';
import { subscribeCustomerBills, type CustomerBills } from '@thali/firebase-data';

/** What the tiffins page reads. */
export const tiffinsQueries = {
  /** The customer's subscriptions, live, oldest first. */
  subscriptions: (uid: string) => queryOptions<Subscription[]>({
    key: ['customer-subscriptions', uid],
    subscribe: (h) => subscribeCustomerSubscriptions({ uid, ...h }),
  }),
  /** One plan, live (its cut-off times); null once it is known not to exist. */
  plan: (planId: string) => queryOptions<Plan | null>({ key: ['plan', planId], subscribe: (h) => subscribePlan({ planId, ...h }) }),
  /** The times a kitchen was (or is) suspended by Thali, live (issue 41). */
  suspensions: (providerId: string) => queryOptions<SuspensionPeriod[]>({
    key: ['kitchen-suspensions', providerId],
    subscribe: (h) => subscribeKitchenSuspensions({ providerId, ...h }),
  }),
  /** issue 42: each subscription's bill this month and last month, with what is paid, waiting and due, live. */
  bills: (uid: string) => queryOptions<CustomerBills>({
    key: ['customer-bills', uid],
    subscribe: (h) => subscribeCustomerBills({ customerId: uid, ...h }),
  }),
};
