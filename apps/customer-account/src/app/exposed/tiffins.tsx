import { RemoteRoot } from '@thali/ui';
import { TiffinsPage } from '../../features/tiffins/components/tiffins-page';

export default function ExposedTiffinsPage() {
  return (
    <RemoteRoot name="customer_account" version={process.env.THALI_APP_VERSION}>
      <TiffinsPage />
    </RemoteRoot>
  );
}
