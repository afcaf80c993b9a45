// The Orders board's texts (the board, an order's card and its steps, the new-order alerts): English as the dashboard
// has always shown them, Marathi and Hindi fetched only by their readers (docs/i18n/README.md).
import { defineMessages } from '@thali/ui';
import en from './en.json';

export const { useT, t } = defineMessages(en, { mr: () => import('./mr.json'), hi: () => import('./hi.json') });
