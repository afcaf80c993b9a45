// Texts the dashboard's features share (an order's stage, how it was paid, a step panel's way back): English as the
// spec writes it, Marathi and Hindi fetched only by their readers (docs/i18n/README.md).
import { defineMessages } from '@thali/ui';
import en from './en.json';

export const { useT, t } = defineMessages(en, { mr: () => import('./mr.json'), hi: () => import('./hi.json') });
