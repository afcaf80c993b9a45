import { DeliveryAreasPage } from '../../features/delivery-areas/components/delivery-areas-page';
import { definePage } from '../define-page';

export default definePage('delivery-areas', { component: DeliveryAreasPage });
