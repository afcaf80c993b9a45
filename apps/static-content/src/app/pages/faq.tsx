import { FaqPage } from '../../features/faq/components/faq-page';
import { definePage } from '../define-page';

export default definePage('faq', { component: FaqPage });
