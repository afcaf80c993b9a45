import { SignupPage } from '../../features/auth/components/signup-page';
import { definePage } from '../define-page';

export default definePage('signup', { component: SignupPage });
