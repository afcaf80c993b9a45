// A tiffin plan's words ('@thali/ui/plan-words', bundled by the pages that show a plan: the menu, /subscribe, My
// Tiffins, the dashboard's plans): English fixed, Marathi and Hindi fetched only by their readers. `defineMessages`
// comes through the shared entry, so every copy joins the one language store of the page and follows the switch.
import { defineMessages } from '@thali/ui';
import en from './en.json';

export const { useT, t } = defineMessages(en, { mr: () => import('./mr.json'), hi: () => import('./hi.json') });
