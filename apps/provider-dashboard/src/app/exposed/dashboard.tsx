import { RemoteRoot } from '@thali/ui';
import { DashboardPage } from '../dashboard-page';

export default function ExposedDashboardPage() {
  return (
    <RemoteRoot name="provider_dashboard" version={process.env.THALI_APP_VERSION}>
      <DashboardPage />
    </RemoteRoot>
  );
}
