import { PrivacyPolicyPage } from '../../features/legal/components/privacy-policy-page';
import { definePage } from '../define-page';

export default definePage('privacy-policy', { component: PrivacyPolicyPage });
