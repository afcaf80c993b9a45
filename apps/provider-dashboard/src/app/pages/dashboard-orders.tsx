import { ordersBoardQueries } from '../../features/orders-board/api/orders-board-queries';
import { OrdersBoard } from '../../features/orders-board/components/orders-board';
import { overviewQueries } from '../../features/overview/api/overview-queries';
import { OrdersOverview } from '../../features/overview/components/orders-overview';
import { useRecentOrders } from '../../features/overview/hooks/use-recent-orders';
import { DashboardLayout, type KitchenContext } from '../dashboard-layout';
import { definePage } from '../define-page';

function OrdersSection({ providerId, alerts }: KitchenContext) {
  // The board comes once the recent orders are known (the same live read as the table's): on a phone five orders
  // fill a screen, and a board drawn below their placeholder was pushed down as they arrived.
  const ordersKnown = useRecentOrders(providerId).status !== 'pending';
  return (
    <>
      <OrdersOverview providerId={providerId} />
      {ordersKnown ? <OrdersBoard providerId={providerId} alerts={alerts} /> : null}
    </>
  );
}

/** /provider-dashboard/orders: the stats, the five newest orders and the Orders board. */
function OrdersPage() {
  return <DashboardLayout section="orders">{(kitchen) => <OrdersSection {...kitchen} />}</DashboardLayout>;
}

export default definePage('dashboard-orders', {
  component: OrdersPage,
  // the kitchen's figures, newest orders and orders board as it opens (a kitchen's id is its account's)
  sessionQueries: (_params, uid) => [overviewQueries.stats(uid), overviewQueries.recentOrders(uid), ordersBoardQueries.board(uid, 'all', undefined)],
});
