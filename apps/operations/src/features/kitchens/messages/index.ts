// The Kitchens page's texts: the approval queue, new names, rejected and listed kitchens, their cards and history (docs/i18n/README.md).
import { defineMessages } from '@thali/ui';
import en from './en.json';

export const { useT, t } = defineMessages(en, { mr: () => import('./mr.json'), hi: () => import('./hi.json') });
