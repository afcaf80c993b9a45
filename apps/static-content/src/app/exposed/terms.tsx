import { RemoteRoot } from '@thali/ui';
import { TermsPage } from '../../features/legal/components/terms-page';

export default function ExposedTermsPage() {
  return (
    <RemoteRoot name="static_content" version={process.env.THALI_APP_VERSION}>
      <TermsPage />
    </RemoteRoot>
  );
}
