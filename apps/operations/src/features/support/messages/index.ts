// The Support page's texts: the lookup, an order, a customer's payments and orders, Cancel order (docs/i18n/README.md).
import { defineMessages } from '@thali/ui';
import en from './en.json';

export const { useT, t } = defineMessages(en, { mr: () => import('./mr.json'), hi: () => import('./hi.json') });
