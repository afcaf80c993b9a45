import { KitchenHoursSection } from '../../features/kitchen-hours/components/kitchen-hours-section';
import { DashboardLayout } from '../dashboard-layout';
import { definePage } from '../define-page';

/** /provider-dashboard/hours: "Accepting orders", the weekly hours and the holidays. */
function HoursPage() {
  return <DashboardLayout section="hours">{({ providerId }) => <KitchenHoursSection providerId={providerId} />}</DashboardLayout>;
}

export default definePage('dashboard-hours', { component: HoursPage });
