import { RemoteRoot } from '@thali/ui';
import { HomePage } from '../../features/home/components/home-page';

export default function ExposedHomePage() {
  return (
    <RemoteRoot name="storefront" version={process.env.THALI_APP_VERSION}>
      <HomePage />
    </RemoteRoot>
  );
}
