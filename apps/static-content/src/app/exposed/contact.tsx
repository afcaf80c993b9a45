import { RemoteRoot } from '@thali/ui';
import { ContactPage } from '../../features/contact/components/contact-page';

export default function ExposedContactPage() {
  return (
    <RemoteRoot name="static_content" version={process.env.THALI_APP_VERSION}>
      <ContactPage />
    </RemoteRoot>
  );
}
