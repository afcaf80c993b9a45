import { SupportPage } from '../../features/support/components/support-page';
import { definePage } from '../define-page';

export default definePage('ops-support', { component: SupportPage });
