// The dashboard's Reviews texts (the summary, each review's heading, the reply form); the reviews themselves are the
// customers' words and never here. English as the spec writes it, Marathi and Hindi fetched only by their readers.
import { defineMessages } from '@thali/ui';
import en from './en.json';

export const { useT, t } = defineMessages(en, { mr: () => import('./mr.json'), hi: () => import('./hi.json') });
