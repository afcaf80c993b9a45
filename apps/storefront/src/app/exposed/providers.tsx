import { RemoteRoot } from '@thali/ui';
import { ProvidersPage } from '../../features/providers/components/providers-page';

export default function ExposedProvidersPage() {
  return (
    <RemoteRoot name="storefront" version={process.env.THALI_APP_VERSION}>
      <ProvidersPage />
    </RemoteRoot>
  );
}
