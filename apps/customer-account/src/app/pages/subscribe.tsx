import { SubscribePage } from '../../features/subscribe/components/subscribe-page';
import { definePage } from '../define-page';

export default definePage('subscribe', { component: SubscribePage });
