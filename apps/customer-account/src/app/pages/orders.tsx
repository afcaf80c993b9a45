import { ordersQueries } from '../../features/orders/api/orders-queries';
import { OrdersPage } from '../../features/orders/components/orders-page';
import { definePage } from '../define-page';

export default definePage('orders', {
  component: OrdersPage,
  // the orders and reviews its cards show: started by the shell while it checks the account's role
  sessionQueries: (_params, uid) => [ordersQueries.orders(uid), ordersQueries.reviews(uid)],
});
