import { RemoteRoot } from '@thali/ui';
import { SubscribePage } from '../../features/subscribe/components/subscribe-page';

export default function ExposedSubscribePage() {
  return (
    <RemoteRoot name="customer_account" version={process.env.THALI_APP_VERSION}>
      <SubscribePage />
    </RemoteRoot>
  );
}
