import { RemoteRoot } from '@thali/ui';
import { CartPage } from '../../features/cart/components/cart-page';

export default function ExposedCartPage() {
  return (
    <RemoteRoot name="customer_account" version={process.env.THALI_APP_VERSION}>
      <CartPage />
    </RemoteRoot>
  );
}
