import { RemoteRoot } from '@thali/ui';
import { DeliveryAreasPage } from '../../features/delivery-areas/components/delivery-areas-page';

export default function ExposedDeliveryAreasPage() {
  return (
    <RemoteRoot name="static_content" version={process.env.THALI_APP_VERSION}>
      <DeliveryAreasPage />
    </RemoteRoot>
  );
}
