import { HomePage } from '../../features/home/components/home-page';
import { definePage } from '../define-page';

export default definePage('home', { component: HomePage });
