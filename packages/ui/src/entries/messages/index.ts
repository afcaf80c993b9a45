// The texts of @thali/ui's other entries ('@thali/ui/form', '/address-fields', '/kitchen-details', '/slot-picker',
// '/quantity-stepper', '/image-preview', '/mutation', '/standalone'), which each remote bundles a copy of: English
// fixed, Marathi and Hindi fetched only by their readers. `defineMessages` comes through the shared entry, so every
// copy joins the one language store of the page and follows the switch.
import { defineMessages } from '@thali/ui';
import en from './en.json';

export const { useT, t, english } = defineMessages(en, { mr: () => import('./mr.json'), hi: () => import('./hi.json') });
