import { RemoteRoot } from '@thali/ui';
import { SignupPage } from '../../features/auth/components/signup-page';

export default function ExposedSignupPage() {
  return (
    <RemoteRoot name="customer_account" version={process.env.THALI_APP_VERSION}>
      <SignupPage />
    </RemoteRoot>
  );
}
