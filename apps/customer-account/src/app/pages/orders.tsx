import { OrdersPage } from '../../features/orders/components/orders-page';
import { definePage } from '../define-page';

export default definePage('orders', { component: OrdersPage });
