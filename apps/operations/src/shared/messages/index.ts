// The operations pages' shared texts: the pages' names (the section bar, each page's title and the standalone frame's
// links say them once) and the words a figure or a fact shows while it loads or when it cannot be read. English as
// written before issue 44; Marathi and Hindi fetched only by their readers (docs/i18n/README.md).
import { defineMessages } from '@thali/ui';
import en from './en.json';

export const { useT, t } = defineMessages(en, { mr: () => import('./mr.json'), hi: () => import('./hi.json') });
