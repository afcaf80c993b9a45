import { OverviewPage } from '../../features/overview/components/overview-page';
import { definePage } from '../define-page';

export default definePage('ops', { component: OverviewPage });
