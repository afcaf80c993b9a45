// The texts of the components in @thali/ui's shared entry, of which the page holds one instance (the loading label,
// the diet words): English fixed, Marathi and Hindi fetched only by their readers. It imports the store directly: it
// is part of that entry.
import { defineMessages } from '../../i18n/define-messages';
import en from './en.json';

export const { useT, t } = defineMessages(en, { mr: () => import('./mr.json'), hi: () => import('./hi.json') });
