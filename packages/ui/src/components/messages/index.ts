// The texts of @thali/ui's shared entry, of which the page holds one instance: its components' (the loading label,
// the diet words) and its formatters' (a time's part of the day, `time.clock`: format/clock.ts). English fixed,
// Marathi and Hindi fetched only by their readers, and waited for by every `useT` (`everyPage`): `formatTime` is a
// plain function a page calls while it renders. It imports the store directly: it is part of that entry.
import { defineMessages } from '../../i18n/define-messages';
import en from './en.json';

export const { useT, t } = defineMessages(en, { mr: () => import('./mr.json'), hi: () => import('./hi.json') }, { everyPage: true });
