import { DashboardPage } from '../dashboard-page';
import { definePage } from '../define-page';

export default definePage('dashboard', { component: DashboardPage });
