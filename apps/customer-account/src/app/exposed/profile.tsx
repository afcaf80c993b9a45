import { RemoteRoot } from '@thali/ui';
import { ProfilePage } from '../../features/profile/components/profile-page';

export default function ExposedProfilePage() {
  return (
    <RemoteRoot name="customer_account" version={process.env.THALI_APP_VERSION}>
      <ProfilePage />
    </RemoteRoot>
  );
}
