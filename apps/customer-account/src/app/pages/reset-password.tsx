import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';
import { definePage } from '../define-page';

export default definePage('reset-password', { component: ResetPasswordPage });
