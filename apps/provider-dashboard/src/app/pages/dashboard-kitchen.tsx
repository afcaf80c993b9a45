import { KitchenProfileSection } from '../../features/kitchen-profile/components/kitchen-profile-section';
import { DashboardLayout } from '../dashboard-layout';
import { definePage } from '../define-page';

/** /provider-dashboard/kitchen: the kitchen's name, phone, area, address, cuisine and picture. */
function KitchenPage() {
  return <DashboardLayout section="kitchen">{({ providerId }) => <KitchenProfileSection providerId={providerId} />}</DashboardLayout>;
}

export default definePage('dashboard-kitchen', { component: KitchenPage });
