// A time's part of the day in the reader's language ("दुपारी 1:00", "शाम 5:00": data-message/moments.ts), a catalogue
// of its own so a page that shows a data sentence with a time bundles this one text, not the other entries' texts.
import { defineMessages } from '@thali/ui';
import en from './en.json';

export const { useT, t, english } = defineMessages(en, { mr: () => import('./mr.json'), hi: () => import('./hi.json') });
