// The Messages page's texts: the inbox and each message's card (docs/i18n/README.md).
import { defineMessages } from '@thali/ui';
import en from './en.json';

export const { useT, t } = defineMessages(en, { mr: () => import('./mr.json'), hi: () => import('./hi.json') });
