import { RemoteRoot } from '@thali/ui';
import { FaqPage } from '../../features/faq/components/faq-page';

export default function ExposedFaqPage() {
  return (
    <RemoteRoot name="static_content" version={process.env.THALI_APP_VERSION}>
      <FaqPage />
    </RemoteRoot>
  );
}
