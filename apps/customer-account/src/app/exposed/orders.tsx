import { RemoteRoot } from '@thali/ui';
import { OrdersPage } from '../../features/orders/components/orders-page';

export default function ExposedOrdersPage() {
  return (
    <RemoteRoot name="customer_account" version={process.env.THALI_APP_VERSION}>
      <OrdersPage />
    </RemoteRoot>
  );
}
