import { KitchensPage } from '../../features/kitchens/components/kitchens-page';
import { definePage } from '../define-page';

export default definePage('ops-kitchens', { component: KitchensPage });
