// The texts of a mobile number verified by SMS (issue 44: /login's "Continue with mobile number" and the profile's
// number share the steps, so they share these texts). English is bundled; Marathi and Hindi are fetched by their readers.
import { defineMessages } from '@thali/ui';
import en from './en.json';

export const { useT, t } = defineMessages(en, { mr: () => import('./mr.json'), hi: () => import('./hi.json') });
