import { ProvidersPage } from '../../features/providers/components/providers-page';
import { definePage } from '../define-page';

export default definePage('providers', { component: ProvidersPage });
