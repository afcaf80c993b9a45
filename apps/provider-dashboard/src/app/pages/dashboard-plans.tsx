import { TiffinPlansSection } from '../../features/tiffin-plans/components/tiffin-plans-section';
import { DashboardLayout } from '../dashboard-layout';
import { definePage } from '../define-page';

/** /provider-dashboard/tiffin-plans: add or edit a plan, the plans, the kitchen sheet and the subscribers. */
function PlansPage() {
  return <DashboardLayout section="plans">{({ providerId }) => <TiffinPlansSection providerId={providerId} />}</DashboardLayout>;
}

export default definePage('dashboard-plans', { component: PlansPage });
