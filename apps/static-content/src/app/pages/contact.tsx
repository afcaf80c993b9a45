import { ContactPage } from '../../features/contact/components/contact-page';
import { definePage } from '../define-page';

export default definePage('contact', { component: ContactPage });
