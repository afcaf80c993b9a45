import { RemoteRoot } from '@thali/ui';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';

export default function ExposedResetPasswordPage() {
  return (
    <RemoteRoot name="customer_account" version={process.env.THALI_APP_VERSION}>
      <ResetPasswordPage />
    </RemoteRoot>
  );
}
