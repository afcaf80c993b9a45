import { TermsPage } from '../../features/legal/components/terms-page';
import { definePage } from '../define-page';

export default definePage('terms', { component: TermsPage });
