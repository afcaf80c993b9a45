import { AboutPage } from '../../features/about/components/about-page';
import { definePage } from '../define-page';

export default definePage('about', { component: AboutPage });
