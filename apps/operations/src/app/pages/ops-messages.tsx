import { MessagesPage } from '../../features/messages/components/messages-page';
import { definePage } from '../define-page';

export default definePage('ops-messages', { component: MessagesPage });
