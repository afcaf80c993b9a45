import { RemoteRoot } from '@thali/ui';
import { MenuPage } from '../../features/menu/components/menu-page';

export default function ExposedMenuPage() {
  return (
    <RemoteRoot name="storefront" version={process.env.THALI_APP_VERSION}>
      <MenuPage />
    </RemoteRoot>
  );
}
