import { ProfilePage } from '../../features/profile/components/profile-page';
import { definePage } from '../define-page';

export default definePage('profile', { component: ProfilePage });
