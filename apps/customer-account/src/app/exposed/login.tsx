import { RemoteRoot } from '@thali/ui';
import { LoginPage } from '../../features/auth/components/login-page';

export default function ExposedLoginPage() {
  return (
    <RemoteRoot name="customer_account" version={process.env.THALI_APP_VERSION}>
      <LoginPage />
    </RemoteRoot>
  );
}
