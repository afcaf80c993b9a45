// An order's delivery fields: English fixed, Marathi and Hindi fetched only by their readers.
import { defineMessages } from '@thali/ui';
import en from './en.json';

export const { useT, t, english } = defineMessages(en, { mr: () => import('./mr.json'), hi: () => import('./hi.json') });
