import { RemoteRoot } from '@thali/ui';
import { PrivacyPolicyPage } from '../../features/legal/components/privacy-policy-page';

export default function ExposedPrivacyPolicyPage() {
  return (
    <RemoteRoot name="static_content" version={process.env.THALI_APP_VERSION}>
      <PrivacyPolicyPage />
    </RemoteRoot>
  );
}
