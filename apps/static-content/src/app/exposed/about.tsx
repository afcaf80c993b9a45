import { RemoteRoot } from '@thali/ui';
import { AboutPage } from '../../features/about/components/about-page';

export default function ExposedAboutPage() {
  return (
    <RemoteRoot name="static_content" version={process.env.THALI_APP_VERSION}>
      <AboutPage />
    </RemoteRoot>
  );
}
