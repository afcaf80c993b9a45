// The photo field's texts ('@thali/ui/photo', bundled by each remote that asks a photo): English fixed, Marathi and
// Hindi fetched only by their readers. `defineMessages` comes through the shared entry: one language store per page.
import { defineMessages } from '@thali/ui';
import en from './en.json';

export const { useT, t, english } = defineMessages(en, { mr: () => import('./mr.json'), hi: () => import('./hi.json') });
