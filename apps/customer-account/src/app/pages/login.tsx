import { LoginPage } from '../../features/auth/components/login-page';
import { definePage } from '../define-page';

export default definePage('login', { component: LoginPage });
