// My Tiffins' texts (the week, skips and pauses, bills and paying them): English as it was, Marathi and Hindi fetched
// only by their readers (docs/i18n/README.md).
import { defineMessages } from '@thali/ui';
import en from './en.json';

export const { useT, t } = defineMessages(en, { mr: () => import('./mr.json'), hi: () => import('./hi.json') });
