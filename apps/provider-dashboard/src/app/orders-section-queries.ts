import { overviewQueries } from '../features/overview/api/overview-queries';

/**
 * What the Orders section shows first of kitchen `uid` (a kitchen's id is its account's): its figures and newest
 * orders. Its page and /provider-dashboard, which leads to it, declare these as their session data, which the shell
 * starts while it checks the account's role.
 */
export const ordersSectionQueries = (uid: string) => [overviewQueries.stats(uid), overviewQueries.recentOrders(uid)];
