import { DuesSection } from '../../features/dues/components/dues-section';
import { DashboardLayout } from '../dashboard-layout';
import { definePage } from '../define-page';

/** /provider-dashboard/dues (issue 42): reports to confirm, the month's bills with received and due, unpaid orders. */
function DuesPage() {
  return <DashboardLayout section="dues">{({ providerId }) => <DuesSection providerId={providerId} />}</DashboardLayout>;
}

export default definePage('dashboard-dues', { component: DuesPage });
