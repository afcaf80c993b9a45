// The data package's sentences in the reader's language (issue 44): what @thali/firebase-data's validators return and
// its errors say, by the ids of its DATA_TEXTS. The English is exactly the data package's (a test compares them); the
// catalogue is typed against its ids, so a new data text without an entry here, or an entry for an id it no longer
// has, fails `pnpm typecheck`. Marathi and Hindi are fetched only by their readers.
import type { DataMessageId } from '@thali/firebase-data/logic';
import { defineMessages } from '@thali/ui';
import en from './en.json';

/** Every id of the data package, and nothing else. */
export const DATA_ENGLISH: Record<DataMessageId, string> & Record<Exclude<keyof typeof en, DataMessageId>, never> = en;

export const { useT, t } = defineMessages(DATA_ENGLISH, { mr: () => import('./mr.json'), hi: () => import('./hi.json') });
